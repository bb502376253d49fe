import type { Meta, StoryObj } from '@storybook/react-vite';
import { ChartColumn, Brain, Cloud, Code, Database, Megaphone, Shield, Smartphone } from 'lucide-react';
import { expect, fn, userEvent } from 'storybook/test';
import { brandGradientNames, Grid } from '@agency/design-system';
import { ServiceCard } from './ServiceCard';
import { clickAt } from '../../../../.storybook/pointer';
import { frameWidth } from '../../../../.storybook/frameWidth';
import { withStoryRouter } from '../../../../.storybook/storyRouter';

const withRouter = withStoryRouter('/');

const narrow = frameWidth(300);

const services = [
  {
    title: 'Web Development',
    description: 'Fast, accessible websites and web apps built with React and TypeScript.',
    icon: <Code />,
  },
  {
    title: 'Mobile Development',
    description: 'Cross-platform iOS and Android apps from one codebase.',
    icon: <Smartphone />,
  },
  {
    title: 'AI Integration',
    description: 'Chat assistants and document search grounded in your data.',
    icon: <Brain />,
  },
  {
    title: 'Social Media Marketing',
    description: 'Content calendars and campaigns tied to enquiries.',
    icon: <Megaphone />,
  },
  { title: 'Cloud Services', description: 'Cloud setup, migration and cost reviews.', icon: <Cloud /> },
  { title: 'Database Management', description: 'Schema design, tuning, backups and migrations.', icon: <Database /> },
  { title: 'Cybersecurity', description: 'Security reviews against the OWASP Top 10.', icon: <Shield /> },
  { title: 'Analytics & SEO', description: 'Technical SEO and Core Web Vitals fixes.', icon: <ChartColumn /> },
];

function AllGradients() {
  return (
    <Grid columns={{ base: 1, md: 2, lg: 4 }} gap="6">
      {services.map((service, index) => (
        <ServiceCard
          key={service.title}
          {...service}
          gradient={brandGradientNames[index]}
          href="/booking"
          linkHint="Book this service"
        />
      ))}
    </Grid>
  );
}

const meta = {
  title: 'Site sections/ServiceCard',
  component: ServiceCard,
  decorators: [withRouter],
  args: {
    title: 'Web Development',
    description:
      'Fast, accessible websites and web apps built with React and TypeScript, tested and deployed on infrastructure you own.',
    icon: <Code />,
    gradient: 'primary-accent',
    href: '/booking',
    linkHint: 'Book this service',
    onClick: fn(),
  },
  parameters: {
    docs: {
      description: {
        component:
          "A service in the home page's 'Our Expertise' grid. The whole card is one link (the title, stretched over the card) with an optional hint for assistive technology; the icon sits on one of eight named brand gradients. On phones the tile sits beside the title; from md the card is one column with an arrow at the bottom. Hover lifts it and draws the gradient along its top edge.",
      },
    },
  },
} satisfies Meta<typeof ServiceCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  decorators: [narrow],
  play: async ({ canvas, canvasElement }) => {
    // The title names the card's one link; the hint describes it.
    const link = canvas.getByRole('link', { name: 'Web Development' });
    await expect(link).toHaveAttribute('href', '/booking');
    await expect(link).toHaveAccessibleDescription('Book this service');
    await expect(canvas.getByRole('heading', { level: 3, name: 'Web Development' })).toBeVisible();
    // Decoration is hidden from assistive technology: the icon tile, and the bar and arrow are CSS.
    const decoration = 'article > [aria-hidden="true"], article > div > [aria-hidden="true"]';
    await expect(canvasElement.querySelectorAll(decoration)).toHaveLength(1);
    await expect(canvasElement.querySelectorAll('article svg')).toHaveLength(1);
  },
};

export const ClickAnywhere: Story = {
  decorators: [narrow],
  play: async ({ canvas, canvasElement, args }) => {
    const link = canvas.getByRole('link');
    // A click on the description, far from the title, follows the card's link.
    const hit = await clickAt(canvasElement.querySelector('article p')!);
    await expect(hit).toBe(link);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('status')).toHaveTextContent('Current page: /booking');
  },
};

export const Keyboard: Story = {
  decorators: [narrow],
  play: async ({ canvas, args }) => {
    // One tab stop per card. (Hover draws the same bar and lifts the card; the site's e2e checks it.)
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
    await userEvent.tab();
    const link = canvas.getByRole('link');
    await expect(link).toHaveFocus();
    // The focus ring is drawn around the whole card (on the link's overlay), and the gradient bar along its top.
    const card = link.closest('article')!;
    await expect(getComputedStyle(link, '::after').outlineStyle).toBe('solid');
    await expect(getComputedStyle(card, '::before').backgroundSize).toBe('100% 4px');
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('status')).toHaveTextContent('Current page: /booking');
  },
};

/** The eight named gradients, in a four-column grid as on the home page (lg). */
export const Gradients: Story = {
  render: () => <AllGradients />,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(8);
    const tops = [...canvasElement.querySelectorAll('article')].map((card) => card.getBoundingClientRect().top);
    // Four per row at 1024 px: two rows.
    await expect(new Set(tops.map(Math.round)).size).toBe(2);
    const tiles = [...canvasElement.querySelectorAll('article > div > span:first-child')];
    const backgrounds = new Set(tiles.map((tile) => getComputedStyle(tile).backgroundImage));
    await expect(backgrounds.size).toBe(8);
  },
};

export const Phone: Story = {
  render: () => <AllGradients />,
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const cards = [...canvasElement.querySelectorAll('article')];
    // One column, no horizontal scroll.
    await expect(new Set(cards.map((card) => Math.round(card.getBoundingClientRect().left))).size).toBe(1);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    // The tile sits beside the title.
    const tile = cards[0]!.querySelector(':scope > div > span:first-child')!.getBoundingClientRect();
    const title = cards[0]!.querySelector('h3')!.getBoundingClientRect();
    await expect(title.left).toBeGreaterThan(tile.right);
  },
};

export const LongTitle: Story = {
  decorators: [narrow],
  args: {
    title: 'Enterprise Resource Planning Integrations and Data Warehousing',
    gradient: 'ink-accent',
  },
  play: async ({ canvasElement }) => {
    const card = canvasElement.querySelector('article')!;
    // Long titles wrap inside the card.
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
  },
};
