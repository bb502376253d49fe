import type { Meta, StoryObj } from '@storybook/react-vite';
import { AtSign, BriefcaseBusiness, MessageCircle } from 'lucide-react';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { vars, Button } from '@agency/design-system';
import { HomeHero, type HomeHeroProps } from './HomeHero';

const navHeightPx = 80;

/** The built-in illustration: the one decorative `div` (icons and glows are spans). */
const visualOf = (root: HTMLElement) => root.querySelector<HTMLElement>('div[aria-hidden="true"]')!;

const social = [
  { label: 'Chat with us on WhatsApp', href: 'https://wa.me/913346001200', icon: <MessageCircle /> },
  { label: 'LinkedIn', href: 'https://www.linkedin.com/company/northwind-digital', icon: <BriefcaseBusiness /> },
  { label: 'Twitter', href: '#', icon: <AtSign /> },
];

const meta = {
  title: 'Site sections/HomeHero',
  component: HomeHero,
  args: {
    eyebrow: 'Web · Mobile · AI',
    title: 'Software that helps your business grow',
    highlight: 'your business grow',
    subtitle:
      'We design, build and run websites, mobile apps and AI features for growing businesses. One small senior team, from the first workshop to launch and the support that follows.',
    actions: (
      <>
        <Button href="/contact" size="lg">
          Get Free Consultation
        </Button>
        <Button href="/booking" variant="secondary" size="lg">
          View Our Services
        </Button>
      </>
    ),
    social: { label: 'Contact and social links', links: social },
    delays: { headline: 0.5, subtitle: 0.8, actions: 1.1 },
  },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          "The home page's opening banner: a pill eyebrow, the page's `h1` with a gradient highlight, the sub-text, calls to action and icon links on a soft brand glow and a faint grid. Beside it from lg (under it on tablets, left out on phones) sits a decorative product collage drawn from theme roles, or your own `visual`. It pads itself below the fixed 5rem navigation bar. Headline, sub-text and actions enter one after another after their `delays` (the spec's 0.5, 0.8 and 1.1 s), once `play` is true; under reduced motion everything is simply there.",
      },
    },
  },
} satisfies Meta<typeof HomeHero>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await document.fonts.ready;
    const heading = canvas.getByRole('heading', { level: 1, name: 'Software that helps your business grow' });
    await expect(heading).toBeVisible();
    // The section is named by its heading.
    await expect(canvas.getByRole('region', { name: 'Software that helps your business grow' })).toBeVisible();
    // Clear of the fixed navigation bar.
    await expect(canvasElement.querySelector('hgroup')!.getBoundingClientRect().top).toBeGreaterThan(navHeightPx);
    await expect(canvas.getByRole('link', { name: 'Get Free Consultation' })).toHaveAttribute('href', '/contact');
    await expect(canvas.getByRole('link', { name: 'View Our Services' })).toHaveAttribute('href', '/booking');
    const list = canvas.getByRole('list', { name: 'Contact and social links' });
    const links = within(list).getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('aria-label'))).toEqual(social.map((s) => s.label));
    await expect(links.map((link) => link.getAttribute('href'))).toEqual(social.map((s) => s.href));
    // The illustration sits beside the text and is decoration only.
    const visual = visualOf(canvasElement);
    await expect(visual.getBoundingClientRect().left).toBeGreaterThan(heading.getBoundingClientRect().left + 300);
  },
};

export const Keyboard: Story = {
  play: async ({ canvas }) => {
    const order = [
      canvas.getByRole('link', { name: 'Get Free Consultation' }),
      canvas.getByRole('link', { name: 'View Our Services' }),
      ...social.map((s) => canvas.getByRole('link', { name: s.label })),
    ];
    for (const element of order) {
      await userEvent.tab();
      await expect(element).toHaveFocus();
    }
  },
};

export const Tablet: Story = {
  globals: { viewport: { value: 'tablet', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    // The illustration follows the text.
    const actions = canvas.getByRole('list').getBoundingClientRect();
    const visual = visualOf(canvasElement);
    await expect(visual.getBoundingClientRect().top).toBeGreaterThan(actions.bottom);
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    // Text only: the illustration is left out so the actions stay in the first view.
    const visual = visualOf(canvasElement);
    await expect(visual.getBoundingClientRect().height).toBe(0);
    const first = canvas.getByRole('link', { name: 'Get Free Consultation' }).getBoundingClientRect();
    const second = canvas.getByRole('link', { name: 'View Our Services' }).getBoundingClientRect();
    // Full-width actions, one under the other, inside the first screen.
    await expect(Math.round(first.width)).toBe(Math.round(second.width));
    await expect(second.top).toBeGreaterThan(first.bottom);
    await expect(second.bottom).toBeLessThanOrEqual(740);
  },
};

export const WithoutVisual: Story = {
  args: { visual: null, eyebrow: undefined, highlight: 'grow' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvasElement.querySelector('hgroup')).toBeNull();
    await expect(canvasElement.querySelector('svg:not(.lucide)')).toBeNull();
  },
};

export const CustomVisual: Story = {
  args: {
    visual: (
      <svg viewBox="0 0 400 300" role="img" aria-label="Abstract brand shapes" style={{ width: '100%' }}>
        <rect width="400" height="300" rx="24" style={{ fill: vars.color.primarySubtle }} />
        <circle cx="140" cy="150" r="90" style={{ fill: vars.color.primary }} />
        <circle cx="260" cy="150" r="90" style={{ fill: vars.color.accent, opacity: 0.8 }} />
      </svg>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Abstract brand shapes' })).toBeVisible();
  },
};

/** While covered (e.g. by a splash screen) the hero waits; `play` starts its entrance. */
function HeldHero(args: HomeHeroProps) {
  const [play, setPlay] = useState(false);
  return (
    <>
      <HomeHero {...args} play={play} />
      <p style={{ padding: vars.space[4] }}>
        <button type="button" onClick={() => setPlay(true)}>
          Uncover
        </button>
      </p>
    </>
  );
}

export const HeldUntilPlay: Story = {
  render: (args) => <HeldHero {...args} />,
  play: async ({ canvas }) => {
    // Held at the start of its entrance until `play` turns true (the motion itself is checked in
    // Reveal.test.tsx: stories show entrances in their final state).
    const parts = () => [...canvas.getByRole('region').querySelectorAll<HTMLElement>('[data-reveal="load"]')];
    await expect(parts().length).toBeGreaterThan(0);
    for (const part of parts()) await expect(part).toHaveAttribute('data-reveal-paused');
    await userEvent.click(canvas.getByRole('button', { name: 'Uncover' }));
    for (const part of parts()) await waitFor(() => expect(part).not.toHaveAttribute('data-reveal-paused'));
    // Clicking may have scrolled the button into view; the screenshot shows the whole story from the top.
    await waitFor(async () => {
      window.scrollTo(0, 0);
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      await expect(window.scrollY).toBe(0);
    });
  },
};
