import { createVar, keyframes, style } from '@vanilla-extract/css';
import { reducedMotion } from '../theme/media';
import { vars } from '../theme/contract.css';

/** Seconds to wait before playing (set per element). */
export const delayVar = createVar();
/** The easing curve (set per element; ease-out-cubic by default). */
export const easeVar = createVar();

const start = { opacity: 0, transform: 'translateY(24px)' } as const;
/** Waiting below the fold: at the start, at once (no transition of the element's own plays out unseen). */
const hidden = { ...start, transition: 'none' } as const;

/**
 * The delay is spent inside the keyframes, not in `animation-delay`: Chromium services an animation
 * waiting out a positive delay on the main thread every frame, while one that holds still at its
 * start runs on the compositor throughout. The keyframes hold the start for `holdLengths` entrance
 * lengths, then rise over one; a negative delay enters the hold where the element's own delay is left
 * to wait. A delay up to `holdLengths` entrance lengths costs no main-thread frame; a longer one still
 * plays after it. Four, a power of two: the hold's end is then exact in floating point, and an entrance
 * paused at its start is at opacity 0, not a rounding error above it.
 */
const holdLengths = 4;
const rise = keyframes({ [`0%, ${(100 * holdLengths) / (holdLengths + 1)}%`]: start });
const length = vars.duration.scrollIn;
const play = `${rise} calc(${length} * ${holdLengths + 1}) ${easeVar} calc(${delayVar} - ${length} * ${holdLengths}) both`;
const still = { animation: 'none', opacity: 1, transform: 'none' } as const;

/** Under reduced motion and in print: shown, still (the same selectors, so these win). */
function stillUnder(selectors: Record<string, typeof still>) {
  const rule = { ...still, selectors };
  return { [reducedMotion]: rule, print: rule };
}

const defaults = { vars: { [delayVar]: '0s', [easeVar]: vars.easing.outCubic } };

/**
 * Plays from the first paint, in CSS: nothing waits for a script. Held at its start while paused
 * (`data-reveal-paused`) or while a splash covers the page (`splashCovered`).
 */
export const onLoad = style({
  ...defaults,
  animation: play,
  selectors: {
    '&[data-reveal-paused], [data-splash-covered] &': { animationPlayState: 'paused' },
  },
  '@media': stillUnder({ '&[data-reveal-paused], [data-splash-covered] &': still }),
});

/** Hidden only once the scroll-in script has found it below the fold; plays as it scrolls into view. */
const scrollStates = { waiting: '&[data-reveal-state="waiting"]', entering: '&[data-reveal-state="entering"]' };
export const onScroll = style({
  ...defaults,
  selectors: { [scrollStates.waiting]: hidden, [scrollStates.entering]: { animation: play } },
  '@media': stillUnder({ [scrollStates.waiting]: still, [scrollStates.entering]: still }),
});

/** A group: stays in place itself; its items play when it scrolls into view, each after its own delay. */
export const group = style({});

const itemStates = {
  waiting: `${group}[data-reveal-state="waiting"] &`,
  entering: `${group}[data-reveal-state="entering"] &`,
};
export const item = style({
  ...defaults,
  selectors: { [itemStates.waiting]: hidden, [itemStates.entering]: { animation: play } },
  '@media': stillUnder({ [itemStates.waiting]: still, [itemStates.entering]: still }),
});
