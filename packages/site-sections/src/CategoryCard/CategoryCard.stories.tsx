import type { Meta, StoryObj } from '@storybook/react-vite';
import { BookOpen, Download, FileText, Play, Video } from 'lucide-react';
import { expect, userEvent, within } from 'storybook/test';
import { Grid, Icon } from '@agency/design-system';
import { CategoryCard, type CategoryCardProps } from './CategoryCard';

const guides: CategoryCardProps = {
  title: 'Documentation & Guides',
  description: 'Step-by-step guides for planning, building and running web and mobile products.',
  icon: <Icon icon={BookOpen} contained="gradient" size="lg" />,
  items: [
    {
      title: 'Getting Started with Vite and TypeScript',
      href: 'https://example.com/vite',
      meta: 'Guide',
      icon: <BookOpen />,
      newTab: true,
    },
    {
      title: 'Project Kickoff Checklist',
      href: 'https://example.com/checklist',
      meta: 'Download',
      icon: <Download />,
      newTab: true,
    },
  ],
  action: { label: 'View all', href: '/resources/guides' },
  newTabHint: '(opens in a new tab)',
};

const meta = {
  title: 'Site sections/CategoryCard',
  component: CategoryCard,
  args: guides,
  render: (args) => (
    <div style={{ maxWidth: 520 }}>
      <CategoryCard {...args} />
    </div>
  ),
  parameters: {
    docs: {
      description: {
        component:
          "A category of content: icon, title, description, a short preview list of its entries (each a link) and a 'View all' link whose accessible name carries the category's title.",
      },
    },
  },
} satisfies Meta<typeof CategoryCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: guides.title })).toBeVisible();
    const list = canvas.getByRole('list');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    const first = within(list).getByRole('link', {
      name: 'Getting Started with Vite and TypeScript (opens in a new tab)',
    });
    await expect(first).toHaveAttribute('target', '_blank');
    await expect(first).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(within(list).getByText('Download')).toBeVisible();
    const viewAll = canvas.getByRole('link', { name: 'View all Documentation & Guides' });
    await expect(viewAll).toHaveAttribute('href', '/resources/guides');
    await expect(viewAll).not.toHaveAttribute('target');
  },
};

export const Keyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: /^Getting Started/ })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: /^Project Kickoff/ })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: /^View all/ })).toHaveFocus();
  },
};

export const WithoutActionOrIcons: Story = {
  args: {
    icon: undefined,
    action: undefined,
    items: guides.items.map(({ title, href }) => ({ title, href })),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(2);
  },
};

export const InAGrid: Story = {
  render: (args) => (
    <Grid columns={{ base: 1, md: 2 }} gap="6">
      <CategoryCard {...args} />
      <CategoryCard
        {...args}
        title="Video Tutorials"
        description="Short recorded sessions, each focused on one task."
        icon={<Icon icon={Video} contained="gradient" size="lg" />}
        items={[
          { title: 'Adding an AI Chat Assistant to Your Website', href: '#', meta: 'Video', icon: <Play /> },
          { title: 'Deploying a Node.js App', href: '#', meta: 'Video', icon: <Play /> },
        ]}
      />
      <CategoryCard
        {...args}
        title="Whitepapers & Case Studies"
        description="In-depth write-ups."
        icon={<Icon icon={FileText} contained="gradient" size="lg" />}
        items={[{ title: 'Responsible AI in Healthcare Chatbots', href: '#', meta: 'Whitepaper', icon: <FileText /> }]}
      />
    </Grid>
  ),
  play: async ({ canvas }) => {
    const viewAll = canvas.getAllByRole('link', { name: /^View all/ });
    await expect(viewAll.map((link) => link.textContent)).toEqual([
      'View all Documentation & Guides',
      'View all Video Tutorials',
      'View all Whitepapers & Case Studies',
    ]);
  },
};

export const OnPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  render: (args) => <CategoryCard {...args} />,
  play: async () => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
