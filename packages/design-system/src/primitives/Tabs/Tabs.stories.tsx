import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Inline, Stack } from '../../layout';
import { vars } from '../../theme/contract.css';
import { Button } from '../Button';
import { Tabs, type TabItem } from './Tabs';

const chip = {
  listStyle: 'none',
  padding: `${vars.space[2]} ${vars.space[4]}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.borderSubtle}`,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
};

function TechList({ names }: { names: string[] }) {
  return (
    <Inline as="ul" gap="2" style={{ margin: 0, padding: 0 }}>
      {names.map((name) => (
        <li key={name} style={chip}>
          {name}
        </li>
      ))}
    </Inline>
  );
}

const frontend = ['React', 'TypeScript', 'Next.js', 'Tailwind CSS', 'Framer Motion'];
const backend = ['Node.js', 'Express', 'MongoDB', 'PostgreSQL'];

const technologyItems: TabItem[] = [
  { value: 'all', label: 'All', content: <TechList names={[...frontend, ...backend]} /> },
  { value: 'frontend', label: 'Frontend', content: <TechList names={frontend} /> },
  { value: 'backend', label: 'Backend', content: <TechList names={backend} /> },
];

const meta = {
  title: 'Primitives/Tabs',
  component: Tabs,
  args: { label: 'Filter technologies', items: technologyItems, onValueChange: fn() },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('tablist', { name: 'Filter technologies' })).toBeVisible();
    const all = canvas.getByRole('tab', { name: 'All' });
    await expect(all).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'All' })).toHaveTextContent('MongoDB');

    const frontendTab = canvas.getByRole('tab', { name: 'Frontend' });
    await userEvent.click(frontendTab);
    await expect(frontendTab).toHaveAttribute('aria-selected', 'true');
    await expect(all).toHaveAttribute('aria-selected', 'false');
    await expect(args.onValueChange).toHaveBeenCalledTimes(1);
    await expect(args.onValueChange).toHaveBeenCalledWith('frontend');
    const panel = canvas.getByRole('tabpanel', { name: 'Frontend' });
    await expect(panel).toBeVisible();
    await expect(panel).toHaveTextContent('Tailwind CSS');
    await expect(panel).not.toHaveTextContent('MongoDB');
    // Only the selected panel is in the page.
    await expect(canvas.getAllByRole('tabpanel')).toHaveLength(1);
  },
};

export const Keyboard: Story = {
  args: { defaultValue: 'frontend' },
  play: async ({ canvas }) => {
    const [all, frontendTab, backendTab] = ['All', 'Frontend', 'Backend'].map((name) =>
      canvas.getByRole('tab', { name }),
    );
    // One tab stop: Tab lands on the selected tab.
    await userEvent.tab();
    await expect(frontendTab).toHaveFocus();

    await userEvent.keyboard('{ArrowRight}');
    await expect(backendTab).toHaveFocus();
    await expect(backendTab).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Backend' })).toHaveTextContent('PostgreSQL');

    await userEvent.keyboard('{Home}');
    await expect(all).toHaveFocus();
    await expect(all).toHaveAttribute('aria-selected', 'true');

    await userEvent.keyboard('{End}');
    await expect(backendTab).toHaveFocus();
    await expect(backendTab).toHaveAttribute('aria-selected', 'true');

    await userEvent.keyboard('{ArrowLeft}');
    await expect(frontendTab).toHaveAttribute('aria-selected', 'true');

    // Tab leaves the list for the panel.
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel', { name: 'Frontend' })).toHaveFocus();
  },
};

function ControlledTabs(args: React.ComponentProps<typeof Tabs>) {
  const [value, setValue] = useState('backend');
  return (
    <Stack gap="6" align="start">
      <Tabs
        {...args}
        value={value}
        onValueChange={(next) => {
          setValue(next);
          args.onValueChange?.(next);
        }}
      />
      <Inline gap="4">
        <Button variant="secondary" size="sm" onClick={() => setValue('all')}>
          Reset filter
        </Button>
        <p role="status">Showing: {value}</p>
      </Inline>
    </Stack>
  );
}

export const Controlled: Story = {
  render: (args) => <ControlledTabs {...args} />,
  play: async ({ canvas, args }) => {
    const backendTab = canvas.getByRole('tab', { name: 'Backend' });
    await expect(backendTab).toHaveAttribute('aria-selected', 'true');

    await userEvent.click(canvas.getByRole('tab', { name: 'Frontend' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('frontend');
    await expect(canvas.getByRole('status')).toHaveTextContent('Showing: frontend');

    // The owner changes the value from outside.
    await userEvent.click(canvas.getByRole('button', { name: 'Reset filter' }));
    await expect(canvas.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'All' })).toBeVisible();
    await expect(args.onValueChange).toHaveBeenCalledTimes(1);
  },
};

export const Centered: Story = { args: { align: 'center' } };

export const WithDisabledTab: Story = {
  args: {
    items: [
      ...technologyItems,
      { value: 'mobile', label: 'Mobile', content: <TechList names={['React Native']} />, disabled: true },
    ],
  },
  play: async ({ canvas }) => {
    const mobile = canvas.getByRole('tab', { name: 'Mobile' });
    await expect(mobile).toBeDisabled();
    await userEvent.click(canvas.getByRole('tab', { name: 'Backend' }));
    // Arrow keys skip the disabled tab and wrap around to the first.
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    await expect(mobile).toHaveAttribute('aria-selected', 'false');
  },
};

const categories = ['All', 'Language', 'Frontend', 'Backend', 'Database', 'Animation', 'Practice', 'Mobile'];

export const ManyTabsOnPhone: Story = {
  args: {
    label: 'Technology category',
    items: categories.map((name) => ({
      value: name.toLowerCase(),
      label: name,
      content: <p>{`${name} technologies`}</p>,
    })),
  },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('tablist', { name: 'Technology category' });
    const scroller = list.parentElement as HTMLElement;
    // The list scrolls inside its own box; the page never scrolls sideways.
    await expect(scroller.scrollWidth).toBeGreaterThan(scroller.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);

    // Keyboard focus brings an off-screen tab into view.
    const mobile = canvas.getByRole('tab', { name: 'Mobile' });
    await userEvent.tab();
    await userEvent.keyboard('{End}');
    await expect(mobile).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(mobile.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth));
    await expect(canvas.getByRole('tabpanel', { name: 'Mobile' })).toHaveTextContent('Mobile technologies');

    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(scroller.scrollLeft).toBe(0));
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
