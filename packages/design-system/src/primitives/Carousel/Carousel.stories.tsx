import type { Meta, StoryObj } from '@storybook/react-vite';
import { Quote } from 'lucide-react';
import type { ReactNode } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { vars } from '../../theme/contract.css';
import { Button } from '../Button';
import { Carousel, type CarouselRootProps } from './index';

// ---------- Demo slides, built from theme roles only ----------

const gradients = [
  `linear-gradient(135deg, ${vars.color.primary}, ${vars.color.accent})`,
  `linear-gradient(225deg, ${vars.color.primary}, ${vars.color.accent})`,
  `linear-gradient(160deg, ${vars.color.accent}, ${vars.color.primary})`,
  `linear-gradient(45deg, ${vars.color.primary}, ${vars.color.accent})`,
  `linear-gradient(315deg, ${vars.color.accent}, ${vars.color.primary})`,
  `linear-gradient(90deg, ${vars.color.primary}, ${vars.color.accent})`,
];

const blurbs = [
  'Design systems that ship: tokens, components and documentation in one place.',
  'Fast, accessible web apps built on a typed, tested foundation.',
  'Mobile apps with native feel, from prototype to store release.',
  'Cloud platforms that scale quietly, with costs you can read.',
  'Analytics and SEO that turn traffic into decisions.',
  'AI features wired into the products your teams already use.',
];

function DemoSlide({ n, action = false }: { n: number; action?: boolean }) {
  return (
    <article
      style={{
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'flex-end',
        alignItems: 'flex-start',
        gap: vars.space[3],
        minHeight: '17rem',
        padding: vars.space[8],
        borderRadius: vars.radius.lg,
        background: gradients[(n - 1) % gradients.length],
        color: vars.color.onPrimary,
        boxShadow: vars.shadow.md,
      }}
    >
      <h3 style={{ fontSize: vars.font.size['3xl'], fontWeight: vars.font.weight.bold }}>Slide {n}</h3>
      <p style={{ maxWidth: '36rem', fontSize: vars.font.size.lg }}>{blurbs[(n - 1) % blurbs.length]}</p>
      {action && (
        <Button variant="secondary" size="sm">
          Explore slide {n}
        </Button>
      )}
    </article>
  );
}

const demoSlides = (count: number, action = false) =>
  Array.from({ length: count }, (_, i) => (
    <Carousel.Slide key={i}>
      <DemoSlide n={i + 1} action={action} />
    </Carousel.Slide>
  ));

const testimonials = [
  ['Amara Okafor', 'CTO, Northwind Labs', 'They rebuilt our platform in two months and every page got faster.'],
  ['Jonas Weber', 'Founder, Brightline', 'Clear weekly demos, honest estimates and code our team enjoys owning.'],
  ['Priya Raman', 'Head of Product, Lumen', 'The design system paid for itself within the first quarter.'],
  ['Diego Santos', 'COO, Harbor Health', 'Our booking flow finally works for every patient, on every phone.'],
  ['Mei Tanaka', 'Marketing Lead, Orbit', 'Organic traffic doubled after the SEO and performance work.'],
  ['Liam Carter', 'CEO, Fieldstone', 'A partner that explains trade-offs instead of hiding them.'],
] as const;

function QuoteCard({ name, role, quote }: { name: string; role: string; quote: string }) {
  return (
    <figure
      style={{
        display: 'flex',
        flexDirection: 'column',
        gap: vars.space[4],
        margin: 0,
        padding: vars.space[8],
        borderRadius: vars.radius.lg,
        border: `1px solid ${vars.color.borderSubtle}`,
        background: vars.color.surfaceRaised,
        boxShadow: vars.shadow.md,
      }}
    >
      <Quote aria-hidden="true" style={{ width: '2rem', height: '2rem', color: vars.color.primary }} />
      <blockquote style={{ margin: 0, flex: 1, fontSize: vars.font.size.lg, lineHeight: vars.font.lineHeight.normal }}>
        {quote}
      </blockquote>
      <figcaption>
        <strong style={{ display: 'block' }}>{name}</strong>
        <span style={{ color: vars.color.textMuted, fontSize: vars.font.size.sm }}>{role}</span>
      </figcaption>
    </figure>
  );
}

const quoteSlides = testimonials.map(([name, role, quote]) => (
  <Carousel.Slide key={name}>
    <QuoteCard name={name} role={role} quote={quote} />
  </Carousel.Slide>
));

