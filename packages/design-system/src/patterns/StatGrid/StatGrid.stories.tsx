import type { Meta, StoryObj } from '@storybook/react-vite';
import { CircleCheck, Clock, Globe, Users } from 'lucide-react';
import { expect, within } from 'storybook/test';
import { Section } from '../../layout';
import { StatGrid } from './StatGrid';

const stats = [
  { label: 'Team', value: '2 members', icon: <Users /> },
  { label: 'Timeline', value: '2 months', icon: <Clock /> },
  { label: 'Completion', value: '70%', icon: <CircleCheck /> },
  { label: 'Languages', value: '6', icon: <Globe /> },
];

const plain = stats.map(({ label, value }) => ({ label, value }));

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

/** The tiles' boxes, in order. */
const tiles = (canvas: Canvas) =>
  canvas.getAllByRole('term').map((term) => term.parentElement!.getBoundingClientRect());

const meta = {
  title: 'Patterns/StatGrid',
  component: StatGrid,
  args: { items: stats },
  parameters: {
    docs: {
      description: {
        component:
          'Key figures as a grid of tiles (team size, timeline, completion...). A description list: each label is a term, each value its description, so a screen reader reads "Team, 2 members". Tiles per row follow `columns`, mobile first (default 2, and 4 from lg).',
      },
    },
  },
} satisfies Meta<typeof StatGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('dl')).not.toBeNull();
    const terms = canvas.getAllByRole('term');
    const values = canvas.getAllByRole('definition');
    await expect(terms.map((t) => t.textContent)).toEqual(['Team', 'Timeline', 'Completion', 'Languages']);
    await expect(values.map((v) => v.textContent)).toEqual(['2 members', '2 months', '70%', '6']);
    // Each value is read right after its label, and the label shows above it.
    await expect(terms[0]!.nextElementSibling).toBe(values[0]);
    await expect(terms[0]!.getBoundingClientRect().bottom).toBeLessThanOrEqual(values[0]!.getBoundingClientRect().top);
    // At 1024 px the four tiles share one row.
    const boxes = tiles(canvas);
    await expect(new Set(boxes.map((b) => Math.round(b.top))).size).toBe(1);
    // Icons are decoration.
    for (const icon of canvasElement.querySelectorAll('dl svg'))
      await expect(icon.closest('[aria-hidden="true"]')).not.toBeNull();
  },
};

export const WithoutIcons: Story = {
  args: { items: plain },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('dl svg')).toHaveLength(0);
  },
};

export const Sunken: Story = {
  args: { surface: 'sunken' },
  render: (args) => (
    <Section spacing="sm" tone="raised" style={{ paddingInline: '1.5rem' }}>
      <StatGrid {...args} />
    </Section>
  ),
};

export const TwoPerRow: Story = {
  args: { columns: { base: 2 } },
  play: async ({ canvas }) => {
    const [a, b, c] = tiles(canvas);
    await expect(Math.round(a!.top)).toBe(Math.round(b!.top));
    await expect(c!.top).toBeGreaterThan(a!.bottom);
  },
};

export const OnPhone: Story = {
  args: {
    items: [
      ...stats.slice(0, 3),
      { label: 'Platforms', value: 'iOS & Android', icon: <Globe /> },
      { label: 'Dashboard views', value: '5' },
    ],
  },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    // Two tiles per row on a phone; a long value wraps inside its tile.
    const boxes = tiles(canvas);
    await expect(Math.round(boxes[0]!.top)).toBe(Math.round(boxes[1]!.top));
    await expect(boxes[2]!.top).toBeGreaterThan(boxes[0]!.bottom);
    const value = within(canvas.getByText('iOS & Android').parentElement!).getByText('iOS & Android');
    await expect(value.scrollWidth).toBeLessThanOrEqual(value.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
