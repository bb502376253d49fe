import useEmblaCarousel from 'embla-carousel-react';
import {
  Children,
  isValidElement,
  useEffect,
  useEffectEvent,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentProps,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { useReducedMotion } from '../../hooks';
import { useCoveredBySplash } from '../../hooks/useCoveredBySplash';
import { durations } from '../../tokens/runtime';
import { cx } from '../../utils/cx';
import * as styles from './Carousel.css';
import { createSnapshotStore, emblaDuration, initialSnapshot, type EmblaApi } from './carouselState';
import {
  CarouselContext,
  type CarouselContextValue,
  type CarouselPerView,
  type ResponsivePerView,
} from './CarouselContext';
import { CarouselViewport } from './CarouselViewport';
import { useComposedRef } from './composeRef';
import { useAttention, useAutoplayPlugin, useAutoplayTimer, type CarouselAutoplayOptions } from './useAutoplay';

export type { CarouselAutoplayOptions };

/** The region's own attributes, less those the carousel sets itself (its name, focus and key handling). */
type RegionAttributes = Omit<
  ComponentProps<'section'>,
  | 'children'
  | 'aria-label'
  | 'aria-roledescription'
  | 'tabIndex'
  | 'onKeyDown'
  | 'onPointerOver'
  | 'onPointerLeave'
  | 'onFocus'
  | 'onBlur'
>;

export interface CarouselRootProps extends RegionAttributes {
  /** Names the carousel region for assistive technology, e.g. 'Client testimonials'. */
  label: string;
  /** The parts: `Carousel.Viewport` with its slides, then the controls and thumbnails wanted. */
  children?: ReactNode;
  /** Whole slides visible at once, or one value per breakpoint: `{ base: 1, md: 2 }`. Default 1. */
  slidesPerView?: CarouselPerView | ResponsivePerView;
  /** Wrap around: after the last slide comes the first. */
  loop?: boolean;
  /**
   * Advance by itself: `true` (every 5000 ms) or options such as `{ interval: 6000 }`. Always pauses on
   * focus within, waits while a splash covers the carousel (`splashCovered`: its first interval starts
   * as the visitor sees it), and never runs when the visitor prefers reduced motion; add
   * `Carousel.AutoplayToggle`.
   */
  autoplay?: boolean | CarouselAutoplayOptions;
  /**
   * How long a slide change takes, in ms (default 600, the `carousel` duration token). Embla's own
   * `duration` is a unitless physics factor, not ms: this maps ms to it (duration ≈ ms / 20, kept to
   * embla's 20–60 range, so 400–1200 ms; 0 jumps). Under reduced motion buttons, dots and keys jump.
   */
  speed?: number;
  /** The position shown first (0-based). */
  startIndex?: number;
  /** Called with the new position (0-based) whenever the carousel moves to another one. */
  onSlideChange?: (index: number) => void;
}

/**
 * The slides in `Carousel.Viewport`, counted from the elements so that the first render (and the
 * prerendered HTML) already has every dot; once embla runs, the count comes from embla.
 */
function countSlides(children: ReactNode): number {
  for (const child of Children.toArray(children)) {
    if (!isValidElement<{ children?: ReactNode }>(child)) continue;
    if (child.type === CarouselViewport) return Children.toArray(child.props.children).length;
    const inner = countSlides(child.props.children);
    if (inner > 0) return inner;
  }
  return 0;
}

const isEditable = (target: EventTarget) =>
  target instanceof HTMLElement && (target.isContentEditable || target.closest('input, textarea, select') !== null);

/**
 * A carousel region (embla-carousel) and the state its parts share: slides per view, loop, autoplay
 * that pauses on hover and focus. Arrow keys, Home and End move it while focus is inside.
 */
export function CarouselRoot({
  label,
  children,
  slidesPerView = 1,
  loop = false,
  autoplay = false,
  speed = durations.carousel,
  startIndex = 0,
  onSlideChange,
  className,
  ref,
  ...rest
}: CarouselRootProps) {
  const reducedMotion = useReducedMotion();
  const perView: ResponsivePerView = typeof slidesPerView === 'number' ? { base: slidesPerView } : slidesPerView;
  const { enabled: hasAutoplay, stopOnInteraction, pauseOnHover, plugins } = useAutoplayPlugin(autoplay);

  const options = useMemo(
    () => ({ align: 'start' as const, loop, duration: emblaDuration(speed), startIndex }),
    [loop, speed, startIndex],
  );
  const [viewportRef, api] = useEmblaCarousel(options, plugins);

  const total = countSlides(children);
  const basePerView = perView.base ?? 1;
  const fallback = useMemo(
    () => initialSnapshot(startIndex, basePerView, total, loop),
    [startIndex, basePerView, total, loop],
  );
  const store = useMemo(() => createSnapshotStore(api, loop, fallback), [api, loop, fallback]);
  const snap = useSyncExternalStore(store.subscribe, store.get, () => fallback);

  const [root, setRoot] = useState<HTMLElement | null>(null);
  const rootRef = useComposedRef(setRoot, ref);
  const [playing, setPlaying] = useState(true);
  const { hovered, focused, handlers } = useAttention();
  const covered = useCoveredBySplash(hasAutoplay ? root : null);
  const canAutoplay = hasAutoplay && !reducedMotion && snap.snapCount > 1;
  const running = canAutoplay && playing && !covered && !(pauseOnHover && hovered) && !focused;

  useAutoplayTimer(api, running);

  const dragStarted = useEffectEvent(() => {
    if (stopOnInteraction) setPlaying(false);
  });
  const selected = useEffectEvent((index: number) => onSlideChange?.(index));
  useEffect(() => {
    if (!api) return;
    const onPointerDown = () => dragStarted();
    const onSelect = () => selected(api.selectedScrollSnap());
    api.on('pointerDown', onPointerDown).on('select', onSelect);
    return () => {
      api.off('pointerDown', onPointerDown).off('select', onSelect);
    };
  }, [api]);

  // A move asked for before embla has started (a press in the first commit, or one an island kept until
  // it hydrated) is made as soon as it has: the last one asked for.
  const early = useRef<((ready: EmblaApi) => void) | null>(null);
  const move = (make: (ready: EmblaApi) => void) => {
    if (api) make(api);
    else early.current = make;
  };
  useEffect(() => {
    if (!api || !early.current) return;
    early.current(api);
    early.current = null;
  }, [api]);

  const jump = reducedMotion;
  const interacted = () => {
    if (stopOnInteraction) setPlaying(false);
    else api?.plugins().autoplay?.reset();
  };
  const goTo = (position: number) => {
    move((ready) => ready.scrollTo(position, jump));
    interacted();
  };
  const context: CarouselContextValue = {
    viewportRef,
    root,
    snap,
    perView,
    running,
    canAutoplay,
    playing,
    setPlaying,
    reducedMotion,
    goTo,
    goPrevious: () => {
      if (!snap.canPrev) return;
      move((ready) => ready.scrollPrev(jump));
      interacted();
    },
    goNext: () => {
      if (!snap.canNext) return;
      move((ready) => ready.scrollNext(jump));
      interacted();
    },
    // Position n starts at slide n; without loop the last position shows the last slides.
    showSlide: (slide) => goTo(Math.min(slide, snap.snapCount - 1)),
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey || isEditable(event.target)) return;
    if (event.key === 'ArrowLeft') context.goPrevious();
    else if (event.key === 'ArrowRight') context.goNext();
    else if (event.key === 'Home') goTo(0);
    else if (event.key === 'End') goTo(snap.snapCount - 1);
    else return;
    event.preventDefault();
  };

  return (
    <CarouselContext value={context}>
      {/* The region takes focus so that arrow keys move the slides (the APG carousel's keyboard model). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <section
        {...rest}
        ref={rootRef}
        className={cx(styles.root, className)}
        aria-roledescription="carousel"
        aria-label={label}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        onKeyDown={onKeyDown}
        {...handlers}
      >
        {children}
      </section>
    </CarouselContext>
  );
}
