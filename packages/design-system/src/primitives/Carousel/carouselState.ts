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

function readSnapshot(api: EmblaApi, loop: boolean): CarouselSnapshot {
  const slides = api.slideNodes();
  const total = slides.length;
  const selected = api.selectedScrollSnap();
  const slideWidth = slides[0]?.offsetWidth ?? 0;
  const perView = slideWidth > 0 ? Math.max(1, Math.round(api.containerNode().offsetWidth / slideWidth)) : 1;
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

/** The carousel's position, kept in step with embla's events. */
export function createSnapshotStore(api: EmblaApi | undefined, loop: boolean, fallback: CarouselSnapshot) {
  let current = fallback;
  return {
    get: () => {
      if (!api) return fallback;
      const next = readSnapshot(api, loop);
      if (!sameSnapshot(next, current)) current = next;
      return current;
    },
    subscribe: (onChange: () => void) => {
      if (!api) return () => {};
      api.on('select', onChange).on('reInit', onChange).on('resize', onChange);
      return () => {
        api.off('select', onChange).off('reInit', onChange).off('resize', onChange);
      };
    },
  };
}
