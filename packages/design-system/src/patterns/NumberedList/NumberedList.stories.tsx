import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Stack } from '../../layout';
import { NumberedList } from './NumberedList';

const details = [
  "Patients chat with the assistant on the website or on WhatsApp in six languages; replies come from the clinic's own approved answers.",
  "The assistant checks doctors' calendars and books, moves or cancels appointments, then sends a confirmation and a reminder the day before.",
  'Before the visit, patients fill in an assessment form, so the doctor sees the history before the consultation starts.',
  'Staff review conversations on a dashboard and can hand a chat over to a person at any point.',
];

const features = [
  'Multilingual AI chatbot',
  'Appointment booking and reminders',
  'Pre-visit assessment forms',
  'Hand-over from bot to staff',
  'Role-based staff sign-in',
];

const meta = {
  title: 'Patterns/NumberedList',
  component: NumberedList,
  args: { items: details },
  parameters: {
    docs: {
      description: {
        component:
          'A list with large markers: an ordered list whose numbers sit in gradient circles joined by a line (details, steps), or a checklist with tick markers (features). Markers are decoration: the list itself tells assistive technology the order and the count.',
      },
    },
  },
} satisfies Meta<typeof NumberedList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Numbered: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list');
    await expect(list.tagName).toBe('OL');
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    // The visible number is decoration; each entry reads as its text alone.
    await expect(items[0]).toHaveTextContent(/^1Patients chat/);
    await expect(items[0]?.querySelector('[aria-hidden="true"]')).toHaveTextContent('1');
    await expect(items[3]?.querySelector('[aria-hidden="true"]')).toHaveTextContent('4');
    // Entries follow each other top to bottom.
    const [first, second] = items.map((item) => item.getBoundingClientRect());
    await expect(second!.top).toBeGreaterThanOrEqual(first!.bottom);
  },
};

export const Checklist: Story = {
  args: { items: features, marker: 'check' },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list');
    await expect(list.tagName).toBe('UL');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    // Tick markers carry no text and are hidden from assistive technology.
    const markers = list.querySelectorAll(':scope > li > [aria-hidden="true"]');
    await expect(markers).toHaveLength(5);
    await expect(markers[0]).toHaveTextContent('');
  },
};

export const ChecklistInTwoColumns: Story = {
  args: { items: features, marker: 'check', columns: 2 },
  play: async ({ canvas }) => {
    const [first, second] = canvas.getAllByRole('listitem').map((item) => item.getBoundingClientRect());
    // From md up (the default test viewport is 1024 px) the second entry sits beside the first.
    await expect(Math.abs(second!.top - first!.top)).toBeLessThan(1);
    await expect(second!.left).toBeGreaterThan(first!.right);
  },
};

export const TwoColumnsOnPhone: Story = {
  args: { items: features, marker: 'check', columns: 2 },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    const [first, second] = canvas.getAllByRole('listitem').map((item) => item.getBoundingClientRect());
    // One column on a phone.
    await expect(second!.top).toBeGreaterThanOrEqual(first!.bottom);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const NumberedOnPhone: Story = {
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
    items: Array.from({ length: 10 }, (_, i) => `Step ${i + 1}: a short instruction that fits on one line.`),
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

export const InContext: Story = {
  render: () => (
    <Stack gap="8" style={{ maxWidth: '36rem' }}>
      <NumberedList items={details.slice(0, 3)} />
      <NumberedList items={features.slice(0, 3)} marker="check" />
    </Stack>
  ),
  play: async ({ canvas }) => {
    const [ordered, unordered] = canvas.getAllByRole('list');
    await expect(ordered?.tagName).toBe('OL');
    await expect(unordered?.tagName).toBe('UL');
  },
};
