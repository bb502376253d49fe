/**
 * Business constants of the app shell and the Home page (spec, section 9).
 * Durations are in the unit named by the key suffix: `Ms` milliseconds, `S` seconds, `Px` CSS pixels.
 */

/** Splash screen: how long the logo and welcome line show before the app. */
export const splash = {
  durationMs: 3000,
} as const;

/** Navigation bar. */
export const nav = {
  /** Fixed bar height. */
  height: '5rem',
  /** Scroll beyond this turns the transparent bar near-white with blur and shadow. */
  scrolledThresholdPx: 100,
  /** A second scroll flag; what it controls is not shown in the spec. */
  secondScrollFlagPx: 300,
} as const;

/** Floating back-to-top button: visible when the page is scrolled beyond this. */
export const backToTop = {
  thresholdPx: 300,
} as const;

/** Footer entrance animation. */
export const footerMotion = {
  staggerS: 0.2,
} as const;

/** Hero entrance delays, in order: headline, sub-text, calls to action and social icons. */
export const heroDelaysS = [0.5, 0.8, 1.1] as const;

/** Gradient animation of the features section (and other animated gradients). */
export const gradientAnimationS = 8;

/** Services grid. */
export const servicesGrid = {
  cards: 8,
  /** Columns on large screens. */
  columnsLarge: 4,
} as const;

/** Portfolio list on the Home page. */
export const portfolio = {
  /** Projects shown before 'View All Projects'; the toggle appears only when there are more. */
  initialVisible: 3,
  /** A card's scroll-in delay is this times its index. */
  cardDelayStepS: 0.2,
  /** Fixed team size shown on every card ('Team: 2'). */
  teamSize: 2,
} as const;

/**
 * Home section delays, in the spec's order. Assigned to the six Home sections in page order:
 * hero, services, who-we-are, portfolio, trust, testimonials.
 */
export const homeSectionDelays = [0, 0.1, 0.2, 0.3, 0.5, 0.6] as const;

/** The section each Home delay belongs to (same order as `homeSectionDelays`). */
export const homeSectionOrder = ['hero', 'services', 'whoWeAre', 'portfolio', 'trust', 'testimonials'] as const;

/** A Home section name. */
export type HomeSection = (typeof homeSectionOrder)[number];

/** The delay of a Home section, looked up by name. */
export function homeSectionDelay(section: HomeSection): number {
  return homeSectionDelays[homeSectionOrder.indexOf(section)] ?? 0;
}

/** Scroll-in animation of Home sections and cards. */
export const homeScrollIn = {
  durationMs: 800,
  /** Runs once, not again when scrolled back into view. */
  once: true,
  /** Trigger offset from the viewport edge. */
  offsetPx: 100,
  /** The animation delay in ms is the section delay times this factor (spec: "times 100 ms"). */
  delayFactorMs: 100,
} as const;

/** Scroll-in delay in ms for a section delay as listed in `homeSectionDelays` (0.3 → 30 ms). */
export function scrollInDelayMs(sectionDelay: number): number {
  return Math.round(sectionDelay * homeScrollIn.delayFactorMs);
}

/** Testimonials carousel. */
export const testimonialCarousel = {
  /** Slides visible at once from `breakpointPx` up. */
  slidesToShow: 2,
  /** Slides visible below `breakpointPx`. */
  slidesToShowNarrow: 1,
  breakpointPx: 768,
  slidesToScroll: 1,
  /** Slide transition duration. */
  speedMs: 600,
  autoplay: true,
  autoplayIntervalMs: 6000,
  dots: true,
  arrows: false,
  infinite: true,
  pauseOnHover: true,
} as const;
