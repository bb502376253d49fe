import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react';
import { ChevronLeft, ChevronRight, Maximize2, Minimize2, Pause, Play } from 'lucide-react';
import {
  Children,
  isValidElement,
  useEffect,
  useEffectEvent,
  useMemo,
  useState,
  useSyncExternalStore,
  type ComponentPropsWithoutRef,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { useReducedMotion } from '../../hooks';
import { vars } from '../../theme/contract.css';
import { durations, type Breakpoint } from '../../tokens/runtime';
import { cx } from '../../utils/cx';
import * as styles from './Carousel.css';

type EmblaApi = NonNullable<UseEmblaCarouselType[1]>;
type EmblaOptions = NonNullable<Parameters<typeof useEmblaCarousel>[0]>;

/** Whole slides visible at once: 1 to 6. */
export type CarouselPerView = styles.PerViewCount;
/** Slides per view by breakpoint, mobile first (min-width): `{ base: 1, md: 2 }` shows 2 from 768 px up. */
export type ResponsivePerView = Partial<Record<'base' | Breakpoint, CarouselPerView>>;

export interface CarouselAutoplayOptions {
  /** How long each slide stays before the next one, in ms. Default 5000. */
  interval?: number;
  /**
   * Stop autoplay for good on any manual action (arrows, dots, thumbnails, arrow keys, dragging).
   * The Pause/Play button can start it again. Default false: autoplay only pauses while hovered or focused.
   */
  stopOnInteraction?: boolean;
  /** Pause while the mouse is over the carousel. Default true. */
  pauseOnHover?: boolean;
}

/** Every text the carousel reads out; override for another language. */
export interface CarouselLabels {
  previous: string;
  next: string;
  /** A dot's name: 'Go to slide 3'. */
  goTo: (slide: number) => string;
  /** A thumbnail's name: 'Show slide 3'. */
  thumbnail: (slide: number) => string;
  /** A slide's name: '2 of 6'. */
  slide: (slide: number, total: number) => string;
  /** The group of dots. */
  dots: string;
  /** The row of thumbnails. */
  thumbnails: string;
  play: string;
  pause: string;
  enterFullscreen: string;
  exitFullscreen: string;
}

const defaultLabels: CarouselLabels = {
  previous: 'Previous slide',
  next: 'Next slide',
  goTo: (n) => `Go to slide ${n}`,
  thumbnail: (n) => `Show slide ${n}`,
  slide: (n, total) => `${n} of ${total}`,
  dots: 'Choose slide',
  thumbnails: 'Slide thumbnails',
  play: 'Start autoplay',
  pause: 'Pause autoplay',
  enterFullscreen: 'Enter full screen',
  exitFullscreen: 'Exit full screen',
};

/** The region's own attributes, less those the carousel sets itself (its name, focus and key handling). */
type RegionAttributes = Omit<
  ComponentPropsWithoutRef<'section'>,
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

export interface CarouselProps extends RegionAttributes {
  /** Names the carousel region for assistive technology, e.g. 'Client testimonials'. */
  label: string;
  /** The slides: each child is one slide. */
  children: ReactNode;
  /** Whole slides visible at once, or one value per breakpoint: `{ base: 1, md: 2 }`. Default 1. */
  slidesPerView?: CarouselPerView | ResponsivePerView;
  /** Space between slides (a space token). Default '6' (24 px). */
  gap?: keyof typeof vars.space;
  /** Wrap around: after the last slide comes the first. */
  loop?: boolean;
  /**
   * Advance by itself: `true` (every 5000 ms) or options such as `{ interval: 6000 }`. Always pauses on
   * focus within, shows a Pause/Play button, and never runs when the visitor prefers reduced motion.
   */
  autoplay?: boolean | CarouselAutoplayOptions;
  /**
   * How long a slide change takes, in ms (default 600, the `carousel` duration token). Embla's own
   * `duration` is a unitless physics factor, not ms: this maps ms to it (duration ≈ ms / 20, kept to
   * embla's 20–60 range, so 400–1200 ms; 0 jumps). Under reduced motion buttons, dots and keys jump.
   */
  speed?: number;
  /** Show round previous/next buttons. Default true. */
  arrows?: boolean;
  /** Show one dot per position. Default true. */
  dots?: boolean;
  /** One thumbnail per slide (e.g. a small `<img alt="">`), shown as a row of buttons under the slides. */
  thumbnails?: ReactNode[];
  /** Show a full-screen toggle (hidden where the browser has no Fullscreen API, e.g. iPhone). */
  fullscreen?: boolean;
  /** The position shown first (0-based). */
  startIndex?: number;
  /** Called with the new position (0-based) whenever the carousel moves to another one. */
  onSlideChange?: (index: number) => void;
  /** Override any of the texts read out (English by default). */
  labels?: Partial<CarouselLabels>;
}

const DEFAULT_INTERVAL = 5000;

/** Maps a transition time in ms to embla's unitless `duration` (the time to cover 95 % of the way). */
export function emblaDuration(speedMs: number): number {
  if (speedMs <= 0) return 0;
  // Below 20 embla's spring overshoots; above 60 it drags on.
  return Math.min(60, Math.max(20, Math.round(speedMs / 20)));
}

interface CarouselSnapshot {
  /** The selected position (scroll snap). */
  selected: number;
  /** Positions: one dot each. */
  snapCount: number;
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

function readSnapshot(api: EmblaApi): CarouselSnapshot {
  const slides = api.slideNodes();
  const engine = api.internalEngine();
  const selected = api.selectedScrollSnap();
  const slideWidth = slides[0]?.offsetWidth ?? 0;
  const perView = slideWidth > 0 ? Math.max(1, Math.round(api.containerNode().offsetWidth / slideWidth)) : 1;
  const start = engine.slideRegistry[selected]?.[0] ?? selected;
  return {
    selected,
    snapCount: api.scrollSnapList().length,
    inView: visibleSlides(start, perView, slides.length, engine.options.loop),
    canPrev: api.canScrollPrev(),
    canNext: api.canScrollNext(),
  };
}

const sameSnapshot = (a: CarouselSnapshot, b: CarouselSnapshot) =>
  a.selected === b.selected &&
  a.snapCount === b.snapCount &&
  a.canPrev === b.canPrev &&
  a.canNext === b.canNext &&
  a.inView.join() === b.inView.join();

/** The carousel's position, kept in step with embla's events. */
function createSnapshotStore(api: EmblaApi | undefined, fallback: CarouselSnapshot) {
  let current = fallback;
  return {
    get: () => {
      if (!api) return fallback;
      const next = readSnapshot(api);
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

const subscribeToFullscreen = (onChange: () => void) => {
  document.addEventListener('fullscreenchange', onChange);
  return () => document.removeEventListener('fullscreenchange', onChange);
};
const subscribeToNothing = () => () => {};

/** Fullscreen for one element; `supported` is false where the browser has no (enabled) Fullscreen API. */
function useFullscreen(element: HTMLElement | null) {
  const supported = useSyncExternalStore(
    subscribeToNothing,
    () => document.fullscreenEnabled === true && typeof HTMLElement.prototype.requestFullscreen === 'function',
    () => false,
  );
  const fullscreenElement = useSyncExternalStore(
    subscribeToFullscreen,
    () => document.fullscreenElement,
    () => null,
  );
  const active = element !== null && fullscreenElement === element;
  const toggle = async () => {
    try {
      if (active) await document.exitFullscreen();
      else await element?.requestFullscreen();
    } catch {
      // Refused (no user gesture, a permissions policy...): the carousel simply stays inline.
    }
  };
  return { supported, active, toggle };
}

const isEditable = (target: EventTarget) =>
  target instanceof HTMLElement && (target.isContentEditable || target.closest('input, textarea, select') !== null);

/** The Pause/Play button does not count as "focus within" or "hover": it must be able to start autoplay. */
const TOGGLE_ATTRIBUTE = 'data-carousel-autoplay-toggle';
const isToggle = (target: EventTarget | null) =>
  target instanceof Element && target.closest(`[${TOGGLE_ATTRIBUTE}]`) !== null;

/**
 * A carousel of slides (embla-carousel): slides per view by breakpoint, loop, autoplay that pauses on
 * hover and focus, previous/next buttons, dots, thumbnails and full screen. Arrow keys move it while
 * focus is inside; slides out of view are inert.
 */
export function Carousel({
  label,
  children,
  slidesPerView = 1,
  gap = '6',
  loop = false,
  autoplay = false,
  speed = durations.carousel,
  arrows = true,
  dots = true,
  thumbnails,
  fullscreen = false,
  startIndex = 0,
  onSlideChange,
  labels,
  className,
  ...rest
}: CarouselProps) {
  const slides = Children.toArray(children);
  const total = slides.length;
  const text = { ...defaultLabels, ...labels };
  const reducedMotion = useReducedMotion();
  const perView: ResponsivePerView = typeof slidesPerView === 'number' ? { base: slidesPerView } : slidesPerView;

  const autoplayOptions = autoplay === true ? {} : autoplay || null;
  const hasAutoplay = autoplayOptions !== null;
  const interval = autoplayOptions?.interval ?? DEFAULT_INTERVAL;
  const stopOnInteraction = autoplayOptions?.stopOnInteraction ?? false;
  const pauseOnHover = autoplayOptions?.pauseOnHover ?? true;

  const options = useMemo<EmblaOptions>(
    () => ({ align: 'start', loop, duration: emblaDuration(speed), startIndex }),
    [loop, speed, startIndex],
  );
  // The plugin only keeps the timer; when it runs is decided here (see `running`).
  const plugins = useMemo(
    () =>
      hasAutoplay
        ? [
            Autoplay({
              delay: interval,
              playOnInit: false,
              stopOnInteraction: true,
              stopOnMouseEnter: false,
              stopOnFocusIn: false,
            }),
          ]
        : [],
    [hasAutoplay, interval],
  );
  const [viewportRef, api] = useEmblaCarousel(options, plugins);

  const basePerView = perView.base ?? 1;
  const fallback = useMemo<CarouselSnapshot>(
    () => ({
      selected: startIndex,
      snapCount: loop ? total : Math.max(1, total - basePerView + 1),
      inView: visibleSlides(startIndex, basePerView, total, loop),
      canPrev: loop || startIndex > 0,
      canNext: loop || startIndex < total - basePerView,
    }),
    [startIndex, total, basePerView, loop],
  );
  const store = useMemo(() => createSnapshotStore(api, fallback), [api, fallback]);
  const snap = useSyncExternalStore(store.subscribe, store.get, () => fallback);

  const [root, setRoot] = useState<HTMLElement | null>(null);
  const [thumbRow, setThumbRow] = useState<HTMLDivElement | null>(null);
  const [playing, setPlaying] = useState(true);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const screen = useFullscreen(root);

  const canAutoplay = hasAutoplay && !reducedMotion && snap.snapCount > 1;
  const running = canAutoplay && playing && !(pauseOnHover && hovered) && !focused;

  useEffect(() => {
    const timer = api?.plugins().autoplay;
    if (!api || !timer) return;
    if (running) timer.play();
    else timer.stop();
    // A re-initialised embla (resize, new options) or the end of a drag leaves the timer stopped.
    const resume = () => {
      if (running) timer.play();
    };
    api.on('reInit', resume).on('pointerUp', resume);
    return () => {
      api.off('reInit', resume).off('pointerUp', resume);
    };
  }, [api, running]);

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

  // Keep the current thumbnail in sight (scrolls the row only, never the page).
  const firstInView = snap.inView[0] ?? 0;
  useEffect(() => {
    const current = thumbRow?.querySelector<HTMLElement>('[aria-current="true"]');
    if (!thumbRow || !current) return;
    const row = thumbRow.getBoundingClientRect();
    const thumb = current.getBoundingClientRect();
    const behavior = reducedMotion ? 'instant' : 'smooth';
    if (thumb.left < row.left) thumbRow.scrollBy({ left: thumb.left - row.left - 8, behavior });
    else if (thumb.right > row.right) thumbRow.scrollBy({ left: thumb.right - row.right + 8, behavior });
  }, [thumbRow, firstInView, reducedMotion]);

  const jump = reducedMotion;
  const interacted = () => {
    if (stopOnInteraction) setPlaying(false);
    else api?.plugins().autoplay?.reset();
  };
  const goTo = (position: number) => {
    api?.scrollTo(position, jump);
    interacted();
  };
  const goPrevious = () => {
    if (!snap.canPrev) return;
    api?.scrollPrev(jump);
    interacted();
  };
  const goNext = () => {
    if (!snap.canNext) return;
    api?.scrollNext(jump);
    interacted();
  };
  const showSlide = (slide: number) => {
    const position = api?.internalEngine().slideRegistry.findIndex((group) => group.includes(slide)) ?? slide;
    goTo(position < 0 ? slide : position);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey || isEditable(event.target)) return;
    if (event.key === 'ArrowLeft') goPrevious();
    else if (event.key === 'ArrowRight') goNext();
    else if (event.key === 'Home') goTo(0);
    else if (event.key === 'End') goTo(snap.snapCount - 1);
    else return;
    event.preventDefault();
  };
  const onPointerOver = (event: PointerEvent<HTMLElement>) => {
    if (event.pointerType === 'mouse') setHovered(!isToggle(event.target));
  };
  const onFocus = (event: FocusEvent<HTMLElement>) => setFocused(!isToggle(event.target));
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };

  // The slides per view from each breakpoint up (mobile first) and the space between them.
  let perViewHere: CarouselPerView = 1;
  const viewportVars: Record<string, string> = { [styles.slideGap]: vars.space[gap] };
  for (const bp of styles.perViewRanges) {
    perViewHere = perView[bp] ?? perViewHere;
    viewportVars[styles.perViewFrom[bp]] = String(perViewHere);
  }
  const showArrows = arrows && snap.snapCount > 1;
  const showDots = dots && snap.snapCount > 1;
  const showFullscreen = fullscreen && screen.supported;
  const iconProps = { className: styles.icon, 'aria-hidden': true } as const;

  return (
    // The region takes focus so that arrow keys move the slides (the APG carousel's keyboard model).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      {...rest}
      ref={setRoot}
      className={cx(styles.root, className)}
      aria-roledescription="carousel"
      aria-label={label}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      onKeyDown={onKeyDown}
      onPointerOver={onPointerOver}
      onPointerLeave={() => setHovered(false)}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      <div ref={viewportRef} className={styles.viewport} style={assignInlineVars(viewportVars)}>
        <div className={styles.container} aria-live={running ? 'off' : 'polite'}>
          {slides.map((child, index) => {
            const hidden = !snap.inView.includes(index);
            return (
              <div
                key={isValidElement(child) ? (child.key ?? index) : index}
                className={styles.slide}
                role="group"
                aria-roledescription="slide"
                aria-label={text.slide(index + 1, total)}
                inert={hidden}
                aria-hidden={hidden || undefined}
              >
                {child}
              </div>
            );
          })}
        </div>
      </div>

      {(canAutoplay || showArrows || showDots || showFullscreen) && (
        <div className={styles.controls}>
          <div className={styles.controlStart}>
            {canAutoplay && (
              <button
                type="button"
                className={styles.roundButton}
                onClick={() => setPlaying(!playing)}
                aria-label={playing ? text.pause : text.play}
                {...{ [TOGGLE_ATTRIBUTE]: '' }}
              >
                {playing ? <Pause {...iconProps} /> : <Play {...iconProps} />}
              </button>
            )}
          </div>
          {showDots && (
            <div className={styles.dots} role="group" aria-label={text.dots}>
              {Array.from({ length: snap.snapCount }, (_, position) => (
                <button
                  key={position}
                  type="button"
                  className={styles.dot}
                  aria-label={text.goTo(position + 1)}
                  aria-current={position === snap.selected ? 'true' : undefined}
                  onClick={() => goTo(position)}
                />
              ))}
            </div>
          )}
          <div className={styles.controlEnd}>
            {showArrows && (
              <>
                <button
                  type="button"
                  className={styles.roundButton}
                  aria-label={text.previous}
                  aria-disabled={!snap.canPrev || undefined}
                  onClick={goPrevious}
                >
                  <ChevronLeft {...iconProps} />
                </button>
                <button
                  type="button"
                  className={styles.roundButton}
                  aria-label={text.next}
                  aria-disabled={!snap.canNext || undefined}
                  onClick={goNext}
                >
                  <ChevronRight {...iconProps} />
                </button>
              </>
            )}
            {showFullscreen && (
              <button
                type="button"
                className={styles.roundButton}
                aria-label={screen.active ? text.exitFullscreen : text.enterFullscreen}
                onClick={screen.toggle}
              >
                {screen.active ? <Minimize2 {...iconProps} /> : <Maximize2 {...iconProps} />}
              </button>
            )}
          </div>
        </div>
      )}

      {thumbnails && thumbnails.length > 0 && (
        <div ref={setThumbRow} className={styles.thumbnails} role="group" aria-label={text.thumbnails}>
          {thumbnails.slice(0, total).map((thumbnail, index) => (
            <button
              key={index}
              type="button"
              className={styles.thumbnail}
              aria-label={text.thumbnail(index + 1)}
              aria-current={index === firstInView ? 'true' : undefined}
              onClick={() => showSlide(index)}
            >
              {thumbnail}
            </button>
          ))}
        </div>
      )}
    </section>
  );
}
