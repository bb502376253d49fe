import type { GlyphName } from '@agency/design-system';
import type { ComponentType } from 'react';

/**
 * An island's module: its component as the default export, and the glyphs it draws only in the browser
 * (a dialog, an error, an outcome), which the page then holds as it holds those of its HTML. A glyph
 * left out still draws, from the glyph sprite's file, which the browser then fetches and parses.
 */
export interface IslandExports<P> {
  default: ComponentType<P>;
  laterGlyphs?: readonly GlyphName[];
}

type IslandModule<P> = Promise<IslandExports<P>>;

/**
 * Every interactive part of the site that hydrates on its own (`<Island>`), by name: the name is what
 * the HTML carries (`data-island`), and the loader is the only code a page asks for to hydrate it.
 * Each one's props are plain data, serialised into the HTML at build time.
 */
export const islands = {
  Header: () => import('./parts/HeaderIsland'),
  BackToTop: () => import('./parts/BackToTopIsland'),
  Newsletter: () => import('./parts/NewsletterIsland'),
  Portfolio: () => import('./parts/PortfolioIsland'),
  Testimonials: () => import('./parts/TestimonialsIsland'),
  TechStack: () => import('./parts/TechStackIsland'),
  ProjectGallery: () => import('./parts/ProjectGalleryIsland'),
  ContactForm: () => import('./parts/ContactFormIsland'),
  Booking: () => import('./parts/BookingIsland'),
  LoginForm: () => import('./parts/LoginIsland'),
  Assessment: () => import('./parts/AssessmentIsland'),
  NotFound: () => import('./parts/NotFoundIsland'),
} satisfies Record<string, () => IslandModule<never>>;

export type IslandName = keyof typeof islands;

/** The props an island's component takes. */
export type IslandProps<N extends IslandName> =
  Awaited<ReturnType<(typeof islands)[N]>>['default'] extends ComponentType<infer P> ? P : never;

/** Whether a name from the HTML is an island's. */
export function isIslandName(name: string | undefined): name is IslandName {
  return name !== undefined && Object.hasOwn(islands, name);
}
