import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { Lock, MonitorSmartphone, SlidersHorizontal, Sparkles } from 'lucide-react';
import { expect, within } from 'storybook/test';
import { Grid } from '@agency/design-system';
import { FeatureCard } from './FeatureCard';
import { frameWidth } from '../../../../.storybook/frameWidth';

const features = [
  {
    title: 'Intuitive Experience',
    description:
      'Interfaces designed around the tasks your users come to do, tested with real people before a line of production code.',
    icon: <Sparkles />,
    stats: [{ value: '85%', label: 'faster onboarding' }],
    highlights: ['User research and usability testing', 'Accessible to WCAG 2.2 AA', 'Consistent design system'],
    gradient: 'primary-accent',
  },
  {
    title: 'Enterprise Security',
    description:
      'Security built into every stage: reviewed code, hardened infrastructure and data protected in transit and at rest.',
    icon: <Lock />,
    stats: [{ value: '99.99%', label: 'uptime' }],
    highlights: ['OWASP-based security reviews', 'Encrypted data and secrets', 'Role-based access control'],
    gradient: 'primary-deep',
  },
  {
    title: 'Flexible Customization',
    description: 'Modular architecture that adapts to your processes and connects to the tools you already pay for.',
    icon: <SlidersHorizontal />,
    stats: [{ value: '100+', label: 'integrations' }],
    highlights: ['Modular, documented codebase', 'REST and webhook APIs', 'Payment, CRM and e-mail connectors'],
    gradient: 'accent-primary',
  },
  {
    title: 'Omnichannel Ready',
    description:
      'One product across web, iOS and Android, with shared accounts and data so customers can switch devices mid-task.',
    icon: <MonitorSmartphone />,
    stats: [{ value: '3x', label: 'mobile usage' }],
    highlights: ['Responsive, mobile-first web', 'Native-feel iOS and Android apps', 'Synced data across devices'],
    gradient: 'accent-deep',
  },
] as const;

const first = features[0];

const narrow: Decorator = frameWidth(320);

const meta = {
  title: 'Site sections/FeatureCard',
  component: FeatureCard,
  args: { ...first, stats: [...first.stats], highlights: [...first.highlights] },
  parameters: {
    docs: {
      description: {
        component:
          "A static card of the 'Powerful Features' section: an icon on a named brand gradient, the title, a description, a large claimed figure (a definition list: label, then value for assistive technology) and a checklist of highlights. It is not interactive.",
      },
    },
  },
} satisfies Meta<typeof FeatureCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  decorators: [narrow],
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Intuitive Experience' })).toBeVisible();
    // The figure reads as "faster onboarding: 85%"; on screen the value sits above its label.
    const term = canvas.getByRole('term');
    const value = canvas.getByRole('definition');
    await expect(term).toHaveTextContent('faster onboarding');
    await expect(value).toHaveTextContent('85%');
    await expect(value.getBoundingClientRect().bottom).toBeLessThanOrEqual(term.getBoundingClientRect().top + 1);
    const list = canvas.getByRole('list');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    // Static: nothing to click or focus.
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvasElement.querySelector('article')).not.toBeNull();
  },
};

/** The four cards side by side, as on the home page from xl (two columns at this width). */
export const Row: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 1280 - 64 }}>
        <Story />
      </div>
    ),
  ],
  globals: { viewport: { value: 'desktop', isRotated: false } },
  render: () => (
    <Grid columns={{ base: 1, md: 2, xl: 4 }} gap="6">
      {features.map((feature) => (
        <FeatureCard key={feature.title} {...feature} stats={[...feature.stats]} highlights={[...feature.highlights]} />
      ))}
    </Grid>
  ),
  play: async ({ canvas, canvasElement }) => {
    for (const figure of ['85%', '99.99%', '100+', '3x']) await expect(canvas.getByText(figure)).toBeVisible();
    // The figures of a row line up, whatever the length of each description.
    const tops = [...canvasElement.querySelectorAll('dl')].map((dl) => Math.round(dl.getBoundingClientRect().top));
    await expect(new Set(tops).size).toBe(1);
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    const card = canvasElement.querySelector('article')!;
    await expect(card.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const WithoutFigures: Story = {
  decorators: [narrow],
  args: { stats: [], title: 'Omnichannel Ready', icon: <MonitorSmartphone />, gradient: 'accent-soft' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('term')).toBeNull();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};

export const SoftAndInkGradients: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 720 }}>
        <Story />
      </div>
    ),
  ],
  render: (args) => (
    <Grid columns={{ base: 2 }} gap="6">
      <FeatureCard {...args} gradient="primary-soft" />
      <FeatureCard {...args} gradient="ink-primary" title="Enterprise Security" icon={<Lock />} />
    </Grid>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(2);
  },
};
