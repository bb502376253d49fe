import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { Calendar, Layers, MapPin } from 'lucide-react';
import { expect, within } from 'storybook/test';
import { FactList } from './FactList';

const companyFacts = [
  { icon: <MapPin />, label: 'Based in', value: 'Kolkata, West Bengal' },
  { icon: <Calendar />, label: 'Founded', value: '2025' },
  { icon: <Layers />, label: 'Disciplines', value: 'Web, mobile, AI, cloud and data' },
];

const narrow: Decorator = (Story) => (
  <div style={{ maxWidth: 360 }}>
    <Story />
  </div>
);

const meta = {
  title: 'Patterns/FactList',
  component: FactList,
  args: { items: companyFacts },
  parameters: {
    docs: {
      description: {
        component:
          'Key facts as a description list: an optional icon tile (decoration), a small muted label and a strong value. Stacked with hairlines, or in columns from md up; optionally framed on a raised panel.',
      },
    },
  },
} satisfies Meta<typeof FactList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Stack: Story = {
  decorators: [narrow],
  play: async ({ canvasElement }) => {
    const list = canvasElement.querySelector('dl')!;
    const terms = within(list).getAllByRole('term');
    const definitions = within(list).getAllByRole('definition');
    await expect(terms.map((t) => t.textContent)).toEqual(['Based in', 'Founded', 'Disciplines']);
    await expect(definitions.map((d) => d.textContent)).toEqual([
      'Kolkata, West Bengal',
      '2025',
      'Web, mobile, AI, cloud and data',
    ]);
    // Each label reads before its value, and sits above it.
    await expect(terms[1]!.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      definitions[1]!.getBoundingClientRect().top + 1,
    );
    // Icons are decoration.
    for (const icon of list.querySelectorAll('svg')) {
      await expect(icon.closest('[aria-hidden="true"]')).not.toBeNull();
    }
  },
};

export const Framed: Story = {
  args: { framed: true },
  decorators: [narrow],
};

export const Columns: Story = {
  args: { layout: 'columns', framed: true },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas }) => {
    const values = ['Kolkata, West Bengal', '2025', 'Web, mobile, AI, cloud and data'].map((text) =>
      canvas.getByText(text).getBoundingClientRect(),
    );
    // One row: same top, left to right.
    await expect(Math.abs(values[0]!.top - values[2]!.top)).toBeLessThanOrEqual(1);
    await expect(values[0]!.left).toBeLessThan(values[1]!.left);
    await expect(values[1]!.left).toBeLessThan(values[2]!.left);
  },
};

export const ColumnsOnPhone: Story = {
  args: { layout: 'columns', framed: true },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    const first = canvas.getByText('Kolkata, West Bengal').getBoundingClientRect();
    const second = canvas.getByText('2025').getBoundingClientRect();
    // On a phone the columns stack.
    await expect(second.top).toBeGreaterThan(first.bottom);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const WithoutIconsLongValues: Story = {
  decorators: [narrow],
  args: {
    'aria-label': 'Project figures',
    items: [
      { label: 'Team', value: '2 members' },
      { label: 'Platforms', value: 'iOS & Android' },
      {
        label: 'Stack',
        value: 'React, Node.js, OpenAI, MongoDB, Tailwind CSS and a very-long-hyphenated-internal-service-name',
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const list = canvasElement.querySelector('dl')!;
    await expect(list).toHaveAttribute('aria-label', 'Project figures');
    await expect(list.querySelectorAll('svg')).toHaveLength(0);
    // Long values wrap inside the list.
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
  },
};
