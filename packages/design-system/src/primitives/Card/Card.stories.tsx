import type { Meta, StoryObj } from '@storybook/react-vite';
import type { MouseEventHandler } from 'react';
import { ArrowRight, Bot, Code, GitBranch, ShieldCheck, Smartphone } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Grid, Inline } from '../../layout';
import { vars } from '../../theme/contract.css';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { Link } from '../LinkProvider';
import { Card, type CardRootProps } from '.';
import { clickAt } from '../../../../../.storybook/pointer';
import { frameWidth } from '../../../../../.storybook/frameWidth';
import { withStoryRouter } from '../../../../../.storybook/storyRouter';

/** A small dashboard mock-up drawn from theme roles, so it follows the theme. */
function Illustration({ flip = false }: { flip?: boolean }) {
  const [a, b] = flip ? [vars.color.accent, vars.color.primary] : [vars.color.primary, vars.color.accent];
  return (
    <svg
      viewBox="0 0 320 180"
      aria-hidden="true"
      focusable="false"
      // Centred in any aspect ratio; the background and the overflow fill the rest of the media area.
      style={{ background: vars.color.primarySubtle, overflow: 'visible' }}
    >
      <circle cx={flip ? 40 : 280} cy="20" r="70" style={{ fill: vars.color.accentSubtle }} />
      <rect x="48" y="30" width="224" height="150" rx="12" style={{ fill: vars.color.surfaceRaised }} />
      <rect x="48" y="30" width="224" height="22" rx="12" style={{ fill: vars.color.surfaceSunken }} />
      <circle cx="62" cy="41" r="3.5" style={{ fill: a }} />
      <circle cx="74" cy="41" r="3.5" style={{ fill: b }} />
      <rect x="64" y="66" width="84" height="8" rx="4" style={{ fill: vars.color.text }} />
      <rect x="64" y="82" width="58" height="6" rx="3" style={{ fill: vars.color.borderSubtle }} />
      <rect x="64" y="110" width="16" height="50" rx="4" style={{ fill: a }} />
      <rect x="88" y="96" width="16" height="64" rx="4" style={{ fill: b }} />
      <rect x="112" y="122" width="16" height="38" rx="4" style={{ fill: a }} />
      <rect x="136" y="104" width="16" height="56" rx="4" style={{ fill: b }} />
      <circle cx="218" cy="118" r="30" style={{ fill: 'none', stroke: vars.color.borderSubtle, strokeWidth: 10 }} />
      <path
        d="M218 88a30 30 0 0 1 28.5 39.3"
        style={{ fill: 'none', stroke: a, strokeWidth: 10, strokeLinecap: 'round' }}
      />
    </svg>
  );
}

const withRouter = withStoryRouter('/');

const narrow = frameWidth(360);

const text = <p>Real-time sales, inventory and customer insights in one place, built for a growing retailer.</p>;

interface CardStoryArgs extends CardRootProps {
  /** Called when the card's `Card.Link` or `Card.Button` is activated. */
  onOpen?: MouseEventHandler<HTMLElement>;
}

