import type { UseEmblaCarouselType } from 'embla-carousel-react';

export type EmblaApi = NonNullable<UseEmblaCarouselType[1]>;

/** Maps a transition time in ms to embla's unitless `duration` (the time to cover 95 % of the way). */
export function emblaDuration(speedMs: number): number {
  if (speedMs <= 0) return 0;
  // Below 20 embla's spring overshoots; above 60 it drags on.
  return Math.min(60, Math.max(20, Math.round(speedMs / 20)));
}

export interface CarouselSnapshot {
  /** The selected position (scroll snap). */
  selected: number;
  /** Positions: one dot each. */
  snapCount: number;
  slideCount: number;
  /** Slides showing at the selected position. */
  inView: readonly number[];
  canPrev: boolean;
  canNext: boolean;
}

function visibleSlides(start: number, perView: number, total: number, loop: boolean): number[] {
  const slides: number[] = [];
  for (let k = 0; k < Math.min(perView, total); k += 1) {
    const index = start + k;
    if (index < total) slides.push(index);
    else if (loop) slides.push(index % total);
  }
  return slides;
}

/**
 * The first slide at a position. Embla moves one slide per step (its default `slidesToScroll`), so
 * position n starts at slide n; without loop the last position shows the last slides.
 */
const firstSlideAt = (position: number, perView: number, total: number, loop: boolean) =>
  loop ? position : Math.max(0, Math.min(position, total - perView));

/** Before embla runs (and in the prerendered HTML): the state the options describe. */
export function initialSnapshot(startIndex: number, perView: number, total: number, loop: boolean): CarouselSnapshot {
  return {
    selected: startIndex,
    snapCount: loop ? total : Math.max(1, total - perView + 1),
    slideCount: total,
    inView: visibleSlides(firstSlideAt(startIndex, perView, total, loop), perView, total, loop),
    canPrev: loop || startIndex > 0,
    canNext: loop || startIndex < total - perView,
  };
}

/** Whole slides showing at once: a layout measurement, taken only when sizes may have changed. */
function measurePerView(api: EmblaApi): number {
  const slideWidth = api.slideNodes()[0]?.offsetWidth ?? 0;
  return slideWidth > 0 ? Math.max(1, Math.round(api.containerNode().offsetWidth / slideWidth)) : 1;
}

function readSnapshot(api: EmblaApi, loop: boolean, perView: number): CarouselSnapshot {
  const total = api.slideNodes().length;
  const selected = api.selectedScrollSnap();
  return {
    selected,
    snapCount: api.scrollSnapList().length,
    slideCount: total,
    inView: visibleSlides(firstSlideAt(selected, perView, total, loop), perView, total, loop),
    canPrev: api.canScrollPrev(),
    canNext: api.canScrollNext(),
  };
}

const sameSnapshot = (a: CarouselSnapshot, b: CarouselSnapshot) =>
  a.selected === b.selected &&
  a.snapCount === b.snapCount &&
  a.slideCount === b.slideCount &&
  a.canPrev === b.canPrev &&
  a.canNext === b.canNext &&
  a.inView.join() === b.inView.join();

/**
 * The carousel's position, kept in step with embla's events. `get` returns what the last event left
 * and never measures: React calls it at every render and after every commit, where a measurement
 * would lay the page out again each time. Slides per view are measured when sizes may have changed
 * (subscribing, embla's `reInit` and `resize`), not when the carousel moves.
 */
export function createSnapshotStore(api: EmblaApi | undefined, loop: boolean, fallback: CarouselSnapshot) {
  if (!api) return { get: () => fallback, subscribe: () => () => {} };
  let perView = 1;
  let current = fallback;
  const refresh = (remeasure: boolean) => {
    if (remeasure) perView = measurePerView(api);
    const next = readSnapshot(api, loop, perView);
    if (!sameSnapshot(next, current)) current = next;
  };
  refresh(true);
  return {
    get: () => current,
    subscribe: (onChange: () => void) => {
      const moved = () => {
        refresh(false);
        onChange();
      };
      const resized = () => {
        refresh(true);
        onChange();
      };
      refresh(true);
      api.on('select', moved).on('reInit', resized).on('resize', resized);
      return () => {
        api.off('select', moved).off('reInit', resized).off('resize', resized);
      };
    },
  };
}
