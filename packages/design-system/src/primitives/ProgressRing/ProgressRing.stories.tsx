import type { Meta, StoryObj } from '@storybook/react-vite';
import { ArrowUp } from 'lucide-react';
import { expect } from 'storybook/test';
import { Inline, Stack } from '../../layout';
import { ProgressRing } from './ProgressRing';
import { expectProgressValue } from '../../../../../.storybook/progress';

const meta = {
  title: 'Primitives/ProgressRing',
  component: ProgressRing,
  args: { value: 42, 'aria-label': 'Scroll progress' },
  parameters: {
    docs: {
      description: {
        component:
          'A compact circular progress indicator (0–100), e.g. the scroll progress of the Back-to-top button. It is read as a progress bar with its value; the centre shows the percentage or an icon.',
      },
    },
  },
} satisfies Meta<typeof ProgressRing>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const ring = canvas.getByRole('progressbar', { name: 'Scroll progress' });
    await expectProgressValue(ring, 42);
    await expect(ring).toHaveTextContent('42%');
  },
};

const values = [0, 25, 50, 99, 100];

export const Values: Story = {
  render: (args) => (
    <Inline gap="6">
      {values.map((value) => (
        <ProgressRing key={value} {...args} value={value} size="lg" aria-label={`Progress ${value}`} />
      ))}
    </Inline>
  ),
  play: async ({ canvas }) => {
    for (const value of values) {
      const ring = canvas.getByRole('progressbar', { name: `Progress ${value}` });
      await expect(ring).toHaveAttribute('aria-valuenow', String(value));
      await expect(ring).toHaveTextContent(`${value}%`);
    }
  },
};

export const Sizes: Story = {
  args: { value: 100 },
  render: (args) => (
    <Inline gap="6" align="center">
      <ProgressRing {...args} size="sm" aria-label="Small" />
      <ProgressRing {...args} size="md" aria-label="Medium" />
      <ProgressRing {...args} size="lg" aria-label="Large" />
    </Inline>
  ),
  play: async ({ canvas }) => {
    const widths = ['Small', 'Medium', 'Large'].map(
      (name) => canvas.getByRole('progressbar', { name }).getBoundingClientRect().width,
    );
    await expect(widths).toEqual([40, 56, 80]);
  },
};

export const SolidPrimary: Story = {
  args: { tone: 'primary', value: 64, size: 'lg' },
};

export const Clamping: Story = {
  render: (args) => (
    <Inline gap="6">
      <ProgressRing {...args} value={-10} size="lg" aria-label="Below range" />
      <ProgressRing {...args} value={140} size="lg" aria-label="Above range" />
      <ProgressRing {...args} value={42.6} size="lg" aria-label="Fractional" />
    </Inline>
  ),
  play: async ({ canvas }) => {
    const below = canvas.getByRole('progressbar', { name: 'Below range' });
    await expect(below).toHaveAttribute('aria-valuenow', '0');
    await expect(below).toHaveTextContent('0%');
    const above = canvas.getByRole('progressbar', { name: 'Above range' });
    await expect(above).toHaveAttribute('aria-valuenow', '100');
    await expect(above).toHaveTextContent('100%');
    const fractional = canvas.getByRole('progressbar', { name: 'Fractional' });
    await expect(fractional).toHaveAttribute('aria-valuenow', '43');
    await expect(fractional).toHaveTextContent('43%');
  },
};

export const WithIconCentre: Story = {
  args: { value: 68, size: 'lg' },
  render: (args) => (
    <Stack gap="4" align="start">
      <ProgressRing {...args}>
        <ArrowUp strokeWidth={2.25} />
      </ProgressRing>
      <ProgressRing {...args} size="md">
        <ArrowUp strokeWidth={2.25} />
      </ProgressRing>
    </Stack>
  ),
  play: async ({ canvas }) => {
    const ring = canvas.getAllByRole('progressbar', { name: 'Scroll progress' })[0] as HTMLElement;
    // The icon replaces the percentage; the value is still announced.
    await expect(ring).not.toHaveTextContent('%');
    await expect(ring.querySelector('.lucide-arrow-up')).not.toBeNull();
    await expect(ring).toHaveAttribute('aria-valuenow', '68');
  },
};

export const WithoutLabel: Story = {
  args: { value: 30, showLabel: false, size: 'sm' },
  play: async ({ canvas }) => {
    const ring = canvas.getByRole('progressbar', { name: 'Scroll progress' });
    await expect(ring).toHaveTextContent('');
    await expect(ring).toHaveAttribute('aria-valuenow', '30');
  },
};