const meta = {
  title: 'Primitives/Card',
  component: Card.Root,
  subcomponents: {
    'Card.Media': Card.Media,
    'Card.Badges': Card.Badges,
    'Card.Content': Card.Content,
    'Card.Top': Card.Top,
    'Card.Header': Card.Header,
    'Card.Title': Card.Title,
    'Card.Eyebrow': Card.Eyebrow,
    'Card.Body': Card.Body,
    'Card.Footer': Card.Footer,
    'Card.Link': Card.Link,
    'Card.Button': Card.Button,
  },
  render: (args) => (
    <Card.Root {...args}>
      <Card.Content>
        <Card.Header>
          <Card.Title>E-commerce dashboard</Card.Title>
          <Card.Eyebrow>Case study</Card.Eyebrow>
        </Card.Header>
        <Card.Body>{text}</Card.Body>
      </Card.Content>
    </Card.Root>
  ),
  parameters: {
    docs: {
      description: {
        component:
          'A content card, composed of parts: `Card.Root` (the chrome: surfaces, elevations, padding, a selected ring) › `Card.Media` (with `Card.Badges`), then `Card.Content` › `Card.Top` (an icon, `Card.Badges`), `Card.Header` › `Card.Title`, `Card.Eyebrow`, then `Card.Body` and `Card.Footer`. A `Card.Link` in the title (on a `Card.Root interactive`) makes the whole card one click target, yet the only focusable element is that link (through LinkProvider), stretched over the card; `Card.Button` does the same with a button. Other links inside keep their own clicks.',
      },
    },
  },
} satisfies Meta<CardStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  decorators: [narrow],
  render: (args) => (
    <Card.Root {...args}>
      <Card.Content>
        <Card.Header>
          <Card.Title>E-commerce dashboard</Card.Title>
          <Card.Eyebrow>Case study</Card.Eyebrow>
        </Card.Header>
        <Card.Body>{text}</Card.Body>
        <Card.Footer>
          <Badge size="sm">3 months</Badge>
        </Card.Footer>
      </Card.Content>
    </Card.Root>
  ),
  play: async ({ canvas, canvasElement }) => {
    const heading = canvas.getByRole('heading', { level: 3, name: 'E-commerce dashboard' });
    // The eyebrow shows above the title but is read after it.
    const eyebrow = canvas.getByText('Case study');
    await expect(heading.compareDocumentPosition(eyebrow) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await expect(eyebrow.getBoundingClientRect().bottom).toBeLessThanOrEqual(heading.getBoundingClientRect().top);
    await expect(canvasElement.querySelector('article')).not.toBeNull();
    // A static card has nothing to focus.
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

const surfaces = ['raised', 'sunken', 'outline', 'gradient'] as const;

export const Surfaces: Story = {
  render: (args) => (
    <Grid columns={{ base: 1, md: 2, lg: 4 }} gap="6">
      {surfaces.map((surface) => (
        <Card.Root key={surface} {...args} surface={surface}>
          <Card.Content>
            <Card.Header>
              <Card.Title>{`${surface} surface`}</Card.Title>
              <Card.Eyebrow>{surface}</Card.Eyebrow>
            </Card.Header>
            <Card.Body>{text}</Card.Body>
          </Card.Content>
        </Card.Root>
      ))}
    </Grid>
  ),
  play: async ({ canvas }) => {
    const gradient = canvas.getByRole('heading', { name: 'gradient surface' }).closest('article')!;
    await expect(getComputedStyle(gradient).backgroundImage).toContain('linear-gradient');
    const outline = canvas.getByRole('heading', { name: 'outline surface' }).closest('article')!;
    await expect(getComputedStyle(outline).backgroundColor).toBe('rgba(0, 0, 0, 0)');
  },
};

export const Elevations: Story = {
  render: (args) => (
    // Bottom padding keeps the deepest shadow inside the screenshot.
    <Grid columns={{ base: 1, md: 2, lg: 4 }} gap="6" style={{ paddingBottom: vars.space[8] }}>
      {([0, 1, 2, 3] as const).map((elevation) => (
        <Card.Root key={elevation} {...args} elevation={elevation}>
          <Card.Content>
            <Card.Header>
              <Card.Title>{`Level ${elevation}`}</Card.Title>
              <Card.Eyebrow>Elevation</Card.Eyebrow>
            </Card.Header>
            <Card.Body>{text}</Card.Body>
          </Card.Content>
        </Card.Root>
      ))}
    </Grid>
  ),
  play: async ({ canvas }) => {
    const level = (n: number) => canvas.getByRole('heading', { name: `Level ${n}` }).closest('article')!;
    await expect(getComputedStyle(level(0)).boxShadow).toBe('none');
    for (const n of [1, 2, 3]) await expect(getComputedStyle(level(n)).boxShadow).not.toBe('none');
  },
};

export const WithMediaAndBadge: Story = {
  decorators: [narrow],
  render: (args) => (
    <Card.Root {...args}>
      <Card.Media>
        <Illustration />
        <Card.Badges>
          <Badge tone="primary" variant="solid" size="sm">
            70%
          </Badge>
        </Card.Badges>
      </Card.Media>
      <Card.Content>
        <Card.Header>
          <Card.Title>E-commerce dashboard</Card.Title>
          <Card.Eyebrow>Case study</Card.Eyebrow>
        </Card.Header>
        <Card.Body>{text}</Card.Body>
        <Card.Footer>
          <Inline as="ul" gap="2" aria-label="Technologies" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {['React', 'Node.js', 'MongoDB'].map((name) => (
              <li key={name}>
                <Badge size="sm">{name}</Badge>
              </li>
            ))}
          </Inline>
        </Card.Footer>
      </Card.Content>
    </Card.Root>
  ),
  play: async ({ canvasElement }) => {
    const media = canvasElement.querySelector('svg')!.parentElement!;
    const box = media.getBoundingClientRect();
    await expect(box.width / box.height).toBeCloseTo(16 / 9, 1);
    // Rounded top corners, clipped.
    await expect(getComputedStyle(media).overflow).toBe('hidden');
    await expect(parseFloat(getComputedStyle(media).borderTopLeftRadius)).toBeGreaterThan(0);
    // The badge sits over the media, top right.
    const badge = within(media).getByText('70%').getBoundingClientRect();
    await expect(badge.top).toBeGreaterThanOrEqual(box.top);
    await expect(badge.right).toBeLessThanOrEqual(box.right);
    await expect(badge.left).toBeGreaterThan(box.left + box.width / 2);
  },
};

export const SquareMedia: Story = {
  decorators: [narrow],
  args: { surface: 'outline', elevation: 0 },
  render: (args) => (
    <Card.Root {...args}>
      <Card.Media aspectRatio="1">
        <Illustration flip />
      </Card.Media>
      <Card.Content>
        <Card.Header>
          <Card.Title>E-commerce dashboard</Card.Title>
          <Card.Eyebrow>Case study</Card.Eyebrow>
        </Card.Header>
        <Card.Body>{text}</Card.Body>
      </Card.Content>
    </Card.Root>
  ),
  play: async ({ canvasElement }) => {
    const box = canvasElement.querySelector('svg')!.parentElement!.getBoundingClientRect();
    await expect(Math.round(box.width)).toBe(Math.round(box.height));
  },
};

export const WithIconAndBadge: Story = {
  decorators: [narrow],
  render: (args) => (
    <Card.Root {...args}>
      <Card.Content>
        <Card.Top>
          <Icon icon={ShieldCheck} size="lg" contained="subtle" />
          <Card.Badges>
            <Badge tone="success" size="sm">
              99.99% uptime
            </Badge>
          </Card.Badges>
        </Card.Top>
        <Card.Header>
          <Card.Title>Enterprise Security</Card.Title>
        </Card.Header>
        <Card.Body>
          <p>Security built in from the first commit.</p>
          <ul style={{ margin: 0, paddingLeft: '1.25em' }}>
            <li>OWASP practices</li>
            <li>Encrypted data at rest</li>
            <li>Role-based access</li>
          </ul>
        </Card.Body>
      </Card.Content>
    </Card.Root>
  ),
  play: async ({ canvas }) => {
    const badge = canvas.getByText('99.99% uptime').getBoundingClientRect();
    const title = canvas.getByRole('heading', { name: 'Enterprise Security' }).getBoundingClientRect();
    // Badge in the header: above the title, at the right.
    await expect(badge.bottom).toBeLessThanOrEqual(title.top);
    await expect(badge.right).toBeGreaterThan(title.left + title.width / 2);
  },
};

export const InteractiveLink: Story = {
  args: { interactive: true, onOpen: fn() },
  decorators: [narrow, withRouter],
  render: ({ onOpen, ...args }) => (
    <Card.Root {...args}>
      <Card.Media>
        <Illustration />
      </Card.Media>
      <Card.Content>
        <Card.Header>
          <Card.Title>
            <Card.Link href="/booking" onClick={onOpen}>
              Web Development
            </Card.Link>
          </Card.Title>
          <Card.Eyebrow>Case study</Card.Eyebrow>
        </Card.Header>
        <Card.Body>{text}</Card.Body>
      </Card.Content>
    </Card.Root>
  ),
  play: async ({ canvas, args }) => {
    const link = canvas.getByRole('link', { name: 'Web Development' });
    await expect(link).toHaveAttribute('href', '/booking');
    await expect(link).toHaveAttribute('data-router-link');
    // A click on the body text, not the title, lands on the title's link.
    const hit = await clickAt(canvas.getByText(/Real-time sales/));
    await expect(hit).toBe(link);
    await expect(args.onOpen).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('status')).toHaveTextContent('Current page: /booking');
    // So does a click on the media.
    await expect(await clickAt(link.closest('article')!.querySelector('svg')!)).toBe(link);
    await expect(args.onOpen).toHaveBeenCalledTimes(2);
  },
};

export const InteractiveLinkKeyboard: Story = {
  args: { interactive: true, onOpen: fn() },
  decorators: [narrow, withRouter],
  render: ({ onOpen, ...args }) => (
    <Card.Root {...args}>
      <Card.Content>
        <Card.Header>
          <Card.Title>
            <Card.Link href="/booking" onClick={onOpen}>
              Mobile Development
            </Card.Link>
          </Card.Title>
          <Card.Eyebrow>Service</Card.Eyebrow>
        </Card.Header>
        <Card.Body>{text}</Card.Body>
      </Card.Content>
    </Card.Root>
  ),
  play: async ({ canvas, args }) => {
    const link = canvas.getByRole('link', { name: 'Mobile Development' });
    // The card is one tab stop: its link.
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpen).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('status')).toHaveTextContent('Current page: /booking');
    // The ring goes around the whole card (on the overlay), not the title text.
    const ring = getComputedStyle(link, '::after');
    await expect(ring.outlineStyle).toBe('solid');
    await expect(getComputedStyle(link).outlineStyle).toBe('none');
  },
};

