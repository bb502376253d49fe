import type { Meta, StoryObj } from '@storybook/react-vite';
import { ArrowRight, Bot, Code, GitBranch, ShieldCheck, Smartphone } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Grid, Inline } from '../../layout';
import { vars } from '../../theme/contract.css';
import { Badge } from '../Badge';
import { Icon } from '../Icon';
import { Link } from '../LinkProvider';
import { Card } from './Card';
import { CardShell } from './CardShell';
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

const meta = {
  title: 'Primitives/Card',
  component: Card,
  args: {
    eyebrow: 'Case study',
    title: 'E-commerce dashboard',
    children: <p>Real-time sales, inventory and customer insights in one place, built for a growing retailer.</p>,
  },
  parameters: {
    docs: {
      description: {
        component:
          'A content card: surfaces and elevations, a media slot, a badge slot, and header/body/footer. With `href` (or `onClick`) the whole card is one click target, yet the only focusable element is the title, a real link (through LinkProvider) or button, stretched over the card. Other links inside keep their own clicks.',
      },
    },
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  decorators: [narrow],
  args: { footer: <Badge size="sm">3 months</Badge> },
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
        <Card key={surface} {...args} surface={surface} eyebrow={surface} title={`${surface} surface`} />
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
        <Card key={elevation} {...args} elevation={elevation} eyebrow="Elevation" title={`Level ${elevation}`} />
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
  args: {
    media: <Illustration />,
    badge: (
      <Badge tone="primary" variant="solid" size="sm">
        70%
      </Badge>
    ),
    footer: (
      <Inline as="ul" gap="2" aria-label="Technologies" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {['React', 'Node.js', 'MongoDB'].map((name) => (
          <li key={name}>
            <Badge size="sm">{name}</Badge>
          </li>
        ))}
      </Inline>
    ),
  },
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
  args: { media: <Illustration flip />, mediaAspectRatio: '1', surface: 'outline', elevation: 0 },
  play: async ({ canvasElement }) => {
    const box = canvasElement.querySelector('svg')!.parentElement!.getBoundingClientRect();
    await expect(Math.round(box.width)).toBe(Math.round(box.height));
  },
};

export const WithIconAndBadge: Story = {
  decorators: [narrow],
  args: {
    icon: <Icon icon={ShieldCheck} size="lg" contained="subtle" />,
    badge: (
      <Badge tone="success" size="sm">
        99.99% uptime
      </Badge>
    ),
    eyebrow: undefined,
    title: 'Enterprise Security',
    children: (
      <>
        <p>Security built in from the first commit.</p>
        <ul style={{ margin: 0, paddingLeft: '1.25em' }}>
          <li>OWASP practices</li>
          <li>Encrypted data at rest</li>
          <li>Role-based access</li>
        </ul>
      </>
    ),
  },
  play: async ({ canvas }) => {
    const badge = canvas.getByText('99.99% uptime').getBoundingClientRect();
    const title = canvas.getByRole('heading', { name: 'Enterprise Security' }).getBoundingClientRect();
    // Badge in the header: above the title, at the right.
    await expect(badge.bottom).toBeLessThanOrEqual(title.top);
    await expect(badge.right).toBeGreaterThan(title.left + title.width / 2);
  },
};

export const InteractiveLink: Story = {
  args: { href: '/booking', onClick: fn(), media: <Illustration />, title: 'Web Development' },
  decorators: [narrow, withRouter],
  play: async ({ canvas, args }) => {
    const link = canvas.getByRole('link', { name: 'Web Development' });
    await expect(link).toHaveAttribute('href', '/booking');
    await expect(link).toHaveAttribute('data-router-link');
    // A click on the body text, not the title, lands on the title's link.
    const hit = await clickAt(canvas.getByText(/Real-time sales/));
    await expect(hit).toBe(link);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('status')).toHaveTextContent('Current page: /booking');
    // So does a click on the media.
    await expect(await clickAt(link.closest('article')!.querySelector('svg')!)).toBe(link);
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

export const InteractiveLinkKeyboard: Story = {
  args: { href: '/booking', onClick: fn(), title: 'Mobile Development', eyebrow: 'Service' },
  decorators: [narrow, withRouter],
  play: async ({ canvas, args }) => {
    const link = canvas.getByRole('link', { name: 'Mobile Development' });
    // The card is one tab stop: its link.
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('status')).toHaveTextContent('Current page: /booking');
    // The ring goes around the whole card (on the overlay), not the title text.
    const ring = getComputedStyle(link, '::after');
    await expect(ring.outlineStyle).toBe('solid');
    await expect(getComputedStyle(link).outlineStyle).toBe('none');
  },
};

export const InteractiveButton: Story = {
  decorators: [narrow],
  args: {
    onClick: fn(),
    surface: 'gradient',
    icon: <Icon icon={Bot} size="lg" />,
    eyebrow: undefined,
    title: 'AI Integration',
    children: <p>Chatbots, smart search and automation, added to the product you already have.</p>,
  },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'AI Integration' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
    // A click on the body text, not the title, lands on the title's button.
    await expect(await clickAt(canvas.getByText(/Chatbots, smart search/))).toBe(button);
    await expect(args.onClick).toHaveBeenCalledTimes(3);
  },
};

