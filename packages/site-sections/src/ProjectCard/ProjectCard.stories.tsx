import type { Meta, StoryObj } from '@storybook/react-vite';
import { Bot, Braces, Clock, Database, ExternalLink, GitBranch, Users, Wind } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { expect, userEvent } from 'storybook/test';
import { NavigateContext, StoryRouterLink } from '../../../../.storybook/storyRouter';
import { Grid, vars, Badge, LinkProvider, TagList } from '@agency/design-system';
import {
  ProjectCard,
  type ProjectCardFactProps,
  type ProjectCardFeaturesProps,
  type ProjectCardLinkProps,
  type ProjectCardRootProps,
} from '.';

/** A dashboard mock-up drawn from theme roles (follows the theme), in the media's 16:10 box. */
function Screenshot({ label }: { label: string }) {
  return (
    <svg viewBox="0 0 320 200" role="img" aria-label={label} style={{ background: vars.color.primarySubtle }}>
      <circle cx="290" cy="20" r="80" style={{ fill: vars.color.accentSubtle }} />
      <rect x="40" y="28" width="240" height="150" rx="10" style={{ fill: vars.color.surfaceRaised }} />
      <rect x="40" y="28" width="60" height="150" rx="10" style={{ fill: vars.color.surfaceInverse }} />
      <rect x="116" y="44" width="90" height="8" rx="4" style={{ fill: vars.color.text }} />
      {[0, 1, 2, 3, 4, 5].map((i) => (
        <rect
          key={i}
          x={120 + i * 24}
          y={150 - (30 + ((i * 17) % 50))}
          width="12"
          height={30 + ((i * 17) % 50)}
          rx="4"
          style={{ fill: i % 2 ? vars.color.accent : vars.color.primary }}
        />
      ))}
    </svg>
  );
}

const title = 'Healthcare Clinic Chatbot Platform';
const newTab = (label: string) => `${label}: ${title} (opens in a new tab)`;

interface ProjectProps extends ProjectCardRootProps {
  title: string;
  tag?: string;
  media: ReactNode;
  status?: ReactNode;
  description: ReactNode;
  technologies?: ReactNode;
  meta?: ProjectCardFactProps[];
  progress?: { value: number; label: string };
  features?: ProjectCardFeaturesProps;
  links?: ProjectCardLinkProps[];
  action?: ProjectCardLinkProps;
}

/** A project composed of the card's parts, each part only when its data is there. */
function Project({
  title,
  tag,
  media,
  status,
  description,
  technologies,
  meta,
  progress,
  features,
  links,
  action,
  ...root
}: ProjectProps) {
  return (
    <ProjectCard.Root {...root}>
      <ProjectCard.Media>
        {media}
        {tag && <ProjectCard.Tag>{tag}</ProjectCard.Tag>}
        {status && <ProjectCard.Status>{status}</ProjectCard.Status>}
      </ProjectCard.Media>
      <ProjectCard.Title>{title}</ProjectCard.Title>
      <ProjectCard.Description>{description}</ProjectCard.Description>
      {technologies && <ProjectCard.Technologies>{technologies}</ProjectCard.Technologies>}
      {meta && (
        <ProjectCard.Facts>
          {meta.map((fact, index) => (
            <ProjectCard.Fact key={index} {...fact} />
          ))}
        </ProjectCard.Facts>
      )}
      {progress && <ProjectCard.Progress {...progress} />}
      {features && <ProjectCard.Features {...features} />}
      {(links || action) && (
        <ProjectCard.Actions>
          {links && (
            <ProjectCard.Links>
              {links.map((link) => (
                <ProjectCard.Link key={link.href} {...link} />
              ))}
            </ProjectCard.Links>
          )}
          {action && <ProjectCard.Action {...action} />}
        </ProjectCard.Actions>
      )}
    </ProjectCard.Root>
  );
}

