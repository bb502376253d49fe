import type { Meta, StoryObj } from '@storybook/react-vite';
import { CalendarCheck, ClipboardList, Rocket } from 'lucide-react';
import { expect, within } from 'storybook/test';
import { StepList } from './StepList';

const steps = [
  {
    title: 'Fill the form',
    description: 'Tell us which service you need and a few words about your project. It takes two minutes.',
    icon: <ClipboardList />,
  },
  {
    title: 'Initial consultation',
    description: 'We reply within 24 hours and set up a free call to understand your goals, constraints and timeline.',
    icon: <CalendarCheck />,
  },
  {
    title: 'Project kickoff',
    description: 'You receive a written plan and estimate. Once agreed, we start with the first weekly sprint.',
    icon: <Rocket />,
  },
];

const meta = {
  title: 'Patterns/StepList',
  component: StepList,
  args: { steps },
  parameters: {
    docs: {
      description: {
        component:
          'An ordered process ("how it works"): numbered badges joined by a line, each step with a title and a description. It is an `<ol>`, so the position is announced; the visible numbers are decoration.',
      },
    },
  },
  decorators: [
    // The story's frame width: `parameters.frameWidth` where a story needs a different one.
    (Story, { parameters }) => (
      <div style={{ maxWidth: (parameters.frameWidth as number | undefined) ?? 520 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof StepList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list');
    await expect(list.tagName).toBe('OL');
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(canvas.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Fill the form',
      'Initial consultation',
      'Project kickoff',
    ]);
    // The badge numbers are decoration: the list itself gives the position.
    const badge = within(items[1]!).getByText('2');
    await expect(badge).toHaveAttribute('aria-hidden', 'true');
  },
};

export const TitlesOnly: Story = {
  args: { steps: steps.map(({ title }) => ({ title })), titleAs: 'p' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading')).not.toBeInTheDocument();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};

export const LongText: Story = {
  args: {
    steps: [
      {
        title: 'A considerably longer step title that has to wrap onto a second line',
        description:
          'A long description keeps the badge at the top and the connecting line running down to the next step, whatever the height of the text next to it.',
        icon: <ClipboardList />,
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

export const OnPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
