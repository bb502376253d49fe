import type { Meta, StoryObj } from '@storybook/react-vite';
import { BookOpen, Download, FileText, Play, Wrench } from 'lucide-react';
import { expect, userEvent } from 'storybook/test';
import { Grid, Icon, TagList } from '@agency/design-system';
import { ResourceCard, type ResourceCardProps } from './ResourceCard';

const guide: ResourceCardProps = {
  title: 'Getting Started with Vite and TypeScript',
  description: 'Set up a typed project with linting, tests and a fast build in under an hour.',
  type: 'Guide',
  tone: 'primary',
  icon: <Icon icon={BookOpen} contained="subtle" />,
  action: {
    label: 'View Resource',
    href: 'https://example.com/guide',
    newTab: true,
    newTabHint: '(opens in a new tab)',
  },
};

const meta = {
  title: 'Site sections/ResourceCard',
  component: ResourceCard,
  args: guide,
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <ResourceCard {...args} />
    </div>
  ),
  parameters: {
    docs: {
      description: {
        component:
          "A guide, video, tool or document: type badge, title, description and one link. Every card's link shows the same words ('View Resource'), so the title follows them, visually hidden, in the link's accessible name.",
      },
    },
  },
} satisfies Meta<typeof ResourceCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: guide.title })).toBeVisible();
    await expect(canvas.getByText('Guide')).toBeVisible();
    const link = canvas.getByRole('link', {
      name: `View Resource – ${guide.title} (opens in a new tab)`,
    });
    await expect(link).toHaveAttribute('href', 'https://example.com/guide');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    // The visible words are the label alone.
    await expect(canvas.getByText('View Resource')).toBeVisible();
  },
};

export const DownloadType: Story = {
  args: {
    title: 'Project Kickoff Checklist',
    description: 'A printable checklist of what to prepare before a software project starts.',
    type: 'Download',
    tone: 'neutral',
    icon: <Icon icon={Download} contained="subtle" />,
    action: {
      label: 'Download',
      href: 'https://example.com/checklist.pdf',
      newTab: true,
      newTabHint: '(opens in a new tab)',
      icon: <Download />,
    },
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('link', { name: 'Download – Project Kickoff Checklist (opens in a new tab)' }),
    ).toBeVisible();
  },
};

export const SameTab: Story = {
  args: { action: { label: 'View Resource', href: '/guides/vite' } },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: `View Resource – ${guide.title}` });
    await expect(link).not.toHaveAttribute('target');
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

/** With its subjects and reading time under the description, as an index of resources shows it. */
export const WithDetails: Story = {
  args: {
    action: { label: 'View Resource', href: '/guides/vite' },
    children: (
      <>
        <p>6 min read</p>
        <TagList items={['react', 'typescript', 'tooling']} aria-label="Tags" />
      </>
    ),
  },
  play: async ({ canvas }) => {
    const tags = canvas.getByRole('list', { name: 'Tags' });
    await expect(tags).toHaveTextContent('reacttypescripttooling');
    // Under the description, above the link.
    const description = canvas.getByText(/Set up a typed project/);
    const link = canvas.getByRole('link', { name: `View Resource – ${guide.title}` });
    await expect(tags.getBoundingClientRect().top).toBeGreaterThan(description.getBoundingClientRect().bottom);
    await expect(link.getBoundingClientRect().top).toBeGreaterThan(tags.getBoundingClientRect().bottom);
  },
};

export const TypeTones: Story = {
  render: (args) => (
    <Grid columns={{ base: 1, md: 3 }} gap="6">
      <ResourceCard {...args} />
      <ResourceCard
        {...args}
        title="Deploying a Node.js App"
        description="Containers, environment variables and zero-downtime deployments."
        type="Video"
        tone="accent"
        icon={<Icon icon={Play} contained="subtle" />}
      />
      <ResourceCard
        {...args}
        title="Web Vitals Checker"
        description="A command-line script that audits pages."
        type="Tool"
        tone="success"
        icon={<Icon icon={Wrench} contained="subtle" />}
      />
      <ResourceCard
        {...args}
        title="Responsible AI in Healthcare Chatbots: Keeping Answers Safe When Patients Ask Medical Questions"
        description="How to keep an assistant useful and safe."
        type="Whitepaper"
        tone="neutral"
        icon={<Icon icon={FileText} contained="subtle" />}
      />
    </Grid>
  ),
  play: async ({ canvas }) => {
    const links = canvas.getAllByRole('link');
    // Same visible words, distinct accessible names.
    await expect(new Set(links.map((link) => link.textContent)).size).toBe(links.length);
    const cards = canvas.getAllByRole('article');
    await expect(cards[0]!.getBoundingClientRect().height).toBe(cards[1]!.getBoundingClientRect().height);
  },
};

export const OnPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  render: (args) => <ResourceCard {...args} />,
  play: async () => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
