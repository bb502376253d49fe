import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type CSSProperties } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Container, Stack } from '../../layout';
import { vars } from '../../theme/contract.css';
import { Button } from '../../primitives/Button';
import { Splash, splashCovered, type SplashProps } from './Splash';
import { componentDocs } from '../../../../../.storybook/docs';

const markStyle: CSSProperties = {
  display: 'inline-grid',
  placeItems: 'center',
  width: '1.6em',
  height: '1.6em',
  borderRadius: vars.radius.md,
  backgroundImage: `linear-gradient(135deg, ${vars.color.primary}, ${vars.color.accent})`,
  color: vars.color.onPrimary,
  fontSize: '0.75em',
  boxShadow: vars.shadow.md,
};

/** Stands in for the site's wordmark, which the site passes as `logo`. */
function Wordmark() {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: '0.4em' }}>
      <span style={markStyle} aria-hidden="true">
        N
      </span>
      Northwind
    </span>
  );
}

/** The app behind the splash: covered while the splash shows, as the site does. */
function DemoApp({ covered }: { covered: boolean }) {
  const [clicks, setClicks] = useState(0);
  return (
    <main {...splashCovered(covered)} data-testid="app">
      <Container style={{ paddingBlock: vars.space[16] }}>
        <Stack gap="4" align="start">
          <h1 style={{ fontSize: vars.font.size['4xl'] }}>We build software that ships.</h1>
          <p style={{ color: vars.color.textMuted }}>The app, rendered behind the splash.</p>
          <Button onClick={() => setClicks((count) => count + 1)}>Explore our work</Button>
          <p data-clicks="">Clicks: {clicks}</p>
        </Stack>
      </Container>
    </main>
  );
}

const toolbar: CSSProperties = {
  position: 'fixed',
  insetBlockEnd: vars.space[4],
  insetInlineStart: vars.space[4],
  zIndex: `calc(${vars.zIndex.splash} + 1)`,
};

/** A story-level switch above the splash, standing in for the site's timer. */
function ToggleDemo(args: SplashProps) {
  const [visible, setVisible] = useState(args.visible);
  return (
    <>
      <DemoApp covered={visible} />
      <Splash {...args} visible={visible} />
      <div style={toolbar}>
        <Button variant="secondary" size="sm" onClick={() => setVisible((shown) => !shown)}>
          {visible ? 'Hide splash' : 'Show splash'}
        </Button>
      </div>
    </>
  );
}

const meta = {
  title: 'Patterns/Splash',
  component: Splash,
  args: {
    visible: true,
    logo: <Wordmark />,
    message: 'Welcome to Northwind Digital',
    label: 'Loading Northwind Digital',
    progressDuration: 3000,
    onHidden: fn(),
  },
  render: (args) => (
    <>
      <DemoApp covered={args.visible} />
      <Splash {...args} />
    </>
  ),
  parameters: componentDocs(
    "A full-viewport loading screen before the app: the product's logo, a welcome line and a status announced to screen readers. The caller owns the timing (the site shows it for 3000 ms and until the identity provider first reports) through `visible`; when that turns false it leaves the DOM in that frame (no fade: the page's own entrances are the transition). It holds nothing focusable; cover the app behind it with `splashCovered(visible)` while it shows: the app turns transparent (one element restyled when the splash lifts) and keyboard focus is kept out of it. It also renders on the server, so a prerendered page paints it before any script runs.",
    { iframeHeight: 560 },
  ),
} satisfies Meta<typeof Splash>;

export default meta;
type Story = StoryObj<typeof meta>;

async function expectShowing() {
  const status = screen.getByRole('status');
  await expect(status).toHaveTextContent('Loading Northwind Digital');
  await expect(within(status).getByText('Welcome to Northwind Digital')).toBeVisible();
  await expect(within(status).getByText('Northwind')).toBeVisible();
  // It covers the whole viewport.
  const box = (status.parentElement as HTMLElement).getBoundingClientRect();
  await expect([box.top, box.left, box.width, box.height]).toEqual([0, 0, window.innerWidth, window.innerHeight]);
  // The app behind is covered: out of sight, of the pointer's reach (the splash is what is under it) and
  // of the keyboard's (focus sent there comes back).
  await expect(screen.getByTestId('app')).not.toBeVisible();
  const behind = screen.getByText('Explore our work').closest('button')!;
  const { left, top, width, height } = behind.getBoundingClientRect();
  await expect(status.parentElement!.contains(document.elementFromPoint(left + width / 2, top + height / 2))).toBe(
    true,
  );
  behind.focus();
  await expect(behind).not.toHaveFocus();
  return status;
}

export const Visible: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async () => {
    await expectShowing();
    // Nothing to focus while it shows: Tab does not reach the app behind it.
    await userEvent.tab();
    await expect(document.activeElement).toBe(document.body);
  },
};

export const VisibleOnPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async () => {
    await expectShowing();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Hidden: Story = {
  render: (args) => <ToggleDemo {...args} />,
  play: async ({ args }) => {
    const status = await expectShowing();
    const overlay = status.parentElement as HTMLElement;

    await userEvent.click(screen.getByRole('button', { name: 'Hide splash' }));
    // Gone at once: out of the accessibility tree and of the page.
    await expect(screen.queryByRole('status')).toBeNull();
    await expect(overlay).not.toBeInTheDocument();
    await waitFor(() => expect(args.onHidden).toHaveBeenCalledTimes(1));

    // The app is live again.
    await expect(screen.getByTestId('app')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Explore our work' }));
    await expect(screen.getByText('Clicks: 1')).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Show splash' })).toBeVisible();
  },
};

export const LongMessage: Story = {
  args: {
    message:
      'Welcome to Northwind Digital. We are getting your personalised workspace, projects and booking calendar ready for you.',
    label: 'Loading your personalised workspace, projects and booking calendar',
  },
  play: async () => {
    const status = screen.getByRole('status');
    const message = within(status).getByText(/personalised workspace, projects/, { selector: 'p' });
    await expect(message).toBeVisible();
    // The line wraps inside the viewport, never past it.
    const box = message.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
