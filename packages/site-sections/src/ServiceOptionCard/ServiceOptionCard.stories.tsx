import type { Meta, StoryObj } from '@storybook/react-vite';
import { Code, Smartphone, Database } from 'lucide-react';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Grid, Icon } from '@agency/design-system';
import { ServiceOptionCard } from './ServiceOptionCard';

const services = [
  {
    title: 'Web Development',
    icon: Code,
    description:
      'Marketing sites, customer portals and web applications built with React and TypeScript, fast on every device.',
    features: [
      'Responsive, accessible design',
      'React and TypeScript front end',
      'Secure APIs and integrations',
      'Performance and SEO tuning',
    ],
  },
  {
    title: 'App Development',
    icon: Smartphone,
    description: 'iOS and Android apps from a single codebase, from the first prototype to store release.',
    features: [
      'Cross-platform iOS and Android',
      'Offline mode and push notifications',
      'App Store and Google Play release',
      'Crash reporting and analytics',
    ],
  },
  {
    title: 'Database Management',
    icon: Database,
    description: 'Design, tuning and care of the data your business runs on, with backups you have tested.',
    features: [
      'Schema design and data modelling',
      'Query and index optimisation',
      'Automated, tested backups',
      'Safe migrations between systems',
    ],
  },
];

const [web] = services;

const meta = {
  title: 'Site sections/ServiceOptionCard',
  component: ServiceOptionCard,
  args: {
    title: web!.title,
    icon: <Icon icon={web!.icon} contained="gradient" size="lg" />,
    description: web!.description,
    features: { label: 'Key features', items: web!.features },
    actionLabel: 'Select Service',
    onSelect: fn(),
  },
  parameters: {
    docs: {
      description: {
        component:
          'A service a visitor can pick (e.g. to pre-fill a booking form): icon, title, description, key features and one select button, described by the card title. `selected` outlines the current choice.',
      },
    },
  },
  decorators: [
    // The story's frame width: `parameters.frameWidth` where a story needs a different one.
    (Story, { parameters }) => (
      <div style={{ maxWidth: (parameters.frameWidth as number | undefined) ?? 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ServiceOptionCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const card = canvas.getByRole('article', { name: 'Web Development' });
    await expect(card).toBeVisible();
    const features = canvas.getByRole('list', { name: 'Key features' });
    await expect(features.querySelectorAll('li')).toHaveLength(4);
    const button = canvas.getByRole('button', { name: 'Select Service' });
    await expect(button).toHaveAccessibleDescription('Web Development');
    await userEvent.click(button);
    await expect(args.onSelect).toHaveBeenCalledTimes(1);
    // Keyboard too.
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledTimes(2);
    button.blur();
    await expect(canvas.queryByText('Selected')).not.toBeInTheDocument();
  },
};

export const Selected: Story = {
  args: { selected: true, selectedLabel: 'Selected' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Selected')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Select Service' })).toBeEnabled();
  },
};

function Choosing() {
  const [chosen, setChosen] = useState<string | null>(null);
  return (
    <Grid columns={{ base: 1, md: 3 }} gap="6">
      {services.map((service) => (
        <ServiceOptionCard
          key={service.title}
          title={service.title}
          icon={<Icon icon={service.icon} contained="gradient" size="lg" />}
          description={service.description}
          features={{ label: 'Key features', items: service.features }}
          actionLabel="Select Service"
          selected={chosen === service.title}
          onSelect={() => setChosen(service.title)}
        />
      ))}
    </Grid>
  );
}

export const ChoosingInAGrid: Story = {
  parameters: { frameWidth: 1000 },
  render: () => <Choosing />,
  play: async ({ canvas }) => {
    const buttons = canvas.getAllByRole('button', { name: 'Select Service' });
    await expect(buttons).toHaveLength(3);
    await userEvent.click(buttons[2]!);
    await expect(canvas.getAllByText('Selected')).toHaveLength(1);
    const database = canvas.getByRole('article', { name: 'Database Management' });
    await expect(database).toHaveTextContent('Selected');
    // Choosing another moves the mark.
    await userEvent.click(buttons[0]!);
    await expect(canvas.getByRole('article', { name: 'Web Development' })).toHaveTextContent('Selected');
    await expect(database).not.toHaveTextContent('Selected');
    buttons[0]!.blur();
  },
};

export const OnPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Select Service' });
    // The button spans the card: an easy target on a phone.
    await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