export const WithSecondaryLink: Story = {
  args: {
    href: '/projects/3',
    onClick: fn(),
    media: <Illustration flip />,
    footer: (
      <>
        <Link href="/projects/3/source" style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
          <GitBranch size={16} aria-hidden="true" />
          Source Code
        </Link>
        <Link href="/projects/3/demo" style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
          Live Demo
          <ArrowRight size={16} aria-hidden="true" />
        </Link>
      </>
    ),
  },
  decorators: [narrow, withRouter],
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
    await expect(args.onClick).not.toHaveBeenCalled();
    // The rest of the card still opens the project.
    await expect(await clickAt(canvas.getByText(/Real-time sales/))).toBe(main);
    await expect(canvas.getByRole('status')).toHaveTextContent('Current page: /projects/3');
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const LongTitle: Story = {
  args: {
    href: '/projects/1',
    titleAs: 'h2',
    eyebrow: 'Healthcare',
    title:
      'A clinic platform with an AI multilingual chatbot that books appointments, answers questions and hands over to staff',
    badge: (
      <Badge tone="accent" size="sm">
        01
      </Badge>
    ),
  },
  decorators: [narrow, withRouter],
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
          <Card
            as="div"
            href="/booking"
            surface={i === 0 ? 'gradient' : 'raised'}
            icon={<Icon icon={service.icon} size="md" contained={i === 0 ? undefined : 'gradient'} />}
            title={service.title}
          >
            <p>{service.text}</p>
          </Card>
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

/** `CardShell`: the same chrome around a layout of its own, at each padding; a selected option; the tinted surface. */
export const Shells: Story = {
  render: () => (
    <Grid columns={{ base: 1, md: 3 }} gap="6">
      {(['sm', 'md', 'lg'] as const).map((padding) => (
        <CardShell key={padding} padding={padding} data-testid={padding}>
          <p>Padding {padding}</p>
        </CardShell>
      ))}
      <CardShell selected elevation={2} data-testid="selected">
        <p>Selected option</p>
      </CardShell>
      <CardShell surface="tinted" data-testid="tinted">
        <p>Tinted surface</p>
      </CardShell>
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

/** A picture alone in a thin frame of the tinted surface: every corner rounded, inside the frame. */
export const FramedPicture: Story = {
  decorators: [narrow],
  args: {
    title: undefined,
    eyebrow: undefined,
    children: undefined,
    media: <Illustration />,
    framed: true,
    surface: 'tinted',
    elevation: 3,
  },
  play: async ({ canvasElement }) => {
    const media = canvasElement.querySelector('svg')!.parentElement!;
    const card = media.parentElement!;
    await expect(card.children).toHaveLength(1);
    await expect(media.getBoundingClientRect().left - card.getBoundingClientRect().left).toBeGreaterThan(8);
    await expect(parseFloat(getComputedStyle(media).borderBottomLeftRadius)).toBeGreaterThan(0);
  },
};
