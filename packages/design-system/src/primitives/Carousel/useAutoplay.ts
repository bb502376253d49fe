import Autoplay from 'embla-carousel-autoplay';
import { useEffect, useMemo, useState, type FocusEvent, type PointerEvent } from 'react';
import type { EmblaApi } from './carouselState';
import { TOGGLE_ATTRIBUTE } from './CarouselContext';

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

const DEFAULT_INTERVAL = 5000;

/** The Root's `autoplay` with every default filled in, and embla's timer for it (none without autoplay). */
export function useAutoplayPlugin(autoplay: boolean | CarouselAutoplayOptions) {
  const options = autoplay === true ? {} : autoplay || null;
  const enabled = options !== null;
  const interval = options?.interval ?? DEFAULT_INTERVAL;
  // The plugin only keeps the timer; when it runs is decided by the Root (see `useAutoplayTimer`).
  const plugins = useMemo(
    () =>
      enabled
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
    [enabled, interval],
  );
  return {
    enabled,
    stopOnInteraction: options?.stopOnInteraction ?? false,
    pauseOnHover: options?.pauseOnHover ?? true,
    plugins,
  };
}

/** Runs embla's autoplay timer while `running`, and keeps it running through re-inits and drags. */
export function useAutoplayTimer(api: EmblaApi | undefined, running: boolean) {
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
}

const isToggle = (target: EventTarget | null) =>
  target instanceof Element && target.closest(`[${TOGGLE_ATTRIBUTE}]`) !== null;

/**
 * Whether the mouse is over the region or focus is inside it (both pause autoplay), with the region's
 * handlers. The Pause/Play button does not count: it must be able to start autoplay.
 */
export function useAttention() {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const handlers = {
    onPointerOver: (event: PointerEvent<HTMLElement>) => {
      if (event.pointerType === 'mouse') setHovered(!isToggle(event.target));
    },
    onPointerLeave: () => setHovered(false),
    onFocus: (event: FocusEvent<HTMLElement>) => setFocused(!isToggle(event.target)),
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
    },
  };
  return { hovered, focused, handlers };
}
