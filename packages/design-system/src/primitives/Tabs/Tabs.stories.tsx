import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Inline, Stack } from '../../layout';
import { vars } from '../../theme/contract.css';
import { Button } from '../Button';
import { Tabs, type TabItem, type TabsListProps, type TabsRootProps } from './index';

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
const technologies = { all: [...frontend, ...backend], frontend, backend };

/** The parts composed: a labelled list of triggers, then one panel per tab. */
function TechnologyTabs({
  align,
  withMobile = false,
  ...args
}: TabsRootProps & { align?: TabsListProps['align']; withMobile?: boolean }) {
  return (
    <Tabs.Root {...args}>
      <Tabs.List label="Filter technologies" align={align}>
        <Tabs.Trigger value="all">All</Tabs.Trigger>
        <Tabs.Trigger value="frontend">Frontend</Tabs.Trigger>
        <Tabs.Trigger value="backend">Backend</Tabs.Trigger>
        {withMobile && (
          <Tabs.Trigger value="mobile" disabled>
            Mobile
          </Tabs.Trigger>
        )}
      </Tabs.List>
      <Tabs.Panel value="all">
        <TechList names={technologies.all} />
      </Tabs.Panel>
      <Tabs.Panel value="frontend">
        <TechList names={technologies.frontend} />
      </Tabs.Panel>
      <Tabs.Panel value="backend">
        <TechList names={technologies.backend} />
      </Tabs.Panel>
      {withMobile && (
        <Tabs.Panel value="mobile">
          <TechList names={['React Native']} />
        </Tabs.Panel>
      )}
    </Tabs.Root>
  );
}

const meta = {
  title: 'Primitives/Tabs',
  component: Tabs.Root,
  subcomponents: {
    'Tabs.List': Tabs.List,
    'Tabs.Trigger': Tabs.Trigger,
    'Tabs.Panel': Tabs.Panel,
    'Tabs.Preset': Tabs.Preset,
  },
  args: { defaultValue: 'all', onValueChange: fn() },
  render: (args) => <TechnologyTabs {...args} />,
  parameters: {
    docs: {
      description: {
        component:
          'Tabs (Radix Tabs) built from parts: `Tabs.Root` holds the selected value (`defaultValue`, or `value` with `onValueChange`); `Tabs.List` is the named `tablist`, a pill track that scrolls sideways on a narrow screen (`align` start or center); one `Tabs.Trigger` per tab; one `Tabs.Panel` per tab, or a single panel given the selected value so its content updates in place. One tab stop; arrow keys move and select, wrapping around and skipping disabled tabs; Home and End jump to the ends; Tab goes on to the panel. A press selects on mousedown, and a click alone selects too (one sent by a script, e.g. a press kept until the tabs hydrated). `Tabs.Preset` builds the same from an `items` array.',
      },
    },
  },
} satisfies Meta<typeof Tabs.Root>;

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

function ControlledTabs(args: TabsRootProps) {
  const [value, setValue] = useState('backend');
  return (
    <Stack gap="6" align="start">
      <TechnologyTabs
        {...args}
        defaultValue={undefined}
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

export const Centered: Story = { render: (args) => <TechnologyTabs {...args} align="center" /> };

export const WithDisabledTab: Story = {
  render: (args) => <TechnologyTabs {...args} withMobile />,
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
  render: (args) => (
    <Tabs.Root {...args}>
      <Tabs.List label="Technology category">
        {categories.map((name) => (
          <Tabs.Trigger key={name} value={name.toLowerCase()}>
            {name}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {categories.map((name) => (
        <Tabs.Panel key={name} value={name.toLowerCase()}>
          <p>{`${name} technologies`}</p>
        </Tabs.Panel>
      ))}
    </Tabs.Root>
  ),
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

/**
 * One panel for every tab: the root is controlled and a single `Tabs.Panel` takes the selected value, so
 * the panel stays in the page and only its content changes (a filtered grid can animate from one filter
 * to the next). It is named by whichever tab is selected.
 */
function FilterPanel(args: TabsRootProps) {
  const [value, setValue] = useState<keyof typeof technologies>('all');
  return (
    <Tabs.Root
      {...args}
      defaultValue={undefined}
      value={value}
      onValueChange={(next) => {
        setValue(next as keyof typeof technologies);
        args.onValueChange?.(next);
      }}
    >
      <Tabs.List label="Filter technologies" aria-describedby="filter-note">
        <Tabs.Trigger value="all">All</Tabs.Trigger>
        <Tabs.Trigger value="frontend">Frontend</Tabs.Trigger>
        <Tabs.Trigger value="backend">Backend</Tabs.Trigger>
      </Tabs.List>
      <p id="filter-note" style={{ fontSize: vars.font.size.sm, color: vars.color.textMuted }}>
        Filters the list below.
      </p>
      <Tabs.Panel value={value}>
        <TechList names={technologies[value]} />
      </Tabs.Panel>
    </Tabs.Root>
  );
}

export const OnePanel: Story = {
  render: (args) => <FilterPanel {...args} />,
  play: async ({ canvas, args }) => {
    const panel = canvas.getByRole('tabpanel', { name: 'All' });
    await expect(panel).toHaveTextContent('MongoDB');
    await userEvent.click(canvas.getByRole('tab', { name: 'Backend' }));
    await expect(args.onValueChange).toHaveBeenCalledTimes(1);
    // The same element, now named by the Backend tab, with the Backend content.
    await expect(canvas.getByRole('tabpanel', { name: 'Backend' })).toBe(panel);
    await expect(panel).toHaveTextContent('PostgreSQL');
    await expect(panel).not.toHaveTextContent('React');
  },
};

const technologyItems: TabItem[] = [
  { value: 'all', label: 'All', content: <TechList names={technologies.all} /> },
  { value: 'frontend', label: 'Frontend', content: <TechList names={frontend} /> },
  { value: 'backend', label: 'Backend', content: <TechList names={backend} /> },
];

/**
 * The shortcut: `Tabs.Preset` composes the same parts from an `items` array (a trigger and a panel per
 * item), selecting the first enabled item unless told otherwise.
 */
export const Preset: Story = {
  args: { defaultValue: undefined },
  render: (args) => <Tabs.Preset {...args} label="Filter technologies" items={technologyItems} />,
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('tablist', { name: 'Filter technologies' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'All' })).toHaveTextContent('MongoDB');
    await userEvent.click(canvas.getByRole('tab', { name: 'Backend' }));
    await expect(args.onValueChange).toHaveBeenCalledTimes(1);
    await expect(args.onValueChange).toHaveBeenCalledWith('backend');
    await expect(canvas.getByRole('tabpanel', { name: 'Backend' })).toHaveTextContent('PostgreSQL');
    await expect(canvas.getAllByRole('tabpanel')).toHaveLength(1);
  },
};
