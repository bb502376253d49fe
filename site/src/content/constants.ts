/**
 * Business constants of the app shell and the Home page, as the spec fixes them. Motion and layout numbers
 * the design tokens already hold (scroll-in 800 ms, stagger 0.2 s, carousel 600 ms, gradient 8 s, the
 * 5rem bar, the 768 px breakpoint) are not repeated here: the components take them from the tokens.
 * Durations are in the unit named by the key suffix: `Ms` milliseconds, `S` seconds, `Px` CSS pixels.
 */

/** Splash screen: how long the logo and welcome line show before the app. */
export const splash = {
  durationMs: 3000,
  /** The session-storage key that says this tab's visit has shown it (it shows once per visit). */
  sessionKey: 'splash-seen',
  /**
   * Set on `<html>` by the page's first script, which lifts the splash; without it (the script failed to
   * load or to run) the page's CSS lifts it on time (`splashFallbackStyles`).
   */
  scriptAttribute: 'data-splash-script',
} as const;

/** Navigation bar: scroll beyond this turns the transparent bar near-white with blur and shadow. */
export const nav = {
  scrolledThresholdPx: 100,
} as const;

/** Floating back-to-top button: visible when the page is scrolled beyond this. */
export const backToTop = {
  thresholdPx: 300,
} as const;

/** Hero entrance delays, in order: headline, sub-text, calls to action and social icons. */
export const heroDelaysS = [0.5, 0.8, 1.1] as const;

/** Portfolio list on the Home page. */
export const portfolio = {
  /** Projects shown before 'View All Projects'; the toggle appears only when there are more. */
  initialVisible: 3,
  /** Fixed team size shown on every card ('Team: 2'). */
  teamSize: 2,
} as const;

/** The Home sections' delays, in the spec's order (its numbers times 100 ms give the scroll-in delay). */
const homeSectionDelays = {
  hero: 0,
  services: 0.1,
  whoWeAre: 0.2,
  portfolio: 0.3,
  trust: 0.5,
  testimonials: 0.6,
} as const;

/** A Home section name. */
export type HomeSection = keyof typeof homeSectionDelays;

/** A Home section's scroll-in delay in seconds: the spec's delay "times 100 ms" (portfolio 0.3 → 0.03 s). */
export function homeSectionDelayS(section: HomeSection): number {
  return Math.round(homeSectionDelays[section] * 100) / 1000;
}

/**
 * Testimonials carousel, in the terms of the design system's `Carousel.Root`: one slide below the `md`
 * breakpoint, two from it; its slide speed is the `carousel` duration token, the Carousel's default.
 * It shows dots and no arrows (the parts the section composes).
 */
export const testimonialCarousel = {
  slidesPerView: { base: 1, md: 2 },
  loop: true,
  autoplay: { interval: 6000, pauseOnHover: true },
} as const;

/** The contact form's query parameter that names the event a visitor registers for (an event's 'Register Now'). */
export const registrationParam = 'event';
