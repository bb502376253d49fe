import type { Meta, StoryObj } from '@storybook/react-vite';
import { Check, HeartHandshake, ShieldCheck, TrendingUp } from 'lucide-react';
import { expect, within } from 'storybook/test';
import { FigureList, Grid, Icon, TagList } from '@agency/design-system';
import { TrustCard } from './TrustCard';

const results = (
  <TrustCard
    title="Proven Results"
    icon={<Icon icon={TrendingUp} size="lg" contained="gradient" />}
    description="Measured across the products we shipped and support."
  >
    <FigureList
      variant="metrics"
      items={[
        { value: '+30%', label: 'user retention' },
        { value: '+45%', label: 'engagement' },
        { value: '99.9%', label: 'system reliability' },
      ]}
    />
  </TrustCard>
);

const satisfaction = (
  <TrustCard
    title="Client Satisfaction"
    icon={<Icon icon={HeartHandshake} size="lg" contained="gradient" />}
    description="Most of our work comes from clients who came back or referred us."
    quote={{
      text: 'They told us what would not work before we paid for it, and then delivered what they promised.',
      attribution: 'Clinic director, healthcare client',
    }}
  >
    <FigureList variant="metrics" items={[{ value: '12+', label: 'Happy Clients' }]} />
  </TrustCard>
);

const standards = (
  <TrustCard
    title="Security & Standards"
    icon={<Icon icon={ShieldCheck} size="lg" contained="gradient" />}
    description="The practices every project follows, from the first commit."
  >
    <TagList
      layout="grid"
      tone="primary"
      size="md"
      items={['OWASP', 'CI/CD', 'TDD', 'Agile', 'Clean Code', 'SOLID'].map((label) => ({ label, icon: <Check /> }))}
    />
  </TrustCard>
);

const meta = {
  title: 'Site sections/TrustCard',
  component: TrustCard,
  args: { title: 'Proven Results' },
  decorators: [
    (Story, { parameters }) => (
      <div style={{ maxWidth: (parameters.maxWidth as string | undefined) ?? '24rem' }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          'A claim and its evidence: icon tile, title, one sentence, an optional client quote, then the proof (a FigureList, a TagList...) along the bottom edge, so the evidence of a row of cards lines up.',
      },
    },
  },
} satisfies Meta<typeof TrustCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithMetrics: Story = {
  render: () => results,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Proven Results' })).toBeVisible();
    // The card is an article named by its title.
    const article = canvas.getByRole('article', { name: 'Proven Results' });
    await expect(
      within(article)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(['+30%', '+45%', '99.9%']);
  },
};

export const WithQuote: Story = {
  render: () => satisfaction,
  play: async ({ canvasElement, canvas }) => {
    const quote = canvasElement.querySelector('blockquote');
    await expect(quote).toHaveTextContent(/^They told us what would not work/);
    await expect(canvasElement.querySelector('figcaption')).toHaveTextContent('Clinic director, healthcare client');
    await expect(canvas.getByRole('term')).toHaveTextContent('Happy Clients');
    await expect(canvas.getByRole('definition')).toHaveTextContent('12+');
  },
};

export const WithBadges: Story = {
  render: () => standards,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'OWASP',
      'CI/CD',
      'TDD',
      'Agile',
      'Clean Code',
      'SOLID',
    ]);
  },
};

/** Three cards in a row: equal heights, evidence aligned along the bottom. */
export const RowOfThree: Story = {
  parameters: { maxWidth: 'none' },
  render: () => (
    <Grid columns={{ base: 1, md: 2, lg: 3 }} gap="6">
      {results}
      {satisfaction}
      {standards}
    </Grid>
  ),
  play: async ({ canvas }) => {
    const cards = canvas.getAllByRole('article');
    await expect(cards).toHaveLength(3);
    const bottoms = new Set(cards.map((card) => Math.round(card.getBoundingClientRect().bottom)));
    await expect(bottoms.size).toBe(1);
  },
};

export const RowOnPhone: Story = {
  ...RowOfThree,
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    const lefts = new Set(canvas.getAllByRole('article').map((card) => Math.round(card.getBoundingClientRect().left)));
    await expect(lefts.size).toBe(1);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** Just a title and a sentence: no icon, no proof. */
export const Minimal: Story = {
  args: { title: 'Fixed-price discovery', description: 'Two weeks, one clear estimate, no lock-in.' },
};
