import type { Meta, StoryObj } from '@storybook/react-vite';
import { ShieldCheck, Target, Users } from 'lucide-react';
import { expect, within } from 'storybook/test';
import { vars } from '../../theme/contract.css';
import { Button } from '../../primitives/Button';
import { SplitFeature } from './SplitFeature';

/** A team-at-a-board illustration drawn from theme roles, so it follows the theme. */
function Illustration() {
  return (
    <svg viewBox="0 0 640 480" role="img" aria-label="Illustration of a team planning around a shared board">
      <rect width="640" height="480" style={{ fill: vars.color.primarySubtle }} />
      <circle cx="560" cy="420" r="150" style={{ fill: vars.color.accentSubtle }} />
      <rect x="158" y="52" width="324" height="224" rx="18" style={{ fill: vars.color.surfaceRaised }} />
      {[0, 1, 2].map((column) =>
        [0, 1].map((row) => (
          <rect
            key={`${column}-${row}`}
            x={178 + column * 100}
            y={110 + row * 52}
            width="84"
            height="40"
            rx="8"
            style={{ fill: column === 1 ? vars.color.accentSubtle : vars.color.primarySubtle }}
          />
        )),
      )}
      <path d="M70 480v-162a38 38 0 0 1 76 0v162z" style={{ fill: vars.color.primary }} />
      <circle cx="108" cy="236" r="28" style={{ fill: vars.color.border }} />
      <path d="M232 480v-138a40 40 0 0 1 80 0v138z" style={{ fill: vars.color.accent }} />
      <circle cx="272" cy="262" r="28" style={{ fill: vars.color.border }} />
      <path d="M528 480v-150a40 40 0 0 1 80 0v150z" style={{ fill: vars.color.surfaceInverse }} />
      <circle cx="568" cy="252" r="28" style={{ fill: vars.color.border }} />
    </svg>
  );
}

const meta = {
  title: 'Patterns/SplitFeature',
  component: SplitFeature,
  args: {
    eyebrow: 'Who We Are',
    title: 'A small senior team that ships',
    children: (
      <>
        <p>
          Northwind Digital began in 2024 with a simple idea: businesses deserve software partners who explain their
          choices, keep their promises and stay after launch.
        </p>
        <p>
          Our engineers and designers work directly with you. No account managers in between, and weekly demos so you
          always see real progress.
        </p>
      </>
    ),
    points: [
      {
        icon: <Target />,
        title: 'Outcome first',
        text: 'We agree on the business result before choosing a technology.',
      },
      { icon: <Users />, title: 'Direct access', text: 'You talk to the people who write and test your code.' },
      {
        icon: <ShieldCheck />,
        title: 'Built to last',
        text: 'Tested, documented code that your own team can take over.',
      },
    ],
    actions: (
      <>
        <Button href="/about" size="lg">
          Our Story
        </Button>
        <Button href="/contact" variant="secondary" size="lg">
          Get in Touch
        </Button>
      </>
    ),
    media: <Illustration />,
  },
  parameters: {
    docs: {
      description: {
        component:
          'Text beside an illustration: eyebrow and heading, paragraphs, points with icon tiles and calls to action; the media sits in a framed panel over a soft brand glow. From lg the two columns sit side by side (`mediaPosition` picks the side); below, the media follows the text and the actions stack at full width on phones.',
      },
    },
  },
} satisfies Meta<typeof SplitFeature>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const heading = canvas.getByRole('heading', { level: 2, name: 'A small senior team that ships' });
    await expect(heading).toBeVisible();
    const points = canvas.getByRole('list');
    await expect(within(points).getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByRole('link', { name: 'Our Story' })).toHaveAttribute('href', '/about');
    await expect(canvas.getByRole('link', { name: 'Get in Touch' })).toHaveAttribute('href', '/contact');
    // Side by side, media on the right.
    const media = canvas.getByRole('img').getBoundingClientRect();
    await expect(media.left).toBeGreaterThan(heading.getBoundingClientRect().right);
    // Point icons are decoration.
    for (const icon of canvasElement.querySelectorAll('li > span:first-child')) {
      await expect(icon).toHaveAttribute('aria-hidden', 'true');
    }
  },
};

export const MediaStart: Story = {
  args: { mediaPosition: 'start' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 2 });
    await expect(canvas.getByRole('img').getBoundingClientRect().right).toBeLessThan(
      heading.getBoundingClientRect().left,
    );
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    // The media follows the text.
    const lastAction = canvas.getByRole('link', { name: 'Get in Touch' }).getBoundingClientRect();
    await expect(canvas.getByRole('img').getBoundingClientRect().top).toBeGreaterThan(lastAction.bottom);
    // The actions stack at the same width.
    const first = canvas.getByRole('link', { name: 'Our Story' }).getBoundingClientRect();
    await expect(Math.round(first.width)).toBe(Math.round(lastAction.width));
    await expect(lastAction.top).toBeGreaterThan(first.bottom);
  },
};

export const TextOnly: Story = {
  args: { points: [], actions: undefined, title: 'Our Story', highlight: 'Story', eyebrow: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.getByText('Story')).toBeVisible();
  },
};
