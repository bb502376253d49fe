import type { Meta, StoryObj } from '@storybook/react-vite';
import { Atom, Briefcase, Cloud, Database, GitBranch, Server, Smartphone } from 'lucide-react';
import { expect, userEvent, within } from 'storybook/test';
import { Grid, vars } from '@agency/design-system';
import { ProfileCard, type ProfileCardProps } from './ProfileCard';

/** A friendly abstract portrait drawn from theme roles, so it follows the theme. */
function Portrait({ name, flip = false }: { name: string; flip?: boolean }) {
  const [a, b] = flip ? [vars.color.accent, vars.color.primary] : [vars.color.primary, vars.color.accent];
  return (
    <svg viewBox="0 0 320 320" role="img" aria-label={`Avatar of ${name}`} style={{ background: a }}>
      <circle cx="262" cy="66" r="46" style={{ fill: 'none', stroke: b, strokeWidth: 10 }} />
      <path d="M56 320c0-66 42-100 104-100s104 34 104 100z" style={{ fill: b }} />
      <rect x="142" y="180" width="36" height="44" rx="14" style={{ fill: vars.color.surfaceSunken }} />
      <circle cx="160" cy="140" r="56" style={{ fill: vars.color.surfaceRaised }} />
      <path
        d="M104 140c-6-48 24-66 58-66 38 0 60 22 54 64-8-20-28-32-54-32-30 0-48 12-58 34z"
        style={{ fill: vars.color.surfaceInverse }}
      />
      <circle cx="140" cy="144" r="5.5" style={{ fill: vars.color.text }} />
      <circle cx="180" cy="144" r="5.5" style={{ fill: vars.color.text }} />
      <path
        d="M144 166q16 14 32 0"
        style={{ fill: 'none', stroke: vars.color.text, strokeWidth: 5, strokeLinecap: 'round' }}
      />
    </svg>
  );
}

const priya: ProfileCardProps = {
  name: 'Priya Sharma',
  jobTitle: 'Full-Stack Developer',
  portrait: <Portrait name="Priya Sharma" />,
  tools: {
    label: 'Technologies',
    items: [
      { name: 'React', icon: <Atom /> },
      { name: 'Node.js', icon: <Server /> },
      { name: 'PostgreSQL', icon: <Database /> },
      { name: 'AWS', icon: <Cloud /> },
    ],
  },
  children: 'Builds the APIs and dashboards behind our client platforms. Happiest when a deployment is boring.',
  facts: [
    { label: 'Experience', value: '7+ years' },
    { label: 'Projects', value: '30+' },
  ],
  skills: { label: 'Skills', items: ['React', 'Node.js', 'TypeScript', 'PostgreSQL', 'AWS'] },
  links: [
    { href: 'https://github.com/example', label: 'Priya Sharma on GitHub', icon: <GitBranch />, newTab: true },
    {
      href: 'https://www.linkedin.com/in/example',
      label: 'Priya Sharma on LinkedIn',
      icon: <Briefcase />,
      newTab: true,
    },
  ],
  newTabHint: '(opens in a new tab)',
};

const meta = {
  title: 'Site sections/ProfileCard',
  component: ProfileCard,
  args: priya,
  render: (args) => (
    <div style={{ maxWidth: 380 }}>
      <ProfileCard {...args} />
    </div>
  ),
  parameters: {
    docs: {
      description: {
        component:
          'A team member: portrait over a soft brand band, name, role, tool logos (each named for screen readers), bio, key figures, skills and icon links. Icon links carry the person\'s name in their accessible name, so "GitHub" is never announced three times without context.',
      },
    },
  },
} satisfies Meta<typeof ProfileCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Priya Sharma' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Avatar of Priya Sharma' })).toBeVisible();
    const tools = canvas.getByRole('list', { name: 'Technologies' });
    await expect(
      within(tools)
        .getAllByRole('img')
        .map((img) => img.getAttribute('aria-label')),
    ).toEqual(['React', 'Node.js', 'PostgreSQL', 'AWS']);
    // Figures as a description list: the label names the value.
    await expect(canvas.getByText('Experience').tagName).toBe('DT');
    await expect(canvas.getByText('7+ years').tagName).toBe('DD');
    await expect(within(canvas.getByRole('list', { name: 'Skills' })).getAllByRole('listitem')).toHaveLength(5);
    const github = canvas.getByRole('link', { name: 'Priya Sharma on GitHub (opens in a new tab)' });
    await expect(github).toHaveAttribute('href', 'https://github.com/example');
    await expect(github).toHaveAttribute('target', '_blank');
    await expect(github).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const KeyboardToLinks: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: /on GitHub/ })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: /on LinkedIn/ })).toHaveFocus();
  },
};

export const NameAndRoleOnly: Story = {
  args: {
    name: 'Arjun Mehta',
    jobTitle: 'Project Manager',
    portrait: undefined,
    tools: undefined,
    children: undefined,
    facts: undefined,
    skills: undefined,
    links: undefined,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Arjun Mehta' })).toBeVisible();
    await expect(canvas.queryAllByRole('list')).toHaveLength(0);
    await expect(canvas.queryAllByRole('link')).toHaveLength(0);
  },
};

export const SameTabLinks: Story = {
  args: {
    links: [{ href: '/team/priya', label: 'Priya Sharma: full profile', icon: <GitBranch /> }],
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Priya Sharma: full profile' });
    await expect(link).not.toHaveAttribute('target');
    await expect(link).not.toHaveAttribute('rel');
  },
};

export const TeamRow: Story = {
  render: (args) => (
    <Grid columns={{ base: 1, md: 3 }} gap="6">
      <ProfileCard {...args} />
      <ProfileCard
        {...args}
        name="Ishaan Verma"
        jobTitle="Frontend & Mobile Developer"
        portrait={<Portrait name="Ishaan Verma" flip />}
        tools={{ label: 'Technologies', items: [{ name: 'React Native', icon: <Smartphone /> }] }}
        links={[]}
      >
        Turns designs into fast, accessible interfaces on the web and on phones.
      </ProfileCard>
      <ProfileCard
        {...args}
        name="Meera Nair"
        jobTitle="AI Engineer"
        portrait={<Portrait name="Meera Nair" />}
        skills={{ label: 'Skills', items: ['Python', 'Machine Learning', 'Retrieval-augmented generation'] }}
      />
    </Grid>
  ),
  play: async ({ canvas }) => {
    const cards = canvas.getAllByRole('article');
    await expect(cards).toHaveLength(3);
    // Cards in a row share one height, so their bottoms line up.
    const heights = cards.map((card) => Math.round(card.getBoundingClientRect().height));
    await expect(new Set(heights).size).toBe(1);
  },
};

export const OnPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  render: (args) => <ProfileCard {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article').getBoundingClientRect().width).toBeLessThanOrEqual(window.innerWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
