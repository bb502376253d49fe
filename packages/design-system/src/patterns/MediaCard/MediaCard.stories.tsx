import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Grid } from '../../layout';
import { vars } from '../../theme/contract.css';
import { Badge } from '../../primitives/Badge';
import { MediaCard, type MediaCardRootProps } from './MediaCard';
import { clickAt } from '../../../../../.storybook/pointer';
import { frameWidth } from '../../../../../.storybook/frameWidth';
import { withStoryRouter } from '../../../../../.storybook/storyRouter';

/** A dashboard mock-up drawn from theme roles (follows the theme), labelled like a screenshot. */
function Screenshot({ label, flip = false }: { label: string; flip?: boolean }) {
  const [a, b] = flip ? [vars.color.accent, vars.color.primary] : [vars.color.primary, vars.color.accent];
  return (
    <svg viewBox="0 0 320 200" role="img" aria-label={label} preserveAspectRatio="xMidYMid slice">
      <rect width="320" height="200" style={{ fill: vars.color.primarySubtle }} />
      <circle cx={flip ? 30 : 290} cy="20" r="70" style={{ fill: vars.color.accentSubtle }} />
      <rect x="40" y="28" width="240" height="160" rx="12" style={{ fill: vars.color.surfaceRaised }} />
      <rect x="40" y="28" width="240" height="22" rx="12" style={{ fill: vars.color.surfaceSunken }} />
      <circle cx="54" cy="39" r="3.5" style={{ fill: a }} />
      <circle cx="66" cy="39" r="3.5" style={{ fill: b }} />
      <rect x="58" y="64" width="84" height="8" rx="4" style={{ fill: vars.color.text }} />
      <rect x="58" y="80" width="58" height="6" rx="3" style={{ fill: vars.color.borderSubtle }} />
      <rect x="58" y="118" width="16" height="50" rx="4" style={{ fill: a }} />
      <rect x="82" y="104" width="16" height="64" rx="4" style={{ fill: b }} />
      <rect x="106" y="130" width="16" height="38" rx="4" style={{ fill: a }} />
      <rect x="130" y="112" width="16" height="56" rx="4" style={{ fill: b }} />
      <circle cx="220" cy="126" r="30" style={{ fill: 'none', stroke: vars.color.borderSubtle, strokeWidth: 10 }} />
      <path
        d="M220 96a30 30 0 0 1 28.5 39.3"
        style={{ fill: 'none', stroke: a, strokeWidth: 10, strokeLinecap: 'round' }}
      />
    </svg>
  );
}

function Tags({ items }: { items: string[] }) {
  return (
    <>
      {items.map((item) => (
        <Badge key={item} size="sm">
          {item}
        </Badge>
      ))}
    </>
  );
}

const withRouter = withStoryRouter('/products');

const narrow = frameWidth(380);

const projects = [
  {
    id: 1,
    title: 'Clinic Platform with AI Multilingual Chatbot',
    text: "A patient-facing platform for a family clinic: an AI assistant answers questions in the patient's own language.",
    tags: ['React', 'Node.js', 'OpenAI', 'MongoDB'],
  },
  {
    id: 2,
    title: 'School Management System',
    text: 'One system for admissions, attendance, timetables, grades and fees.',
    tags: ['React', 'Node.js', 'Redux'],
  },
  {
    id: 3,
    title: 'E-commerce Dashboard',
    text: 'Live sales figures, inventory alerts, order handling and customer insights in one place.',
    tags: ['React', 'Firebase'],
  },
];

const dashboard = <Screenshot label="Sales overview with a bar chart and a progress ring" />;
const dashboardTitle = 'E-commerce Dashboard';
const dashboardText = <p>Live sales figures, inventory alerts, order handling and customer insights in one place.</p>;

interface ProjectProps extends MediaCardRootProps {
  title?: string;
  eyebrow?: string;
  badge?: ReactNode;
  text?: ReactNode;
  tags?: string[];
  picture?: ReactNode;
}

/**
 * A project card composed of the parts: picture, title, text, then its tags and (on a linked card) the
 * cue along the bottom.
 */
function Project({
  title = dashboardTitle,
  eyebrow,
  badge,
  text = dashboardText,
  tags,
  picture = dashboard,
  ...root
}: ProjectProps) {
  return (
    <MediaCard.Root {...root}>
      <MediaCard.Media badge={badge}>{picture}</MediaCard.Media>
      <MediaCard.Content>
        <MediaCard.Title eyebrow={eyebrow}>{title}</MediaCard.Title>
        <MediaCard.Text>{text}</MediaCard.Text>
        {(tags || root.href) && (
          <MediaCard.Footer>
            {tags && (
              <MediaCard.Meta>
                <Tags items={tags} />
              </MediaCard.Meta>
            )}
            <MediaCard.Action>View Details</MediaCard.Action>
          </MediaCard.Footer>
        )}
      </MediaCard.Content>
    </MediaCard.Root>
  );
}

