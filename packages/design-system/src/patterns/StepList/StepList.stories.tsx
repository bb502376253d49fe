import type { Meta, StoryObj } from '@storybook/react-vite';
import { Link, Send, UserPlus } from 'lucide-react';
import { expect, within } from 'storybook/test';
import { frameWidth } from '../../../../../.storybook/frameWidth';
import { Stack } from '../../layout';
import { StepList } from './StepList';

const steps = [
  {
    title: 'Create an account',
    description: 'Sign up with your work e-mail. It takes a minute and needs no card.',
    icon: <UserPlus />,
  },
  {
    title: 'Connect your data',
    description: 'Pick a source from the list and paste its key; the first import starts at once.',
    icon: <Link />,
  },
  {
    title: 'Share the first report',
    description: 'Invite your team and send them a link. Everyone sees the same figures, updated hourly.',
    icon: <Send />,
  },
];

const details = [
  'Orders arrive from every sales channel into one queue, sorted by the date they must ship.',
  'Each order is checked against the stock of the nearest warehouse before it is confirmed.',
  'Customers receive a tracking link by e-mail as soon as the parcel leaves the warehouse.',
  'Returns are logged on the same screen, and the stock is updated when the parcel is back.',
].map((title) => ({ title }));

const features = ['Single sign-on', 'Audit log', 'Role-based access', 'CSV export', 'Webhooks'].map((title) => ({
  title,
}));

const meta = {
  title: 'Patterns/StepList',
  component: StepList,
  args: { items: steps },
  decorators: [frameWidth(520)],
} satisfies Meta<typeof StepList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Steps: Story = {
  args: { titleAs: 'h3' },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list');
    await expect(list.tagName).toBe('OL');
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(canvas.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Create an account',
      'Connect your data',
      'Share the first report',
    ]);
    // The badge numbers are decoration: the list itself gives the position.
    await expect(within(items[1]!).getByText('2')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const TitlesOnly: Story = {
  args: { items: steps.map(({ title }) => ({ title })) },
  play: async ({ canvas }) => {
    // Titles are paragraphs unless `titleAs` names a heading level.
    await expect(canvas.queryByRole('heading')).not.toBeInTheDocument();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};

export const LongText: Story = {
  args: {
    items: [
      {
        title: 'A considerably longer step title that has to wrap onto a second line',
        description:
          'A long description keeps the badge at the top and the connecting line running down to the next step, whatever the height of the text next to it.',
        icon: <UserPlus />,
      },
      ...steps.slice(1),
    ],
  },
  parameters: { frameWidth: 320 },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list');
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
  },
};

export const StepsOnPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Details: Story = {
  args: { items: details, size: 'sm' },
  parameters: { frameWidth: '36rem' },
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    // The visible number is decoration; each entry reads as its text.
    await expect(items[0]).toHaveTextContent(/^1Orders arrive/);
    await expect(items[3]?.querySelector('[aria-hidden="true"]')).toHaveTextContent('4');
    const [first, second] = items.map((item) => item.getBoundingClientRect());
    await expect(second!.top).toBeGreaterThanOrEqual(first!.bottom);
  },
};

export const DetailsOnPhone: Story = {
  ...Details,
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    for (const item of canvas.getAllByRole('listitem')) {
      await expect(item.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    }
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const TenSteps: Story = {
  args: {
    items: Array.from({ length: 10 }, (_, i) => ({ title: `Step ${i + 1}: a short instruction on one line.` })),
    size: 'sm',
  },
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(10);
    // Two-digit numbers still fit their circle.
    const marker = items[9]!.querySelector<HTMLElement>('[aria-hidden="true"]')!;
    await expect(marker).toHaveTextContent('10');
    await expect(marker.scrollWidth).toBeLessThanOrEqual(marker.clientWidth);
  },
};

export const Checklist: Story = {
  args: { items: features, marker: 'check', size: 'sm' },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list');
    await expect(list.tagName).toBe('UL');
    await expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(features.map(({ title }) => title));
    // Tick markers carry no text and are hidden from assistive technology.
    const markers = list.querySelectorAll(':scope > li > [aria-hidden="true"]');
    await expect(markers).toHaveLength(5);
    await expect(markers[0]).toHaveTextContent('');
  },
};

export const ChecklistInTwoColumns: Story = {
  args: { ...Checklist.args, columns: 2 },
  parameters: { frameWidth: 'none' },
  play: async ({ canvas }) => {
    const [first, second] = canvas.getAllByRole('listitem').map((item) => item.getBoundingClientRect());
    // From md up (the default test viewport is 1024 px) the second entry sits beside the first.
    await expect(Math.abs(second!.top - first!.top)).toBeLessThan(1);
    await expect(second!.left).toBeGreaterThan(first!.right);
  },
};

export const ChecklistInTwoColumnsOnPhone: Story = {
  ...ChecklistInTwoColumns,
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    const [first, second] = canvas.getAllByRole('listitem').map((item) => item.getBoundingClientRect());
    // One column on a phone.
    await expect(second!.top).toBeGreaterThanOrEqual(first!.bottom);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** Large ticks with titles and descriptions: what a plan includes. */
export const LargeChecklist: Story = {
  args: { items: steps.map(({ title, description }) => ({ title, description })), marker: 'check' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list').tagName).toBe('UL');
  },
};

/** Numbered details and a checklist, one after the other. */
export const InContext: Story = {
  render: () => (
    <Stack gap="8">
      <StepList size="sm" items={details.slice(0, 3)} />
      <StepList size="sm" marker="check" items={features.slice(0, 3)} />
    </Stack>
  ),
  parameters: { frameWidth: '36rem' },
  play: async ({ canvas }) => {
    const [ordered, unordered] = canvas.getAllByRole('list');
    await expect(ordered?.tagName).toBe('OL');
    await expect(unordered?.tagName).toBe('UL');
  },
};