const demoThumbnails = (count: number) =>
  Array.from({ length: count }, (_, i) => (
    <span
      key={i}
      aria-hidden="true"
      style={{
        display: 'grid',
        placeItems: 'center',
        background: gradients[i % gradients.length],
        color: vars.color.onPrimary,
        fontWeight: vars.font.weight.bold,
      }}
    >
      {i + 1}
    </span>
  ));

// ---------- Helpers for the play functions ----------

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const dot = (canvas: Canvas, n: number) => canvas.getByRole('button', { name: `Go to slide ${n}` });
/** A slide by its label; slides out of view are hidden from the accessibility tree, so match the attribute. */
function slide(canvas: Canvas, n: number, total: number): HTMLElement {
  const found = canvas
    .getAllByRole('group', { hidden: true })
    .find((group) => group.getAttribute('aria-label') === `${n} of ${total}`);
  if (!found) throw new Error(`No slide labelled '${n} of ${total}'`);
  return found;
}

/** The position whose dot is marked current (1-based). */
function currentPosition(canvas: Canvas): number {
  const current = canvas
    .getAllByRole('button', { name: /^Go to slide \d+$/ })
    .find((button) => button.getAttribute('aria-current') === 'true');
  return Number(current?.getAttribute('aria-label')?.replace('Go to slide ', ''));
}

/** Slide n is the first one in view, and the movement has come to rest (for a stable screenshot). */
async function expectShowing(canvas: Canvas, n: number, total: number) {
  await waitFor(() => {
    const element = slide(canvas, n, total);
    expect(element).not.toHaveAttribute('aria-hidden');
    expect(element).not.toHaveAttribute('inert');
    const viewport = element.parentElement!.parentElement!;
    const offset = element.firstElementChild!.getBoundingClientRect().left - viewport.getBoundingClientRect().left;
    expect(Math.abs(offset)).toBeLessThan(0.02);
  });
}

const expectHidden = async (canvas: Canvas, n: number, total: number) => {
  await expect(slide(canvas, n, total)).toHaveAttribute('aria-hidden', 'true');
  await expect(slide(canvas, n, total)).toHaveAttribute('inert');
};

// ---------- Compositions of the parts ----------

/** The Root's props; each story composes the slides and the other parts itself. */
type RootArgs = CarouselRootProps;

/** The Root around its slides, a bar of controls and, when given, a row of thumbnails. */
function composed(args: RootArgs, parts: { slides: ReactNode; controls: ReactNode; thumbnails?: ReactNode }) {
  return (
    <Carousel.Root {...args}>
      <Carousel.Viewport>{parts.slides}</Carousel.Viewport>
      <Carousel.Controls>{parts.controls}</Carousel.Controls>
      {parts.thumbnails && <Carousel.Thumbnails>{parts.thumbnails}</Carousel.Thumbnails>}
    </Carousel.Root>
  );
}

/** The Pause/Play button at the start of the bar (it shows only while autoplay can run). */
const autoplayToggle = (
  <Carousel.ControlGroup align="start">
    <Carousel.AutoplayToggle />
  </Carousel.ControlGroup>
);

const arrows = (
  <Carousel.ControlGroup align="end">
    <Carousel.Previous />
    <Carousel.Next />
  </Carousel.ControlGroup>
);

const arrowsAndFullscreen = (
  <Carousel.ControlGroup align="end">
    <Carousel.Previous />
    <Carousel.Next />
    <Carousel.FullscreenToggle />
  </Carousel.ControlGroup>
);

/** Dots, then previous/next. */
const withArrows = (args: RootArgs, slides = demoSlides(5)) =>
  composed(args, {
    slides,
    controls: (
      <>
        <Carousel.Dots />
        {arrows}
      </>
    ),
  });

/** Testimonials: dots and no arrows. */
const testimonialsCarousel = (args: RootArgs) =>
  composed(args, {
    slides: quoteSlides,
    controls: (
      <>
        {autoplayToggle}
        <Carousel.Dots />
      </>
    ),
  });

// ---------- Stories ----------