const meta = {
  title: 'Patterns/MediaCard',
  component: MediaCard.Root,
  subcomponents: {
    'MediaCard.Media': MediaCard.Media,
    'MediaCard.Content': MediaCard.Content,
    'MediaCard.Title': MediaCard.Title,
    'MediaCard.Text': MediaCard.Text,
    'MediaCard.Footer': MediaCard.Footer,
    'MediaCard.Meta': MediaCard.Meta,
    'MediaCard.Action': MediaCard.Action,
    'MediaCard.Caption': MediaCard.Caption,
  },
  decorators: [withRouter],
  render: (args) => <Project {...args} />,
  parameters: {
    docs: {
      description: {
        component:
          'A card led by a large image, composed of parts: `MediaCard.Root` › `Media`, then `Content` › `Title`, `Text` and `Footer` › `Meta`, `Action`. With `href` on the Root the whole card is one link (the title\'s link, stretched over the card, is its only focusable element): the image zooms gently and the `Action` cue\'s arrow slides on hover. Without a title it is a picture in a card frame (`framed` adds a soft brand-coloured mat), optionally captioned (`as="figure"` with `MediaCard.Caption`).',
      },
    },
  },
} satisfies Meta<ProjectProps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Static: Story = {
  decorators: [narrow],
  args: { eyebrow: 'Case study', tags: ['React', 'Redux', 'Firebase'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'E-commerce Dashboard' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: /Sales overview/ })).toBeVisible();
    // A card without href has nothing to focus and no action cue.
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.queryByText('View Details')).toBeNull();
  },
};

export const Linked: Story = {
  decorators: [narrow],
  args: { href: '/projects/3', tags: ['React', 'Redux', 'Firebase', 'Tailwind CSS'] },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link');
    // One link, named by the title; the visible cue is decoration.
    await expect(link).toHaveAccessibleName('E-commerce Dashboard');
    await expect(link).toHaveAttribute('href', '/projects/3');
    await expect(canvas.getByText('View Details').closest('[aria-hidden="true"]')).not.toBeNull();
    // A click on the picture follows the card's link.
    await clickAt(canvas.getByRole('img', { name: /Sales overview/ }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Current page: /projects/3');
  },
};

export const LinkedWithKeyboard: Story = {
  decorators: [narrow],
  args: { href: '/projects/3', onClick: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const link = canvas.getByRole('link', { name: 'E-commerce Dashboard' });
    await expect(link).toHaveFocus();
    // The focus ring is drawn around the whole card.
    await expect(getComputedStyle(link, '::after').outlineStyle).toBe('solid');
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('status')).toHaveTextContent('Current page: /projects/3');
  },
};

export const WithBadge: Story = {
  decorators: [narrow],
  args: {
    href: '/projects/1',
    title: 'Clinic Platform with AI Multilingual Chatbot',
    badge: (
      <Badge tone="primary" variant="solid" size="sm">
        70% Complete
      </Badge>
    ),
    tags: ['React', 'Node.js', 'OpenAI', 'MongoDB', 'Tailwind CSS'],
  },
  play: async ({ canvas }) => {
    const badge = canvas.getByText('70% Complete');
    const picture = canvas.getByRole('img', { name: /Sales overview/ });
    // The badge sits over the top-right corner of the picture.
    await expect(badge.getBoundingClientRect().right).toBeLessThanOrEqual(picture.getBoundingClientRect().right);
    await expect(badge.getBoundingClientRect().top).toBeGreaterThanOrEqual(picture.getBoundingClientRect().top);
  },
};

export const GridOfProjects: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  render: () => (
    <Grid columns={{ base: 1, md: 2, lg: 3 }} gap="8">
      {projects.map((project, index) => (
        <Project
          key={project.id}
          href={`/projects/${project.id}`}
          title={project.title}
          picture={<Screenshot label={`Screenshot of ${project.title}`} flip={index % 2 === 1} />}
          text={<p>{project.text}</p>}
          tags={project.tags}
        />
      ))}
    </Grid>
  ),
  play: async ({ canvas }) => {
    const cues = canvas.getAllByText('View Details');
    // The cues line up along the bottom of the row, whatever the length of each card's text.
    const tops = cues.map((cue) => Math.round(cue.getBoundingClientRect().top));
    await expect(new Set(tops).size).toBe(1);
    await clickAt(canvas.getByText(/One system for admissions/));
    await expect(canvas.getByRole('status')).toHaveTextContent('Current page: /projects/2');
  },
};

export const GridOnPhone: Story = {
  ...GridOfProjects,
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    const [first, second] = canvas.getAllByRole('link');
    await expect(second!.getBoundingClientRect().top).toBeGreaterThan(first!.getBoundingClientRect().bottom);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** A picture alone: Root and Media. */
export const FramedPicture: Story = {
  args: { framed: true },
  render: (args) => (
    <MediaCard.Root {...args}>
      <MediaCard.Media aspectRatio="3 / 2">
        <Screenshot label="Illustration of the team's dashboard on a large screen" />
      </MediaCard.Media>
    </MediaCard.Root>
  ),
  decorators: [frameWidth(560)],
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('img', { name: /team's dashboard/ })).toBeVisible();
    await expect(canvas.queryByRole('heading')).toBeNull();
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvasElement.querySelector('figure')).toBeNull();
  },
};

/** A captioned picture: a `figure` Root, Media and Caption. */
export const WithCaption: Story = {
  args: { as: 'figure' },
  render: (args) => (
    <MediaCard.Root {...args}>
      <MediaCard.Media aspectRatio="3 / 2">{dashboard}</MediaCard.Media>
      <MediaCard.Caption>The team reviewing a release on the studio screen.</MediaCard.Caption>
    </MediaCard.Root>
  ),
  decorators: [narrow],
  play: async ({ canvasElement }) => {
    const figure = canvasElement.querySelector('figure');
    await expect(figure).not.toBeNull();
    await expect(figure!.querySelector('figcaption')).toHaveTextContent('The team reviewing a release');
  },
};
