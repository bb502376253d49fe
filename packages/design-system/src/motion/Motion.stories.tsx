import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { Grid, Stack } from '../layout';
import { Button } from '../primitives/Button';
import { vars } from '../theme/contract.css';
import { AutoHeight } from './AutoHeight';
import { LayoutItem, LayoutList } from './LayoutList';
import { Presence } from './Presence';

const meta = {
  title: 'Foundations/Motion/Framer',
  parameters: {
    docs: {
      description: {
        component:
          "What CSS cannot animate well, on framer-motion's `LazyMotion` and `m` components, with the feature bundle loaded asynchronously (never in the first view's JavaScript): `Presence` swaps one view for another (exit, then enter), `LayoutList` and `LayoutItem` move items that stay to their new places and fade items in and out, `AutoHeight` lets a block's height follow its content. Timings come from the motion tokens; under reduced motion everything is at its end state at once.",
      },
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const box = {
  padding: vars.space[5],
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.borderSubtle}`,
  color: vars.color.text,
};

/** Every animation of the story's canvas has ended (framer-motion animates opacity with Web Animations). */
const settled = (root: HTMLElement) =>
  waitFor(() => expect(root.getAnimations({ subtree: true }).filter((a) => a.playState === 'running')).toEqual([]));

function SwapDemo() {
  const [sent, setSent] = useState(false);
  return (
    <AutoHeight>
      <Presence view={sent ? 'sent' : 'form'}>
        {sent ? (
          <div style={box}>
            <h2>Message sent</h2>
            <p>We will reply within a day.</p>
            <Button onClick={() => setSent(false)}>Write another</Button>
          </div>
        ) : (
          <Stack gap="3" style={box}>
            <p>A form, three fields tall.</p>
            <p>Its second line.</p>
            <p>Its third line.</p>
            <div>
              <Button onClick={() => setSent(true)}>Send</Button>
            </div>
          </Stack>
        )}
      </Presence>
    </AutoHeight>
  );
}

/** `Presence` in an `AutoHeight`: the form fades out, then the confirmation fades in; the height glides. */
export const PresenceSwap: Story = {
  render: () => <SwapDemo />,
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    const heading = await canvas.findByRole('heading', { name: 'Message sent' });
    await waitFor(() => expect(canvas.queryByText('A form, three fields tall.')).toBeNull());
    // The confirmation's fade starts after the form has gone; until then nothing runs and it is unseen.
    await waitFor(() => expect(heading).toBeVisible());
    await settled(canvasElement);
  },
};

const numbers = Array.from({ length: 9 }, (_, index) => index + 1);

function FilterDemo() {
  const [even, setEven] = useState(false);
  const shown = even ? numbers.filter((n) => n % 2 === 0) : numbers;
  return (
    <Stack gap="4">
      <div>
        <Button variant="secondary" aria-pressed={even} onClick={() => setEven(!even)}>
          Even only
        </Button>
      </div>
      <Grid
        as="ul"
        columns={{ base: 2, md: 4 }}
        gap="3"
        count={shown.length}
        style={{ margin: 0, padding: 0, listStyle: 'none' }}
      >
        <LayoutList>
          {shown.map((n) => (
            <LayoutItem as="li" key={n} style={box}>
              Item {n}
            </LayoutItem>
          ))}
        </LayoutList>
      </Grid>
    </Stack>
  );
}

/**
 * `LayoutList` in a balanced `Grid` (`count` given): filtering, the items that stay glide to their new
 * places and the others fade out where they were; the rows stay balanced.
 */
export const LayoutListFilter: Story = {
  render: () => <FilterDemo />,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(9);
    await userEvent.click(canvas.getByRole('button', { name: 'Even only' }));
    // Leaving items are hidden from assistive technology at once, and gone once faded.
    await expect(canvas.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Item 2',
      'Item 4',
      'Item 6',
      'Item 8',
    ]);
    await waitFor(() => expect(canvasElement.querySelectorAll('li')).toHaveLength(4));
    await settled(canvasElement);
    for (const item of canvas.getAllByRole('listitem')) await expect(getComputedStyle(item).transform).toBe('none');
  },
};

function GrowDemo() {
  const [more, setMore] = useState(false);
  return (
    <Stack gap="4">
      <AutoHeight>
        <Stack gap="3" style={box}>
          <p>Always here.</p>
          {more && <p>One more paragraph, shown on demand.</p>}
          {more && <p>And another.</p>}
        </Stack>
      </AutoHeight>
      <div>
        <Button variant="secondary" aria-expanded={more} onClick={() => setMore(!more)}>
          {more ? 'Show less' : 'Show more'}
        </Button>
      </div>
    </Stack>
  );
}

/** `AutoHeight`: the block grows and shrinks smoothly; what is below it glides instead of jumping. */
export const AutoHeightGrowth: Story = {
  render: () => <GrowDemo />,
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show more' }));
    await expect(canvas.getByText('And another.')).toBeInTheDocument();
    await settled(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
  },
};
