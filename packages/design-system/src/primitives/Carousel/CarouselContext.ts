import { createContext, use } from 'react';
import type { Breakpoint } from '../../tokens/runtime';
import type { CarouselSnapshot } from './carouselState';
import type { PerViewCount } from './Carousel.css';

/** Whole slides visible at once: 1 to 6. */
export type CarouselPerView = PerViewCount;
/** Slides per view by breakpoint, mobile first (min-width): `{ base: 1, md: 2 }` shows 2 from 768 px up. */
export type ResponsivePerView = Partial<Record<'base' | Breakpoint, CarouselPerView>>;

/** What the parts share; the Root provides it. */
export interface CarouselContextValue {
  /** Embla's viewport: the element the slides scroll in. */
  viewportRef: (node: HTMLElement | null) => void;
  /** The carousel's region: the element that goes full screen. */
  root: HTMLElement | null;
  snap: CarouselSnapshot;
  perView: ResponsivePerView;
  /** Autoplay is on and moving right now (not paused, stopped or hovered). */
  running: boolean;
  /** Autoplay can run: asked for, motion welcome, more than one position. */
  canAutoplay: boolean;
  playing: boolean;
  setPlaying: (playing: boolean) => void;
  reducedMotion: boolean;
  goTo: (position: number) => void;
  goPrevious: () => void;
  goNext: () => void;
  /** Moves to the position where the slide (0-based) comes first. */
  showSlide: (slide: number) => void;
}

export const CarouselContext = createContext<CarouselContextValue | null>(null);

export function useCarousel(part: string): CarouselContextValue {
  const context = use(CarouselContext);
  if (!context) throw new Error(`Carousel.${part} must be inside Carousel.Root.`);
  return context;
}

/** The Pause/Play button does not count as "focus within" or "hover": it must be able to start autoplay. */
export const TOGGLE_ATTRIBUTE = 'data-carousel-autoplay-toggle';
