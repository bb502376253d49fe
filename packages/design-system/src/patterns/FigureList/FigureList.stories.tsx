import type { Meta, StoryObj } from '@storybook/react-vite';
import { Activity, Calendar, Clock, Globe, MapPin, Package, Star, TrendingUp, Users } from 'lucide-react';
import { expect, within } from 'storybook/test';
import { frameWidth } from '../../../../../.storybook/frameWidth';
import { FigureList } from './FigureList';

const facts = [
  { icon: <MapPin />, label: 'Headquarters', value: 'Lisbon, Portugal' },
  { icon: <Calendar />, label: 'Established', value: '2012' },
  { icon: <Users />, label: 'Team', value: '48 people in 6 countries' },
];

const stats = [
  { icon: <Package />, label: 'Orders', value: '12,480' },
  { icon: <Clock />, label: 'Response time', value: '1.8 h' },
  { icon: <Users />, label: 'Customers', value: '3,200' },
  { icon: <Globe />, label: 'Countries', value: '14' },
];

const metrics = [
  { value: '+18%', label: 'conversion rate' },
  { value: '4.8', label: 'average rating' },
  { value: '99.95%', label: 'uptime' },
];

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

/** Each figure's box (a term and its definition), in order. */
const figureBoxes = (canvas: Canvas) =>
  canvas.getAllByRole('term').map((term) => term.parentElement!.getBoundingClientRect());

const meta = {
  title: 'Patterns/FigureList',
  component: FigureList,
  args: { items: facts },
  decorators: [frameWidth('22rem')],
  parameters: {
    docs: {
      description: {
        component:
          'Label/value figures as a description list: each label is a term and its value the definition, so a screen reader reads "Team, 48 people". `variant` sets the look: `facts` (a small label over a strong value, hairlines between, an icon tile beside), `stats` (tiles with an uppercase label and a bold value) or `metrics` (a large gradient value, then its label). `layout` stacks the figures or sets them side by side; `framed` puts the list on a raised panel. Icons are decoration.',
      },
    },
  },
} satisfies Meta<typeof FigureList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Facts: Story = {
  play: async ({ canvasElement }) => {
    const list = canvasElement.querySelector('dl')!;
    const terms = within(list).getAllByRole('term');
    const definitions = within(list).getAllByRole('definition');
    await expect(terms.map((t) => t.textContent)).toEqual(['Headquarters', 'Established', 'Team']);
    await expect(definitions.map((d) => d.textContent)).toEqual([
      'Lisbon, Portugal',
      '2012',
      '48 people in 6 countries',
    ]);
    // Each label reads before its value, and sits above it.
    await expect(terms[1]!.nextElementSibling).toBe(definitions[1]);
    await expect(terms[1]!.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      definitions[1]!.getBoundingClientRect().top + 1,
    );
    // Icons are decoration.
    for (const icon of list.querySelectorAll('svg')) {
      await expect(icon.closest('[aria-hidden="true"]')).not.toBeNull();
    }
  },
};

export const FactsFramed: Story = {
  args: { framed: true },
};

export const FactsInRow: Story = {
  args: { layout: 'row', framed: true },
  parameters: { frameWidth: 'none' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas }) => {
    const boxes = figureBoxes(canvas);
    // One row: same top, left to right.
    await expect(new Set(boxes.map((box) => Math.round(box.top))).size).toBe(1);
    await expect(boxes[0]!.left).toBeLessThan(boxes[1]!.left);
    await expect(boxes[1]!.left).toBeLessThan(boxes[2]!.left);
  },
};

export const FactsInRowOnPhone: Story = {
  ...FactsInRow,
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    const [first, second] = figureBoxes(canvas);
    // On a phone the row stacks.
    await expect(second!.top).toBeGreaterThanOrEqual(first!.bottom);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const FactsWithoutIconsLongValues: Story = {
  args: {
    'aria-label': 'Specifications',
    items: [
      { label: 'Weight', value: '1.2 kg' },
      { label: 'Connectivity', value: 'Wi-Fi & Bluetooth' },
      {
        label: 'Formats',
        value: 'PNG, JPEG, WebP, AVIF, SVG and a-very-long-hyphenated-format-name-that-has-to-wrap',
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const list = canvasElement.querySelector('dl')!;
    await expect(list).toHaveAttribute('aria-label', 'Specifications');
    await expect(list.querySelectorAll('svg')).toHaveLength(0);
    // Long values wrap inside the list.
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
  },
};

export const Stats: Story = {
  args: { variant: 'stats', layout: 'row', items: stats },
  parameters: { frameWidth: 'none' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('definition').map((d) => d.textContent)).toEqual(stats.map((s) => s.value));
    // At 1024 px the four tiles share one row.
    await expect(new Set(figureBoxes(canvas).map((box) => Math.round(box.top))).size).toBe(1);
  },
};

export const StatsOnPhone: Story = {
  args: {
    variant: 'stats',
    layout: 'row',
    items: [...stats.slice(0, 3), { label: 'Platforms', value: 'Web, iOS & Android' }],
  },
  parameters: { frameWidth: 'none' },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    // Two tiles per row on a phone; a long value wraps inside its tile.
    const boxes = figureBoxes(canvas);
    await expect(Math.round(boxes[0]!.top)).toBe(Math.round(boxes[1]!.top));
    await expect(boxes[2]!.top).toBeGreaterThan(boxes[0]!.bottom);
    const value = canvas.getByText('Web, iOS & Android');
    await expect(value.scrollWidth).toBeLessThanOrEqual(value.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** On a raised panel, the tiles recess. */
export const StatsFramed: Story = {
  args: { variant: 'stats', layout: 'row', framed: true, items: stats },
  parameters: { frameWidth: 'none' },
};

export const Metrics: Story = {
  args: { variant: 'metrics', items: metrics, 'aria-label': 'Results' },
  play: async ({ canvas }) => {
    const terms = canvas.getAllByRole('term');
    const values = canvas.getAllByRole('definition');
    await expect(terms.map((t) => t.textContent)).toEqual(['conversion rate', 'average rating', 'uptime']);
    await expect(values.map((v) => v.textContent)).toEqual(['+18%', '4.8', '99.95%']);
    // Each value shows before its label, and the labels line up after the widest value.
    await expect(values[0]!.getBoundingClientRect().right).toBeLessThanOrEqual(terms[0]!.getBoundingClientRect().left);
    await expect(new Set(terms.map((t) => Math.round(t.getBoundingClientRect().left))).size).toBe(1);
  },
};

/** One figure, as under a quote. */
export const MetricsSingle: Story = {
  args: { variant: 'metrics', items: [{ value: '250+', label: 'customers' }] },
};

export const MetricsInRow: Story = {
  args: { variant: 'metrics', layout: 'row', items: metrics },
  parameters: { frameWidth: '40rem' },
  play: async ({ canvas }) => {
    const boxes = figureBoxes(canvas);
    await expect(new Set(boxes.map((box) => Math.round(box.top))).size).toBe(1);
    // In a row each value sits above its label.
    const [term] = canvas.getAllByRole('term');
    const [value] = canvas.getAllByRole('definition');
    await expect(value!.getBoundingClientRect().bottom).toBeLessThanOrEqual(term!.getBoundingClientRect().top + 1);
  },
};

export const MetricsInRowOnPhone: Story = {
  ...MetricsInRow,
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async () => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** On a raised panel, with a glyph before each label. */
export const MetricsFramedWithIcons: Story = {
  args: {
    variant: 'metrics',
    framed: true,
    items: metrics.map((metric, index) => ({ ...metric, icon: [<TrendingUp />, <Star />, <Activity />][index] })),
  },
};
