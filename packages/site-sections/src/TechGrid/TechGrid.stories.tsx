import type { Meta, StoryObj } from '@storybook/react-vite';
import { Atom, Boxes, Cloud, Database, Flame, Layers, Server, Smartphone, Wind } from 'lucide-react';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { brandGradientNames, Tabs } from '@agency/design-system';
import { TechGrid, type TechGridItem } from './TechGrid';

const stack: TechGridItem[] = [
  { name: 'React', category: 'Frontend', tint: 'accent-primary', logo: <Atom /> },
  { name: 'Tailwind CSS', category: 'Frontend', tint: 'accent-deep', logo: <Wind /> },
  { name: 'Redux', category: 'Frontend', tint: 'primary-deep', logo: <Layers /> },
  { name: 'Node.js', category: 'Backend', tint: 'primary-accent', logo: <Server /> },
  { name: 'Firebase', category: 'Backend', tint: 'ink-accent', logo: <Flame /> },
  { name: 'PostgreSQL', category: 'Database', tint: 'primary-soft', logo: <Database /> },
  { name: 'AWS', category: 'Cloud', tint: 'ink-primary', logo: <Cloud /> },
  { name: 'Flutter', category: 'Mobile', tint: 'accent-soft', logo: <Smartphone /> },
  { name: 'Test-Driven Development', category: 'Practice', tint: 'ink-primary' },
  { name: 'Agile', category: 'Practice', tint: 'accent-soft' },
];

const meta = {
  title: 'Site sections/TechGrid',
  component: TechGrid,
  args: { items: stack, 'aria-label': 'Technologies' },
  parameters: {
    docs: {
      description: {
        component:
          "A grid of technologies: a small logo tile on a brand gradient (or initials when there is no logo) beside the name and category. The gradients are the theme's, their foreground contrast-checked in every theme; the text itself always sits on the card surface.",
      },
    },
  },
} satisfies Meta<typeof TechGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Technologies' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(stack.length);
    await expect(items[0]).toHaveTextContent('ReactFrontend');
    // Logos are decoration next to their name: nothing extra is announced.
    await expect(within(list).queryAllByRole('img')).toHaveLength(0);
  },
};

export const EveryTint: Story = {
  args: {
    items: brandGradientNames.flatMap((tint): TechGridItem[] => [
      { name: `Logo on ${tint}`, category: 'With a logo', tint, logo: <Boxes /> },
      { name: `Initials ${tint}`, category: 'Without a logo', tint },
    ]),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(brandGradientNames.length * 2);
    // Items without a logo show the initials of their name.
    await expect(canvas.getByText('Initials primary-accent').closest('li')).toHaveTextContent(/^IP/);
  },
};

export const WithoutCategories: Story = {
  args: { items: stack.slice(0, 5).map(({ name, tint, logo }) => ({ name, tint, logo })) },
};

/**
 * The Developers page's use: Tabs filter the grid by category. One panel for every tab (it takes the
 * selected value), so the grid stays mounted: tiles that stay glide to their new places, the others fade out.
 */
function FilteredStack() {
  const [filter, setFilter] = useState('All');
  const filters = ['All', 'Frontend', 'Backend'];
  return (
    <Tabs.Root value={filter} onValueChange={setFilter}>
      <Tabs.List label="Filter technologies by category">
        {filters.map((value) => (
          <Tabs.Trigger key={value} value={value}>
            {value}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Panel value={filter}>
        <TechGrid items={filter === 'All' ? stack : stack.filter((item) => item.category === filter)} />
      </Tabs.Panel>
    </Tabs.Root>
  );
}

export const FilteredByTabs: Story = {
  render: () => <FilteredStack />,
  play: async ({ canvas }) => {
    const shown = () => within(canvas.getByRole('tabpanel')).getAllByRole('listitem');
    await expect(shown()).toHaveLength(stack.length);
    await userEvent.click(canvas.getByRole('tab', { name: 'Frontend' }));
    await expect(canvas.getByRole('tab', { name: 'Frontend' })).toHaveAttribute('aria-selected', 'true');
    await expect(shown().map((item) => item.textContent)).toEqual([
      'ReactFrontend',
      'Tailwind CSSFrontend',
      'ReduxFrontend',
    ]);
    // Keyboard: the arrow key moves to the next filter and applies it.
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Backend' })).toHaveFocus();
    await expect(shown().map((item) => item.textContent)).toEqual(['Node.jsBackend', 'FirebaseBackend']);
    // The leaving tiles fade out, then are gone; the two that stay end in place.
    const panel = canvas.getByRole('tabpanel');
    await waitFor(() => expect(panel.querySelectorAll('li')).toHaveLength(2));
    await waitFor(() =>
      expect(panel.getAnimations({ subtree: true }).filter((a) => a.playState === 'running')).toEqual([]),
    );
  },
};

export const OnPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    // Two columns, and a long name wraps inside its tile instead of widening the page.
    await expect(items[0]!.getBoundingClientRect().top).toBe(items[1]!.getBoundingClientRect().top);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    const longName = canvas.getByText('Test-Driven Development');
    await expect(longName.getBoundingClientRect().right).toBeLessThanOrEqual(
      longName.closest('li')!.getBoundingClientRect().right,
    );
  },
};