const meta = {
  title: 'Primitives/Carousel',
  component: Carousel.Root,
  subcomponents: {
    'Carousel.Viewport': Carousel.Viewport,
    'Carousel.Slide': Carousel.Slide,
    'Carousel.Controls': Carousel.Controls,
    'Carousel.ControlGroup': Carousel.ControlGroup,
    'Carousel.AutoplayToggle': Carousel.AutoplayToggle,
    'Carousel.Dots': Carousel.Dots,
    'Carousel.Previous': Carousel.Previous,
    'Carousel.Next': Carousel.Next,
    'Carousel.FullscreenToggle': Carousel.FullscreenToggle,
    'Carousel.Thumbnails': Carousel.Thumbnails,
  },
  args: { label: 'Featured work', onSlideChange: fn() },
  render: (args) => withArrows(args),
  parameters: {
    docs: {
      description: {
        component:
          'A carousel region (embla-carousel) built from parts: `Carousel.Root` holds the options and state (slides per view by breakpoint, loop, autoplay that pauses on hover and focus, waits while a splash covers it, never under reduced motion); `Carousel.Viewport` holds the `Carousel.Slide`s; `Carousel.Controls` lays out `Carousel.AutoplayToggle`, `Carousel.Dots`, `Carousel.Previous`/`Carousel.Next` and `Carousel.FullscreenToggle` (in `Carousel.ControlGroup`s at either end); `Carousel.Thumbnails` adds a row of thumbnails. Each part names itself in English unless given its label. Arrow keys, Home and End move it while focus is inside; slides out of view are inert.',
      },
    },
  },
} satisfies Meta<typeof Carousel.Root>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const region = canvas.getByRole('region', { name: 'Featured work' });
    await expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    await expect(slide(canvas, 1, 5)).toHaveAttribute('aria-roledescription', 'slide');
    await expectShowing(canvas, 1, 5);
    await expectHidden(canvas, 2, 5);
    await expect(dot(canvas, 1)).toHaveAttribute('aria-current', 'true');
    // Without loop there is nothing before the first slide.
    await expect(canvas.getByRole('button', { name: 'Previous slide' })).toHaveAttribute('aria-disabled', 'true');
    // No autoplay, so no Pause/Play button.
    await expect(canvas.queryByRole('button', { name: /autoplay/ })).toBeNull();

    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }));
    await expect(args.onSlideChange).toHaveBeenLastCalledWith(1);
    await expect(dot(canvas, 2)).toHaveAttribute('aria-current', 'true');
    await expect(dot(canvas, 1)).not.toHaveAttribute('aria-current');
    await expectShowing(canvas, 2, 5);
    await expectHidden(canvas, 1, 5);
    await expect(canvas.getByRole('button', { name: 'Previous slide' })).not.toHaveAttribute('aria-disabled');
  },
};

const testimonialArgs = {
  label: 'Client testimonials',
  slidesPerView: { base: 1, md: 2 },
  loop: true,
} as const;

export const TwoPerView: Story = {
  args: testimonialArgs,
  render: testimonialsCarousel,
  play: async ({ canvas }) => {
    // 1024 px wide: two testimonials side by side, the rest out of reach.
    await expectShowing(canvas, 1, 6);
    await waitFor(() => expect(slide(canvas, 2, 6)).not.toHaveAttribute('aria-hidden'));
    await expectHidden(canvas, 3, 6);
    await expect(canvas.queryByRole('button', { name: 'Next slide' })).toBeNull();
    // Loop: one dot per slide.
    await expect(canvas.getAllByRole('button', { name: /^Go to slide/ })).toHaveLength(6);
    const first = slide(canvas, 1, 6).getBoundingClientRect();
    const second = slide(canvas, 2, 6).getBoundingClientRect();
    await expect(Math.abs(first.width - second.width)).toBeLessThan(1);
    await expect(second.left).toBeGreaterThan(first.left + first.width / 2);

    await userEvent.click(dot(canvas, 3));
    await expectShowing(canvas, 3, 6);
    // The in-view state settles when the slide animation ends.
    await waitFor(() => expect(slide(canvas, 4, 6)).not.toHaveAttribute('aria-hidden'));
    await expectHidden(canvas, 2, 6);
  },
};

