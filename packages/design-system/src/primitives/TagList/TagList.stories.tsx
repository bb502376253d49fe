import type { Meta, StoryObj } from '@storybook/react-vite';
import { Bot, Braces, Check, Cloud, Database, Flame, Wind } from 'lucide-react';
import { expect } from 'storybook/test';
import { Stack } from '../../layout';
import { TagList } from './TagList';
import { frameWidth } from '../../../../../.storybook/frameWidth';

const technologies = [
  { label: 'React', icon: <Braces /> },
  { label: 'Node.js', icon: <Braces /> },
  { label: 'OpenAI', icon: <Bot /> },
  { label: 'MongoDB', icon: <Database /> },
  { label: 'Firebase', icon: <Flame /> },
  { label: 'Tailwind CSS', icon: <Wind /> },
  { label: 'AWS', icon: <Cloud /> },
];

const standards = ['OWASP', 'CI/CD', 'TDD', 'Agile', 'Clean Code', 'SOLID'];

const meta = {
  title: 'Primitives/TagList',
  component: TagList,
  args: { items: technologies, 'aria-label': 'Technologies' },
  decorators: [frameWidth('22rem')],
  parameters: {
    docs: {
      description: {
        component:
          'A wrapping list of Badges (a real `<ul>`): the technologies of a project, the standards a team follows. Icons are decoration; name the list with `aria-label` when no heading does. `layout="grid"` gives equal full-width tags that fill a short list’s space.',
      },
    },
  },
} satisfies Meta<typeof TagList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Technologies on a project card: small neutral tags with logos, wrapping onto a second line. */
export const Technologies: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Technologies' });
    const items = canvas.getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual(technologies.map((t) => t.label));
    await expect(list).toBeVisible();
    // The logos are decoration: nothing but the names is read out.
    for (const svg of list.querySelectorAll('svg')) await expect(svg.closest('[aria-hidden="true"]')).not.toBeNull();
    // Narrow container: the tags wrap onto more than one line.
    const tops = new Set(items.map((item) => Math.round(item.getBoundingClientRect().top)));
    await expect(tops.size).toBeGreaterThan(1);
  },
};

/** Plain labels, no icons. */
export const PlainLabels: Story = {
  args: { items: standards, 'aria-label': 'Standards' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(standards.length);
    await expect(canvas.getByRole('list', { name: 'Standards' }).querySelector('svg')).toBeNull();
  },
};

export const TonesAndSizes: Story = {
  render: () => (
    <Stack gap="4">
      <TagList aria-label="Neutral" items={standards} />
      <TagList aria-label="Primary" items={standards} tone="primary" />
      <TagList aria-label="Accent" items={standards} tone="accent" size="md" />
      <TagList aria-label="Success" items={standards.slice(0, 3)} tone="success" size="md" />
    </Stack>
  ),
};

/** Standards on a trust card: equal columns of full-width tags. */
export const Grid: Story = {
  args: {
    items: standards.map((label) => ({ label, icon: <Check /> })),
    'aria-label': 'Standards',
    layout: 'grid',
    tone: 'primary',
    size: 'md',
  },
  play: async ({ canvas }) => {
    // Each list item is a badge itself.
    const badges = canvas.getAllByRole('listitem');
    const widths = new Set(badges.map((badge) => Math.round(badge.getBoundingClientRect().width)));
    // Every tag fills its cell, so all have the same width.
    await expect(widths.size).toBe(1);
  },
};

export const GridOnPhone: Story = {
  ...Grid,
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    const lefts = new Set(items.map((item) => Math.round(item.getBoundingClientRect().left)));
    await expect(lefts.size).toBe(2);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Centered: Story = { args: { align: 'center', size: 'md' } };
