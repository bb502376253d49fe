import type { Meta, StoryObj } from '@storybook/react-vite';
import { ChevronLeft, Inbox, Briefcase } from 'lucide-react';
import { expect, fn, userEvent } from 'storybook/test';
import { Container, Section } from '../../layout';
import { Button } from '../../primitives/Button';
import { Icon } from '../../primitives/Icon';
import { EmptyState } from './EmptyState';

const showAll = fn();

const meta = {
  title: 'Patterns/EmptyState',
  component: EmptyState,
  args: {
    size: 'page',
    titleAs: 'h1',
    code: 404,
    title: 'Page not found',
    description:
      'The page you are looking for has moved or never existed. The home page has links to everything on the site.',
    actions: <Button href="/">Back to Home</Button>,
  },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'Nothing to show: a not-found route (`size="page"`: fills most of the screen, clear of the fixed navigation bar) or an empty panel inside a section (`size="inline"`). A large figure (`code`) or an icon, the title, what to do next and the way on. The region is named by its title.',
      },
    },
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotFoundPage: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Page not found' });
    const heading = canvas.getByRole('heading', { level: 1, name: 'Page not found' });
    await expect(region).toContainElement(heading);
    // The figure shows above the title.
    const code = canvas.getByText('404');
    await expect(code.getBoundingClientRect().bottom).toBeLessThanOrEqual(heading.getBoundingClientRect().top);
    await expect(canvas.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    // Clear of a fixed 5rem navigation bar, and centred.
    await expect(code.getBoundingClientRect().top).toBeGreaterThanOrEqual(80);
    const box = heading.getBoundingClientRect();
    await expect(Math.abs(box.left + box.width / 2 - window.innerWidth / 2)).toBeLessThan(2);
  },
};

export const WithIcon: Story = {
  args: {
    code: undefined,
    title: 'Project Not Found',
    description: "The project you're looking for doesn't exist or has been removed.",
    icon: <Icon icon={Briefcase} contained="gradient" size="xl" />,
    actions: (
      <Button href="/projects" iconStart={<ChevronLeft />}>
        Back to Projects
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Project Not Found' })).toBeVisible();
    await expect(canvas.getByText("The project you're looking for doesn't exist or has been removed.")).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Projects' })).toHaveAttribute('href', '/projects');
    await expect(canvas.queryByText('404')).toBeNull();
  },
};

/** An inline empty state as a page shows it: inside a section's container. */
const inSection: Story['render'] = (args) => (
  <Section spacing="sm">
    <Container>
      <EmptyState {...args} />
    </Container>
  </Section>
);

export const Inline: Story = {
  args: {
    size: 'inline',
    titleAs: 'h3',
    code: undefined,
    icon: <Icon icon={Inbox} contained="subtle" size="lg" />,
    title: 'No resources in this category yet',
    description: 'New guides are added every month. Try another category in the meantime.',
    actions: (
      <Button variant="secondary" onClick={showAll}>
        Show all resources
      </Button>
    ),
  },
  render: inSection,
  play: async ({ canvas }) => {
    showAll.mockClear();
    await expect(canvas.getByRole('heading', { level: 3, name: 'No resources in this category yet' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Show all resources' }));
    await expect(showAll).toHaveBeenCalledTimes(1);
    // An inline panel is only as tall as its content.
    const region = canvas.getByRole('region', { name: 'No resources in this category yet' });
    await expect(region.getBoundingClientRect().height).toBeLessThan(window.innerHeight * 0.8);
  },
};

export const TitleOnly: Story = {
  args: {
    size: 'inline',
    titleAs: 'h2',
    code: undefined,
    description: undefined,
    actions: undefined,
    title: 'Nothing here yet',
  },
  render: inSection,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Nothing here yet' })).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

export const OnPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    const code = canvas.getByText('404');
    await expect(code.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(canvas.getByRole('link', { name: 'Back to Home' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
