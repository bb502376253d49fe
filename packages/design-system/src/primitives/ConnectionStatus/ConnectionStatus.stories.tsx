import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type CSSProperties, type ReactNode } from 'react';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { Container, Stack } from '../../layout';
import { BackToTop } from '../../patterns/BackToTop';
import { vars } from '../../theme/contract.css';
import { Button } from '../Button';
import { ConnectionStatus } from './ConnectionStatus';
import { componentDocs } from '../../../../../.storybook/docs';

const MESSAGE = 'You’re offline';
const DETAIL = 'showing saved pages';
/** What the live region holds, and a screen reader reads. */
const ANNOUNCED = `${MESSAGE} — ${DETAIL}`;

/** A saved page, exactly the viewport's height, so the note sits over its text as it would on a site. */
const page: CSSProperties = {
  height: '100vh',
  overflow: 'hidden',
  paddingBlock: vars.space[12],
  background: vars.color.surface,
  color: vars.color.text,
};

const muted: CSSProperties = { color: vars.color.textMuted, maxWidth: '62ch', margin: 0 };

const paragraphs = [
  'The clinic’s front desk took bookings by phone and a paper diary. We replaced both with a booking app the receptionists and the patients share, built in eight weeks.',
  'Patients pick a doctor and a time on their phone; the app holds the slot while they confirm, and sends a reminder the evening before. Receptionists see the day at a glance and move a booking with one drag.',
  'No-shows fell by a third in the first quarter. The front desk answers half as many calls, and the clinic opened a second branch on the same system.',
  'We kept the app light: every page loads in under a second on a mid-range phone on a mobile network, and the pages a patient has read stay readable when the connection drops.',
];

function SavedPage({ children, action }: { children?: ReactNode; action?: ReactNode }) {
  return (
    <div style={page}>
      <Container>
        <Stack gap="4">
          <h1 style={{ margin: 0, fontSize: vars.font.size['3xl'], lineHeight: vars.font.lineHeight.tight }}>
            A booking app for a city clinic
          </h1>
          {action}
          {paragraphs.map((text) => (
            <p key={text.slice(0, 24)} style={muted}>
              {text}
            </p>
          ))}
        </Stack>
      </Container>
      {children}
    </div>
  );
}

const meta = {
  title: 'Primitives/ConnectionStatus',
  component: ConnectionStatus,
  args: { children: MESSAGE, detail: DETAIL },
  render: (args) => (
    <SavedPage>
      <ConnectionStatus {...args} />
    </SavedPage>
  ),
  parameters: componentDocs(
    'A quiet note about the connection while the site shows saved pages: fixed at the bottom of the viewport, clear of the home indicator and of the back-to-top button\'s corner: centred from md, at the page\'s start edge on a phone (its `detail` on a line of its own), where a centred note would reach the button. It is a polite live region (`role="status"`) that is always in the page: render it once and switch `visible`, so screen readers announce the text once when it appears. Not dismissible: it is true for as long as it shows.',
    { iframeHeight: 420 },
  ),
} satisfies Meta<typeof ConnectionStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

const status = () => screen.getByRole('status');
const note = () => status().querySelector('p');

/** The note's and the back-to-top button's boxes do not meet, with at least `gap` px between them. */
async function expectApart(a: DOMRect, b: DOMRect, gap: number) {
  const apart =
    a.right + gap <= b.left || b.right + gap <= a.left || a.bottom + gap <= b.top || b.bottom + gap <= a.top;
  await expect(apart, `note ${JSON.stringify(a)} and button ${JSON.stringify(b)}`).toBe(true);
}

/**
 * Where the note sits: centred from md (768 px); below it, at the page's start edge (16 px). On screen,
 * above the bottom edge, and no wider than the page.
 */
async function expectPlaced(box: DOMRect) {
  if (window.innerWidth >= 768) {
    await expect(Math.abs((box.left + box.right) / 2 - window.innerWidth / 2)).toBeLessThanOrEqual(1);
  } else {
    await expect(box.left).toBe(16);
  }
  await expect(box.bottom).toBeLessThanOrEqual(window.innerHeight - 16);
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
}

/** The detail's line: the message's on one line, the next one on a phone. */
const lineOfDetail = () => {
  const [message, , detail] = [...note()!.querySelectorAll('span > span')];
  return detail!.getBoundingClientRect().top - message!.getBoundingClientRect().top;
};

export const Offline: Story = {
  play: async () => {
    const region = status();
    await expect(region).toHaveTextContent(ANNOUNCED);
    await expect(region).toHaveAttribute('aria-live', 'polite');
    await expect(note()).toBeVisible();
    // The glyph is decoration: the text alone is read.
    await expect(region.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await expectPlaced(note()!.getBoundingClientRect());
    await expect(lineOfDetail()).toBe(0);
    // Above the page, not in its flow.
    await expect(getComputedStyle(region).position).toBe('fixed');
  },
};

/** A page that learns it is offline after it has rendered, as the site does. */
function GoingOffline() {
  const [offline, setOffline] = useState(false);
  return (
    <SavedPage
      action={
        <div>
          <Button variant="secondary" size="sm" onClick={() => setOffline((value) => !value)}>
            {offline ? 'Back online' : 'Go offline'}
          </Button>
        </div>
      }
    >
      <ConnectionStatus visible={offline} detail={DETAIL}>
        {MESSAGE}
      </ConnectionStatus>
    </SavedPage>
  );
}

export const AppearsInItsLiveRegion: Story = {
  render: () => <GoingOffline />,
  play: async () => {
    // Online: the live region is already in the page, empty, and shows nothing.
    const region = status();
    await expect(region).toBeEmptyDOMElement();
    await expect(note()).toBeNull();

    // Offline: the text arrives in that same region, which screen readers were already watching.
    const toggle = screen.getByRole('button', { name: 'Go offline' });
    await userEvent.click(toggle);
    await waitFor(() => expect(region).toHaveTextContent(ANNOUNCED));
    await expect(status()).toBe(region);
    await expect(note()).toBeVisible();

    // Back online: the note goes, the region stays; and offline again for the screenshot.
    await userEvent.click(screen.getByRole('button', { name: 'Back online' }));
    await waitFor(() => expect(region).toBeEmptyDOMElement());
    await expect(status()).toBe(region);
    await userEvent.click(screen.getByRole('button', { name: 'Go offline' }));
    await waitFor(() => expect(note()).toBeVisible());
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** The note with the back-to-top button showing (a threshold below 0: shown at the top). */
const withBackToTop: Story['render'] = (args) => (
  <SavedPage>
    <ConnectionStatus {...args} />
    <BackToTop threshold={-1} />
  </SavedPage>
);

const besideBackToTop = async () => {
  const button = await screen.findByRole('button', { name: 'Back to top' });
  const box = note()!.getBoundingClientRect();
  await expectApart(box, button.getBoundingClientRect(), 8);
  await expectPlaced(box);
};

export const OnPhone: Story = {
  render: withBackToTop,
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async () => {
    await besideBackToTop();
    // The detail takes the second line, so the note stays narrow beside the button.
    await expect(lineOfDetail()).toBeGreaterThan(0);
  },
};

export const OnDesktop: Story = {
  render: withBackToTop,
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async () => {
    await besideBackToTop();
    await expect(lineOfDetail()).toBe(0);
  },
};

export const LongDetailOnPhone: Story = {
  args: { detail: 'showing the pages you read earlier, saved on this phone until the connection returns' },
  render: withBackToTop,
  globals: { viewport: { value: 'phone', isRotated: false } },
  // A longer detail wraps inside the band left of the button's corner, and never reaches the button.
  play: besideBackToTop,
};