export const InteractiveButton: Story = {
  decorators: [narrow],
  args: { interactive: true, surface: 'gradient', onOpen: fn() },
  render: ({ onOpen, ...args }) => (
    <Card.Root {...args}>
      <Card.Content>
        <Card.Top>
          <Icon icon={Bot} size="lg" />
        </Card.Top>
        <Card.Header>
          <Card.Title>
            <Card.Button onClick={onOpen}>AI Integration</Card.Button>
          </Card.Title>
        </Card.Header>
        <Card.Body>
          <p>Chatbots, smart search and automation, added to the product you already have.</p>
        </Card.Body>
      </Card.Content>
    </Card.Root>
  ),
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'AI Integration' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onOpen).toHaveBeenCalledTimes(2);
    // A click on the body text, not the title, lands on the title's button.
    await expect(await clickAt(canvas.getByText(/Chatbots, smart search/))).toBe(button);
    await expect(args.onOpen).toHaveBeenCalledTimes(3);
  },
};

export const WithSecondaryLink: Story = {
  args: { interactive: true, onOpen: fn() },
  decorators: [narrow, withRouter],
  render: ({ onOpen, ...args }) => (
    <Card.Root {...args}>
      <Card.Media>
        <Illustration flip />
      </Card.Media>
      <Card.Content>
        <Card.Header>
          <Card.Title>
            <Card.Link href="/projects/3" onClick={onOpen}>
              E-commerce dashboard
            </Card.Link>
          </Card.Title>
          <Card.Eyebrow>Case study</Card.Eyebrow>
        </Card.Header>
        <Card.Body>{text}</Card.Body>
        <Card.Footer>
          <Link href="/projects/3/source" style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
            <GitBranch size={16} aria-hidden="true" />
            Source Code
          </Link>
          <Link href="/projects/3/demo" style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
            Live Demo
            <ArrowRight size={16} aria-hidden="true" />
          </Link>
        </Card.Footer>
      </Card.Content>
    </Card.Root>
  ),
  play: async ({ canvas, args }) => {
    const main = canvas.getByRole('link', { name: 'E-commerce dashboard' });
    const source = canvas.getByRole('link', { name: 'Source Code' });
    // Keyboard: the card link, then each inner link, in reading order.
    await userEvent.tab();
    await expect(main).toHaveFocus();
    await userEvent.tab();
    await expect(source).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Live Demo' })).toHaveFocus();
    // The inner link is on top of the overlay: a click there is its own.
    const hit = await clickAt(source);
    await expect(source.contains(hit)).toBe(true);
    await expect(canvas.getByRole('status')).toHaveTextContent('Current page: /projects/3/source');
    await expect(args.onOpen).not.toHaveBeenCalled();
    // The rest of the card still opens the project.
    await expect(await clickAt(canvas.getByText(/Real-time sales/))).toBe(main);
    await expect(canvas.getByRole('status')).toHaveTextContent('Current page: /projects/3');
    await expect(args.onOpen).toHaveBeenCalledTimes(1);
  },
};

