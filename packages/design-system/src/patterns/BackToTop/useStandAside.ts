import { useEffect, useState } from 'react';
import type { Breakpoint } from '../../tokens';
import { mediaDown } from '../../theme/media';

/** How far the page must move one way before it counts as a change of direction (a finger's jitter does not). */
const directionHysteresisPx = 8;

/** Room the button needs above the `clearOf` region (its size and margins); with less, it stands aside. */
const roomNeededPx = 112;

export interface StandAsideOptions {
  /** Below this breakpoint, stand aside while the visitor scrolls down. */
  hideOnScrollDownBelow?: Breakpoint;
  /** A CSS selector of regions the button must not cover; it rides above the first one that reaches the viewport's bottom. */
  clearOf?: string;
}

export interface StandAside {
  /**
   * The button stays out of the way: the visitor is reading down the page on a small screen, or the
   * `clearOf` region fills the viewport (no room above it).
   */
  hidden: boolean;
  /** How far (px) the `clearOf` region reaches up into the viewport from its bottom edge: the button sits that much higher. */
  lift: number;
}

/** How far the first region matching `selector` reaches up into the viewport from the bottom (0 when below it). */
function liftFor(selector: string | undefined): number {
  const region = selector ? document.querySelector(selector) : null;
  if (!region) return 0;
  const { top, bottom } = region.getBoundingClientRect();
  const viewportHeight = window.innerHeight;
  if (bottom <= 0) return 0;
  return Math.max(0, Math.round(viewportHeight - top));
}

/**
 * Where the floating back-to-top button may be: out of the way while the visitor reads down the page on
 * a small screen (where it has no margin to sit in and would cover text), back when they scroll up
 * (a sign they are looking for the way back), and always above the `clearOf` region (the page's
 * footer, with its links and badges), or away while that region fills the screen.
 */
export function useStandAside({ hideOnScrollDownBelow, clearOf }: StandAsideOptions): StandAside {
  const [state, setState] = useState<StandAside>({ hidden: false, lift: 0 });

  useEffect(() => {
    const small = hideOnScrollDownBelow ? window.matchMedia(mediaDown(hideOnScrollDownBelow)) : undefined;
    let turningPoint = window.scrollY;
    let scrollingDown = false;

    const update = () => {
      const y = window.scrollY;
      if (scrollingDown ? y < turningPoint - directionHysteresisPx : y > turningPoint + directionHysteresisPx) {
        scrollingDown = !scrollingDown;
      }
      // The turning point follows the page in the current direction, so a reversal is measured from the furthest point.
      if (scrollingDown ? y > turningPoint : y < turningPoint) turningPoint = y;
      const lift = liftFor(clearOf);
      const hidden = (Boolean(small?.matches) && scrollingDown) || lift > window.innerHeight - roomNeededPx;
      setState((previous) => (previous.hidden === hidden && previous.lift === lift ? previous : { hidden, lift }));
    };

    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update, { passive: true });
    small?.addEventListener('change', update);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
      small?.removeEventListener('change', update);
    };
  }, [hideOnScrollDownBelow, clearOf]);

  return state;
}
