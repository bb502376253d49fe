import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { MetricList } from './MetricList';

const results = [
  { value: '+30%', label: 'user retention' },
  { value: '+45%', label: 'engagement' },
  { value: '99.9%', label: 'system reliability' },
];

const meta = {
  title: 'Patterns/MetricList',
  component: MetricList,
  args: { items: results, 'aria-label': 'Results' },
  decorators: [
    (Story, { parameters }) => (
      <div style={{ maxWidth: (parameters.maxWidth as string | undefined) ?? '22rem' }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          'Headline figures as a list: a large value and a short label, read as one phrase ("+30% user retention"). `rows` stacks them with hairlines between (inside cards, labels aligned after the widest value); `tiles` sets them side by side.',
      },
    },
  },
} satisfies Meta<typeof MetricList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Rows: Story = {
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      '+30% user retention',
      '+45% engagement',
      '99.9% system reliability',
    ]);
    // The labels start at the same x, after the widest value.
    const labelLefts = new Set(
      items.map((item) => Math.round((item.lastElementChild as HTMLElement).getBoundingClientRect().left)),
    );
    await expect(labelLefts.size).toBe(1);
  },
};

/** One figure, as under a client quote. */
export const Single: Story = {
  args: { items: [{ value: '12+', label: 'Happy Clients' }], 'aria-label': undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('listitem')).toHaveTextContent('12+ Happy Clients');
  },
};

export const Tiles: Story = {
  args: { layout: 'tiles' },
  parameters: { maxWidth: '40rem' },
  play: async ({ canvas }) => {
    const tops = new Set(canvas.getAllByRole('listitem').map((item) => Math.round(item.getBoundingClientRect().top)));
    await expect(tops.size).toBe(1);
  },
};

export const TilesOnPhone: Story = {
  ...Tiles,
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async () => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const PrimaryTone: Story = { args: { tone: 'primary' } };