const full: ProjectProps = {
  title,
  tag: '01',
  media: <Screenshot label="Clinic platform dashboard with a chat window" />,
  status: (
    <Badge tone="primary" variant="solid" size="sm">
      70% Complete
    </Badge>
  ),
  description:
    'A clinic platform whose AI assistant answers patient questions in several languages, books appointments and collects assessment forms before the visit.',
  technologies: (
    <TagList
      aria-label="Technologies"
      items={[
        { label: 'React', icon: <Braces /> },
        { label: 'Node.js', icon: <Braces /> },
        { label: 'OpenAI', icon: <Bot /> },
        { label: 'MongoDB', icon: <Database /> },
        { label: 'Tailwind CSS', icon: <Wind /> },
      ]}
    />
  ),
  meta: [
    { icon: <Clock />, label: 'Timeline', value: '2 months' },
    { icon: <Users />, label: 'Team: 2' },
  ],
  progress: { value: 70, label: 'Progress' },
  features: {
    title: 'Key Features',
    items: [
      'Multilingual AI chatbot',
      'Online appointment booking',
      'Pre-visit assessment forms',
      'Secure staff sign-in',
    ],
  },
  links: [
    {
      children: 'Source Code',
      href: 'https://example.com/clinic-chatbot',
      'aria-label': newTab('Source Code'),
      icon: <GitBranch />,
      newTab: true,
    },
    {
      children: 'Live Demo',
      href: 'https://example.com/clinic-chatbot/demo',
      'aria-label': newTab('Live Demo'),
      icon: <ExternalLink />,
      newTab: true,
    },
  ],
  action: { children: 'View Case Study', href: '/projects/1', 'aria-label': `View Case Study: ${title}` },
};

/** Renders the story inside a stand-in router that shows where the last internal link went. */
function WithRouter({ children }: { children: ReactNode }) {
  const [path, setPath] = useState('/');
  return (
    <NavigateContext.Provider value={setPath}>
      <LinkProvider component={StoryRouterLink}>
        {children}
        <p data-testid="location" style={{ marginTop: vars.space[4], color: vars.color.textMuted }}>
          Current page: {path}
        </p>
      </LinkProvider>
    </NavigateContext.Provider>
  );
}