export const OnPhone: Story = {
  args: testimonialArgs,
  render: testimonialsCarousel,
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    // Under 768 px: one testimonial at a time, as wide as the carousel.
    await expectShowing(canvas, 1, 6);
    await expectHidden(canvas, 2, 6);
    const region = canvas.getByRole('region', { name: 'Client testimonials' }).getBoundingClientRect();
    const card = slide(canvas, 1, 6).firstElementChild!.getBoundingClientRect();
    await expect(Math.abs(card.width - region.width)).toBeLessThan(1);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Autoplay: Story = {
  args: { ...testimonialArgs, autoplay: { interval: 700 } },
  render: testimonialsCarousel,
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Pause autoplay' });
    await expect(currentPosition(canvas)).toBe(1);
    // It advances by itself.
    await waitFor(() => expect(currentPosition(canvas)).toBeGreaterThan(1));

    // Hovering pauses it: nothing moves for longer than the interval.
    const viewport = slide(canvas, 1, 6).parentElement!.parentElement!;
    await userEvent.hover(viewport);
    const pausedAt = currentPosition(canvas);
    await sleep(1100);
    await expect(currentPosition(canvas)).toBe(pausedAt);

    // Leaving resumes it.
    await userEvent.unhover(viewport);
    await waitFor(() => expect(currentPosition(canvas)).not.toBe(pausedAt));

    // The Pause button stops it for good (WCAG 2.2.2), even with the pointer away.
    await userEvent.click(toggle);
    await expect(toggle).toHaveAccessibleName('Start autoplay');
    await userEvent.unhover(toggle);
    const stoppedAt = currentPosition(canvas);
    await sleep(1100);
    await expect(currentPosition(canvas)).toBe(stoppedAt);
    await expectShowing(canvas, stoppedAt, 6);
  },
};

export const StopOnInteraction: Story = {
  args: { ...testimonialArgs, autoplay: { interval: 700, stopOnInteraction: true } },
  render: (args) =>
    composed(args, {
      slides: quoteSlides,
      controls: (
        <>
          {autoplayToggle}
          <Carousel.Dots />
          {arrows}
        </>
      ),
    }),
  play: async ({ canvas }) => {
    await waitFor(() => expect(currentPosition(canvas)).toBeGreaterThan(1));
    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }));
    const stoppedAt = currentPosition(canvas);
    // A manual action stops autoplay for good: the button now offers to start it again.
    await expect(canvas.getByRole('button', { name: 'Start autoplay' })).toBeVisible();
    await userEvent.unhover(canvas.getByRole('button', { name: 'Next slide' }));
    await userEvent.click(document.body);
    await sleep(1100);
    await expect(currentPosition(canvas)).toBe(stoppedAt);
    await expectShowing(canvas, stoppedAt, 6);
  },
};

export const Loop: Story = {
  args: { loop: true, startIndex: 3 },
  render: (args) => withArrows(args, demoSlides(4)),
  play: async ({ canvas, args }) => {
    await expectShowing(canvas, 4, 4);
    await expect(canvas.getByRole('button', { name: 'Next slide' })).not.toHaveAttribute('aria-disabled');
    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }));
    await expect(args.onSlideChange).toHaveBeenLastCalledWith(0);
    await expect(dot(canvas, 1)).toHaveAttribute('aria-current', 'true');
    await expectShowing(canvas, 1, 4);
    // And back again, backwards.
    await userEvent.click(canvas.getByRole('button', { name: 'Previous slide' }));
    await expect(dot(canvas, 4)).toHaveAttribute('aria-current', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }));
    await expectShowing(canvas, 1, 4);
  },
};

export const Keyboard: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Featured work' });
    await userEvent.tab();
    await expect(region).toHaveFocus();

    await userEvent.keyboard('{ArrowRight}');
    await expect(dot(canvas, 2)).toHaveAttribute('aria-current', 'true');
    await userEvent.keyboard('{End}');
    await expect(dot(canvas, 5)).toHaveAttribute('aria-current', 'true');
    await userEvent.keyboard('{Home}');
    await expect(dot(canvas, 1)).toHaveAttribute('aria-current', 'true');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(dot(canvas, 1)).toHaveAttribute('aria-current', 'true');

    // The dots come next in the Tab order; Enter selects.
    await userEvent.tab();
    await expect(dot(canvas, 1)).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(dot(canvas, 3)).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(dot(canvas, 3)).toHaveAttribute('aria-current', 'true');
    // Arrow keys work from the dots too.
    await userEvent.keyboard('{ArrowRight}');
    await expect(dot(canvas, 4)).toHaveAttribute('aria-current', 'true');
    await userEvent.keyboard('{ArrowLeft}');
    await expectShowing(canvas, 3, 5);
    await expect(dot(canvas, 3)).toHaveFocus();
  },
};

export const InertSlides: Story = {
  render: (args) => withArrows(args, demoSlides(5, true)),
  play: async ({ canvas }) => {
    // Slides out of view are inert: their controls cannot take focus.
    // (Tab order itself is checked with real key presses in Carousel.test.tsx.)
    const first = canvas.getByRole('button', { name: 'Explore slide 1' });
    const second = canvas.getByRole('button', { name: 'Explore slide 2', hidden: true });
    second.focus();
    await expect(second).not.toHaveFocus();
    await expect(canvas.queryByRole('button', { name: 'Explore slide 2' })).toBeNull();

    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }));
    await expectShowing(canvas, 2, 5);
    second.focus();
    await expect(second).toHaveFocus();
    // The slide that left turns inert once the move has settled.
    await waitFor(() => expectHidden(canvas, 1, 5));
    first.focus();
    await expect(first).not.toHaveFocus();
    await expect(second).toHaveFocus();
  },
};