export const LongTitle: Story = {
  args: { interactive: true },
  decorators: [narrow, withRouter],
  render: (args) => (
    <Card.Root {...args}>
      <Card.Content>
        <Card.Top>
          <Card.Badges>
            <Badge tone="accent" size="sm">
              01
            </Badge>
          </Card.Badges>
        </Card.Top>
        <Card.Header>
          <Card.Title as="h2">
            <Card.Link href="/projects/1">
              A clinic platform with an AI multilingual chatbot that books appointments, answers questions and hands
              over to staff
            </Card.Link>
          </Card.Title>
          <Card.Eyebrow>Healthcare</Card.Eyebrow>
        </Card.Header>
        <Card.Body>{text}</Card.Body>
      </Card.Content>
    </Card.Root>
  ),
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 2 });
    const card = heading.closest('article')!;
    // Wraps within the card: nothing spills out sideways.
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
    await expect(heading.getBoundingClientRect().right).toBeLessThanOrEqual(card.getBoundingClientRect().right);
  },
};

const services = [
  { title: 'Web Development', icon: Code, text: 'Fast, accessible websites and web apps.' },
  { title: 'App Development', icon: Smartphone, text: 'Native-feeling mobile apps for iOS and Android.' },
  { title: 'Cybersecurity', icon: ShieldCheck, text: 'Audits, hardening and secure-by-default builds.' },
];

