import type { Meta, StoryObj } from '@storybook/react-vite';
import { ArrowRight } from 'lucide-react';
import { expect } from 'storybook/test';
import { vars } from '../../theme/contract.css';
import { Button } from '../../primitives/Button';
import { PageHero } from './PageHero';

/** A team-at-work illustration drawn from theme roles, so it follows the theme. */
function Illustration() {
  return (
    <svg
      viewBox="0 0 480 320"
      role="img"
      aria-label="Illustration of a dashboard with charts"
      style={{ width: '100%', height: 'auto', borderRadius: vars.radius.lg, boxShadow: vars.shadow.lg }}
    >
      <rect width="480" height="320" style={{ fill: vars.color.primarySubtle }} />
      <circle cx="420" cy="40" r="90" style={{ fill: vars.color.accentSubtle }} />
      <rect x="48" y="40" width="384" height="240" rx="16" style={{ fill: vars.color.surfaceRaised }} />
      <rect x="48" y="40" width="384" height="32" rx="16" style={{ fill: vars.color.surfaceSunken }} />
      <rect x="72" y="96" width="120" height="10" rx="5" style={{ fill: vars.color.text }} />
      <rect x="72" y="116" width="80" height="8" rx="4" style={{ fill: vars.color.borderSubtle }} />
      {[0, 1, 2, 3, 4].map((i) => (
        <rect
          key={i}
          x={76 + i * 32}
          y={250 - (i % 2 ? 90 : 60) - i * 8}
          width="20"
          height={(i % 2 ? 90 : 60) + i * 8}
          rx="5"
          style={{ fill: i % 2 ? vars.color.accent : vars.color.primary }}
        />
      ))}
      <circle cx="340" cy="180" r="50" style={{ fill: 'none', stroke: vars.color.borderSubtle, strokeWidth: 16 }} />
      <path
        d="M340 130a50 50 0 0 1 47.6 65.5"
        style={{ fill: 'none', stroke: vars.color.primary, strokeWidth: 16, strokeLinecap: 'round' }}
      />
    </svg>
  );
}

const navHeightPx = 80;

const meta = {
  title: 'Patterns/PageHero',
  component: PageHero,
  args: {
    eyebrow: 'Our Work',
    title: 'Products',
    subtitle:
      'Platforms and apps we have designed and built for clinics, schools and online businesses. Open one to see how it works and where it stands.',
  },
  parameters: {
    layout: 'fullscreen',
  },
} satisfies Meta<typeof PageHero>;

export default meta;
type Story = StoryObj<typeof meta>;

const phone = { viewport: { value: 'phone', isRotated: false } };

/** On a phone the heading stays inside the screen and the page does not scroll sideways. */
const headingFitsThePhone: Story['play'] = async ({ canvas }) => {
  await document.fonts.ready;
  const heading = canvas.getByRole('heading', { level: 1 });
  await expect(heading.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
};

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await document.fonts.ready;
    const heading = canvas.getByRole('heading', { level: 1, name: 'Products' });
    await expect(heading).toBeVisible();
    await expect(canvas.getByText('Our Work')).toBeVisible();
    // The text clears the fixed navigation bar (5rem) with room to spare.
    await expect(canvasElement.querySelector('hgroup')!.getBoundingClientRect().top).toBeGreaterThan(navHeightPx);
    // Centred: the heading's midpoint is the page's midpoint.
    const box = heading.getBoundingClientRect();
    await expect(Math.abs(box.left + box.width / 2 - window.innerWidth / 2)).toBeLessThanOrEqual(2);
    // Decoration is hidden from assistive technology.
    for (const layer of canvasElement.querySelectorAll('section > span')) {
      await expect(layer).toHaveAttribute('aria-hidden', 'true');
    }
  },
};

export const TitleOnly: Story = {
  args: { eyebrow: undefined, subtitle: undefined, title: 'Projects' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
    await expect(canvas.queryByRole('paragraph')).toBeNull();
  },
};

export const WithHighlightAndActions: Story = {
  args: {
    eyebrow: 'Solutions',
    title: 'Solutions that hold up in production',
    highlight: 'in production',
    subtitle:
      'What every engagement includes, whatever we build for you: security, support, performance and an honest working relationship.',
    actions: (
      <>
        <Button href="/booking" iconEnd={<ArrowRight />}>
          Get Started
        </Button>
        <Button href="/contact" variant="secondary">
          Contact Us
        </Button>
      </>
    ),
  },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 1 });
    // The highlight is part of the heading's text, not a separate element for assistive technology.
    await expect(heading).toHaveAccessibleName('Solutions that hold up in production');
    await expect(canvas.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/booking');
    // Actions sit under the subtitle.
    const subtitle = canvas.getByText(/What every engagement/);
    await expect(canvas.getByRole('link', { name: 'Contact Us' }).getBoundingClientRect().top).toBeGreaterThan(
      subtitle.getBoundingClientRect().bottom,
    );
  },
};

export const StartWithAside: Story = {
  args: {
    align: 'start',
    eyebrow: 'Northwind Digital',
    title: 'About',
    subtitle: 'Who we are, how we work and why clients stay with us after launch.',
    aside: <Illustration />,
  },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 1, name: 'About' });
    const picture = canvas.getByRole('img', { name: /dashboard/ });
    // From lg up the aside sits beside the text, vertically centred with it.
    await expect(picture.getBoundingClientRect().left).toBeGreaterThan(heading.getBoundingClientRect().right);
    await expect(heading.getBoundingClientRect().left).toBeLessThan(window.innerWidth / 4);
  },
};

export const OnPhone: Story = {
  args: {
    eyebrow: 'Solutions',
    title: 'Solutions that hold up in production',
    subtitle:
      'What every engagement includes, whatever we build for you: security, support, performance and an honest working relationship.',
  },
  globals: phone,
  play: headingFitsThePhone,
};

export const AsideOnPhone: Story = {
  args: StartWithAside.args,
  globals: phone,
  play: async ({ canvas }) => {
    const subtitle = canvas.getByText(/Who we are/);
    const picture = canvas.getByRole('img', { name: /dashboard/ });
    // On a phone the aside stacks under the text, full width, without horizontal scroll.
    await expect(picture.getBoundingClientRect().top).toBeGreaterThan(subtitle.getBoundingClientRect().bottom);
    await expect(picture.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const LongTitleOnPhone: Story = {
  args: {
    eyebrow: undefined,
    title: 'Internationalisation-ready multilingual platforms',
    subtitle: 'A word wider than the screen wraps inside the banner and never pushes the page sideways.',
  },
  globals: phone,
  play: headingFitsThePhone,
};