const meta = {
  title: 'Site sections/ProjectCard',
  component: ProjectCard.Root,
  subcomponents: {
    'ProjectCard.Media': ProjectCard.Media,
    'ProjectCard.Tag': ProjectCard.Tag,
    'ProjectCard.Status': ProjectCard.Status,
    'ProjectCard.Title': ProjectCard.Title,
    'ProjectCard.Description': ProjectCard.Description,
    'ProjectCard.Technologies': ProjectCard.Technologies,
    'ProjectCard.Facts': ProjectCard.Facts,
    'ProjectCard.Fact': ProjectCard.Fact,
    'ProjectCard.Progress': ProjectCard.Progress,
    'ProjectCard.Features': ProjectCard.Features,
    'ProjectCard.Actions': ProjectCard.Actions,
    'ProjectCard.Links': ProjectCard.Links,
    'ProjectCard.Link': ProjectCard.Link,
    'ProjectCard.Action': ProjectCard.Action,
  },
  args: full,
  render: (args) => <Project {...args} />,
  decorators: [
    (Story, { parameters }) => (
      <WithRouter>
        <div style={{ maxWidth: (parameters.maxWidth as string | undefined) ?? '24rem' }}>
          <Story />
        </div>
      </WithRouter>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          'A portfolio project, composed of parts (`ProjectCard.Root`, `Media` with `Tag` and `Status`, `Title`, `Description`, `Technologies`, `Facts` of `Fact`s, `Progress`, `Features`, `Actions` with `Links` of `Link`s and the main `Action`): screenshot with a number tag and a status badge, title, description, technologies, facts (timeline, team), progress bar, key features, then side-by-side secondary links and a full-width main action along the bottom. The card is an `<article>` named by its title; give repeated links fuller `aria-label`s that start with their visible text.',
      },
    },
  },
} satisfies Meta<ProjectProps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: title });
    await expect(card).toHaveTextContent('70% Complete');
    await expect(card).toHaveTextContent('Team: 2');
    await expect(card).toHaveTextContent('Timeline2 months');
    await expect(canvas.getByRole('progressbar', { name: 'Progress' })).toHaveAttribute('aria-valuenow', '70');
    await expect(canvas.getByRole('heading', { level: 4, name: 'Key Features' })).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Technologies' })).toBeVisible();
    const source = canvas.getByRole('link', { name: newTab('Source Code') });
    await expect(source).toHaveAttribute('href', 'https://example.com/clinic-chatbot');
    await expect(source).toHaveAttribute('target', '_blank');
    await expect(source).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(canvas.getByRole('link', { name: newTab('Live Demo') })).toHaveAttribute('target', '_blank');
    // The number tag shows, but is not read out (the list order already says it).
    await expect(canvas.getByText('01')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** The main action is an internal link, through the LinkProvider: it navigates in the app. */
export const CaseStudyNavigates: Story = {
  play: async ({ canvas }) => {
    const caseStudy = canvas.getByRole('link', { name: `View Case Study: ${title}` });
    await expect(caseStudy).toHaveAttribute('href', '/projects/1');
    await expect(caseStudy).not.toHaveAttribute('target');
    await userEvent.click(caseStudy);
    await expect(canvas.getByTestId('location')).toHaveTextContent('Current page: /projects/1');
  },
};

/** Keyboard: the links are reached in reading order, source, demo, then the main action. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: newTab('Source Code') })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: newTab('Live Demo') })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: `View Case Study: ${title}` })).toHaveFocus();
  },
};

/** Only what is required: title, media and description. */
export const Minimal: Story = {
  args: {
    tag: undefined,
    status: undefined,
    technologies: undefined,
    meta: undefined,
    progress: undefined,
    features: undefined,
    links: undefined,
    action: undefined,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article', { name: title })).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
};

/**
 * Three in a row: equal heights, the links aligned along the bottom, and each part of the cards on one
 * line across the row (the cards share their rows), though the second card's description is one line
 * and the third's title two.
 */
export const Row: Story = {
  parameters: { maxWidth: 'none' },
  render: (args) => (
    <Grid columns={{ base: 1, md: 3 }} gap="6">
      <Project {...args} />
      <Project
        {...args}
        tag="02"
        title="E-commerce Dashboard"
        description="A back-office dashboard for an online store."
        features={{ title: 'Key Features', items: ['Real-time sales analytics', 'Order management'] }}
        links={args.links?.map((link) => ({ ...link, 'aria-label': `${link.children}: E-commerce Dashboard` }))}
        action={{
          children: 'View Case Study',
          href: '/projects/3',
          'aria-label': 'View Case Study: E-commerce Dashboard',
        }}
      />
      <Project
        {...args}
        tag="03"
        title="School Portfolio Platform for Teachers, Parents and Pupils"
        progress={{ value: 50, label: 'Progress' }}
        status={
          <Badge tone="primary" variant="solid" size="sm">
            50% Complete
          </Badge>
        }
        links={args.links?.map((link) => ({
          ...link,
          'aria-label': `${link.children}: School Portfolio Platform for Teachers, Parents and Pupils`,
        }))}
        action={{
          children: 'View Case Study',
          href: '/projects/5',
          'aria-label': 'View Case Study: School Portfolio Platform for Teachers, Parents and Pupils',
        }}
      />
    </Grid>
  ),
  play: async ({ canvas }) => {
    const actions = canvas.getAllByRole('link', { name: /^View Case Study/ });
    await expect(actions).toHaveLength(3);
    const bottoms = new Set(actions.map((link) => Math.round(link.getBoundingClientRect().bottom)));
    await expect(bottoms.size).toBe(1);
    // The facts, the progress bars and the features start at the same height in every card.
    const tops = (elements: HTMLElement[]) =>
      new Set(elements.map((element) => Math.round(element.getBoundingClientRect().top)));
    await expect(tops(canvas.getAllByText('Timeline').map((label) => label.closest('ul')!)).size).toBe(1);
    await expect(tops(canvas.getAllByRole('progressbar')).size).toBe(1);
    await expect(tops(canvas.getAllByRole('heading', { name: 'Key Features' })).size).toBe(1);
  },
};

export const OnPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { maxWidth: 'none' },
  play: async ({ canvas }) => {
    const [source, demo] = [
      canvas.getByRole('link', { name: newTab('Source Code') }),
      canvas.getByRole('link', { name: newTab('Live Demo') }),
    ];
    // Source and demo side by side even on a phone.
    await expect(Math.round(source.getBoundingClientRect().top)).toBe(Math.round(demo.getBoundingClientRect().top));
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