export const GridOnPhone: Story = {
  decorators: [withRouter],
  globals: { viewport: { value: 'phone', isRotated: false } },
  render: () => (
    <Grid as="ul" columns={{ base: 1, md: 3 }} gap="4" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {services.map((service, i) => (
        <li key={service.title}>
          <Card.Root as="div" interactive surface={i === 0 ? 'gradient' : 'raised'}>
            <Card.Content>
              <Card.Top>
                <Icon icon={service.icon} size="md" contained={i === 0 ? undefined : 'gradient'} />
              </Card.Top>
              <Card.Header>
                <Card.Title>
                  <Card.Link href="/booking">{service.title}</Card.Link>
                </Card.Title>
              </Card.Header>
              <Card.Body>
                <p>{service.text}</p>
              </Card.Body>
            </Card.Content>
          </Card.Root>
        </li>
      ))}
    </Grid>
  ),
  play: async ({ canvas }) => {
    const links = canvas.getAllByRole('link');
    await expect(links).toHaveLength(3);
    const cards = links.map((link) => link.closest('li')!.getBoundingClientRect());
    // One column: stacked, full width, and never wider than the phone.
    for (const [i, card] of cards.entries()) {
      await expect(card.right).toBeLessThanOrEqual(window.innerWidth);
      if (i > 0) await expect(card.top).toBeGreaterThan(cards[i - 1]!.bottom);
    }
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** `Card.Root` alone: the chrome around a layout of its own, at each padding; a selected option; the tinted surface. */
export const Shells: Story = {
  render: () => (
    <Grid columns={{ base: 1, md: 3 }} gap="6">
      {(['sm', 'md', 'lg'] as const).map((padding) => (
        <Card.Root key={padding} padding={padding} data-testid={padding}>
          <p>Padding {padding}</p>
        </Card.Root>
      ))}
      <Card.Root selected elevation={2} padding="md" data-testid="selected">
        <p>Selected option</p>
      </Card.Root>
      <Card.Root surface="tinted" padding="md" data-testid="tinted">
        <p>Tinted surface</p>
      </Card.Root>
    </Grid>
  ),
  play: async ({ canvas }) => {
    const inset = (id: string) => getComputedStyle(canvas.getByTestId(id)).paddingLeft;
    await expect([inset('sm'), inset('md'), inset('lg')]).toEqual(['12px', '24px', '32px']);
    const selected = getComputedStyle(canvas.getByTestId('selected'));
    // The primary border, and a ring of the same colour just outside it.
    await expect(selected.boxShadow.startsWith(`${selected.borderTopColor} 0px 0px 0px 1px`)).toBe(true);
    await expect(getComputedStyle(canvas.getByTestId('tinted')).backgroundImage).toContain('linear-gradient');
  },
};

/** A picture alone in a thin frame of the tinted surface (`padding="sm"`): every corner rounded, inside the frame. */
export const FramedPicture: Story = {
  decorators: [narrow],
  args: { padding: 'sm', surface: 'tinted', elevation: 3 },
  render: (args) => (
    <Card.Root {...args}>
      <Card.Media>
        <Illustration />
      </Card.Media>
    </Card.Root>
  ),
  play: async ({ canvasElement }) => {
    const media = canvasElement.querySelector('svg')!.parentElement!;
    const card = media.parentElement!;
    await expect(card.children).toHaveLength(1);
    await expect(media.getBoundingClientRect().left - card.getBoundingClientRect().left).toBeGreaterThan(8);
    await expect(parseFloat(getComputedStyle(media).borderBottomLeftRadius)).toBeGreaterThan(0);
  },
};

/** Every part at once: media with badges, an icon, header, body, and actions of their own in the footer. */
export const MediaAndActions: Story = {
  decorators: [narrow, withRouter],
  render: (args) => (
    <Card.Root {...args}>
      <Card.Media aspectRatio="16 / 10">
        <Illustration />
        <Card.Badges>
          <Badge tone="success" variant="solid" size="sm">
            Live
          </Badge>
        </Card.Badges>
      </Card.Media>
      <Card.Content>
        <Card.Top>
          <Icon icon={Code} size="md" contained="gradient" />
        </Card.Top>
        <Card.Header>
          <Card.Title>E-commerce dashboard</Card.Title>
          <Card.Eyebrow>Case study</Card.Eyebrow>
        </Card.Header>
        <Card.Body>{text}</Card.Body>
        <Card.Footer>
          <Button href="/projects/3" size="sm">
            Read the case study
          </Button>
          <Button href="/projects/3/demo" size="sm" variant="secondary">
            Live demo
          </Button>
        </Card.Footer>
      </Card.Content>
    </Card.Root>
  ),
  play: async ({ canvas }) => {
    // Not a clickable card: each action is its own link, and the heading is plain text.
    await expect(canvas.getAllByRole('link')).toHaveLength(2);
    await expect(within(canvas.getByRole('heading', { level: 3 })).queryByRole('link')).toBeNull();
    await clickAt(canvas.getByRole('link', { name: 'Live demo' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Current page: /projects/3/demo');
  },
};

/** A captioned picture: a `figure` root, the media, and a `figcaption` in the body. */
export const CaptionedPicture: Story = {
  decorators: [narrow],
  args: { as: 'figure', size: 'lg' },
  render: (args) => (
    <Card.Root {...args}>
      <Card.Media aspectRatio="3 / 2">
        <Illustration flip />
      </Card.Media>
      <Card.Content>
        <Card.Body>
          <figcaption>The team reviewing a release on the studio screen.</figcaption>
        </Card.Body>
      </Card.Content>
    </Card.Root>
  ),
  play: async ({ canvasElement }) => {
    const figure = canvasElement.querySelector('figure');
    await expect(figure).not.toBeNull();
    await expect(figure!.querySelector('figcaption')).toHaveTextContent('The team reviewing a release');
  },
};
