import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Stack } from '../../layout';
import { ProgressBar } from './ProgressBar';
import { frameWidth } from '../../../../../.storybook/frameWidth';
import { expectProgressValue } from '../../../../../.storybook/progress';

const meta = {
  title: 'Primitives/ProgressBar',
  component: ProgressBar,
  args: { value: 70, label: 'Progress' },
  decorators: [frameWidth(420)],
  parameters: {
    docs: {
      description: {
        component:
          "A project's percent complete. The visible label names the bar (`aria-labelledby`); without one, give `aria-label`. The percentage beside the label is for sighted users: the bar announces its own value.",
      },
    },
  },
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Progress' });
    await expectProgressValue(bar, 70);
    await expect(canvas.getByText('70%')).toBeVisible();
    // The fill covers 70% of the track.
    const fill = bar.firstElementChild as HTMLElement;
    await expect(Math.round((fill.getBoundingClientRect().width / bar.getBoundingClientRect().width) * 100)).toBe(70);
  },
};

const portfolio = [
  { title: 'Healthcare clinic chatbot platform', progress: 70 },
  { title: 'School management system', progress: 40 },
  { title: 'E-commerce dashboard', progress: 80 },
  { title: 'AI learning platform', progress: 40 },
  { title: 'School portfolio platform', progress: 50 },
];

export const PortfolioValues: Story = {
  render: (args) => (
    <Stack gap="6">
      {portfolio.map(({ title, progress }) => (
        <ProgressBar {...args} key={title} label={title} value={progress} />
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    for (const { title, progress } of portfolio) {
      await expect(canvas.getByRole('progressbar', { name: title })).toHaveAttribute('aria-valuenow', String(progress));
    }
  },
};

export const WithoutVisibleLabel: Story = {
  args: { label: undefined, 'aria-label': 'Project progress', value: 40 },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Project progress' });
    await expect(bar).toHaveAttribute('aria-valuenow', '40');
    await expect(canvas.getByText('40%')).toBeVisible();
  },
};

export const BarOnly: Story = {
  args: { label: undefined, 'aria-label': 'Project progress', value: 50, showValue: false, size: 'sm' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Project progress' })).toHaveAttribute('aria-valuenow', '50');
    await expect(canvas.queryByText('50%')).toBeNull();
  },
};

export const TonesAndSizes: Story = {
  render: (args) => (
    <Stack gap="6">
      <ProgressBar {...args} label="Gradient" value={80} />
      <ProgressBar {...args} label="Primary" tone="primary" value={60} />
      <ProgressBar {...args} label="Accent" tone="accent" value={45} />
      <ProgressBar {...args} label="Success" tone="success" value={100} />
      <ProgressBar {...args} label="Small" size="sm" value={70} />
    </Stack>
  ),
};

export const Clamping: Story = {
  render: (args) => (
    <Stack gap="6">
      <ProgressBar {...args} label="Below range" value={-10} />
      <ProgressBar {...args} label="Above range" value={140} />
      <ProgressBar {...args} label="Fractional" value={69.5} />
    </Stack>
  ),
  play: async ({ canvas }) => {
    const cases = [
      ['Below range', '0'],
      ['Above range', '100'],
      ['Fractional', '70'],
    ];
    for (const [name, expected] of cases) {
      const bar = canvas.getByRole('progressbar', { name });
      await expect(bar).toHaveAttribute('aria-valuenow', expected);
      await expect(bar.parentElement).toHaveTextContent(`${expected}%`);
    }
    const above = canvas.getByRole('progressbar', { name: 'Above range' });
    // The fill never spills out of its track.
    await expect((above.firstElementChild as HTMLElement).getBoundingClientRect().width).toBe(
      above.getBoundingClientRect().width,
    );
  },
};

export const OnPhone: Story = {
  render: (args) => (
    <Stack gap="6">
      {portfolio.slice(0, 3).map(({ title, progress }) => (
        <ProgressBar {...args} key={title} label={title} value={progress} />
      ))}
    </Stack>
  ),
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Healthcare clinic chatbot platform' });
    await expect(bar.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