export const Thumbnails: Story = {
  args: { label: 'Project gallery' },
  render: (args) =>
    composed(args, {
      slides: demoSlides(5),
      controls: (
        <>
          <Carousel.Dots />
          {arrows}
        </>
      ),
      thumbnails: demoThumbnails(5),
    }),
  play: async ({ canvas, args }) => {
    const thumbnails = within(canvas.getByRole('group', { name: 'Slide thumbnails' })).getAllByRole('button');
    await expect(thumbnails).toHaveLength(5);
    await expect(thumbnails[0]).toHaveAccessibleName('Show slide 1');
    await expect(thumbnails[0]).toHaveAttribute('aria-current', 'true');

    await userEvent.click(canvas.getByRole('button', { name: 'Show slide 4' }));
    await expect(args.onSlideChange).toHaveBeenLastCalledWith(3);
    await expect(thumbnails[3]).toHaveAttribute('aria-current', 'true');
    await expect(thumbnails[0]).not.toHaveAttribute('aria-current');
    await expect(dot(canvas, 4)).toHaveAttribute('aria-current', 'true');
    await expectShowing(canvas, 4, 5);
  },
};

export const Fullscreen: Story = {
  args: { label: 'Project gallery', loop: true },
  render: (args) =>
    composed(args, {
      slides: demoSlides(5),
      controls: (
        <>
          <Carousel.Dots />
          {arrowsAndFullscreen}
        </>
      ),
    }),
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Project gallery' });
    const button = canvas.getByRole('button', { name: 'Enter full screen' });

    // Watch the request the button makes, to know whether this browser granted it.
    let request: Promise<void> | undefined;
    const original = region.requestFullscreen;
    region.requestFullscreen = (options?: FullscreenOptions) => (request = original.call(region, options));
    await userEvent.click(button);
    await expect(request).toBeDefined();
    const granted = await request!.then(
      () => true,
      () => false,
    );
    delete (region as Partial<HTMLElement>).requestFullscreen;

    if (granted) {
      await waitFor(() => expect(document.fullscreenElement).toBe(region));
      await waitFor(() => expect(button).toHaveAccessibleName('Exit full screen'));
      await userEvent.click(button);
      await waitFor(() => expect(document.fullscreenElement).toBeNull());
      await waitFor(() => expect(button).toHaveAccessibleName('Enter full screen'));
    } else {
      // Refused (e.g. a synthetic click carries no user activation): the carousel stays inline and usable.
      await expect(document.fullscreenElement).toBeNull();
      await expect(button).toHaveAccessibleName('Enter full screen');
    }
    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }));
    await expectShowing(canvas, 2, 5);
  },
};

export const GalleryOnPhone: Story = {
  args: { label: 'Project gallery', loop: true, autoplay: { interval: 5000, stopOnInteraction: true } },
  // Every part.
  render: (args) =>
    composed(args, {
      slides: demoSlides(6),
      controls: (
        <>
          {autoplayToggle}
          <Carousel.Dots />
          {arrowsAndFullscreen}
        </>
      ),
      thumbnails: demoThumbnails(6),
    }),
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    // Every control at once, on a phone: nothing wider than the screen.
    await userEvent.click(canvas.getByRole('button', { name: 'Pause autoplay' }));
    await expect(canvas.getByRole('button', { name: 'Start autoplay' })).toBeVisible();
    for (const name of ['Previous slide', 'Next slide', 'Enter full screen', 'Go to slide 6']) {
      const box = canvas.getByRole('button', { name }).getBoundingClientRect();
      await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    }
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    // The thumbnail row scrolls on its own to keep the current one in sight.
    await userEvent.click(canvas.getByRole('button', { name: 'Go to slide 6' }));
    const row = canvas.getByRole('group', { name: 'Slide thumbnails' }).getBoundingClientRect();
    await waitFor(() => {
      const thumb = canvas.getByRole('button', { name: 'Show slide 6' }).getBoundingClientRect();
      expect(thumb.right).toBeLessThanOrEqual(row.right);
    });
    await expectShowing(canvas, 6, 6);
  },
};
