import type { Transition } from 'framer-motion';
import { durations, easings } from '../tokens/runtime';

const seconds = (ms: number) => ms / 1000;

/**
 * The motion vocabulary's timings, from the motion tokens: what enters eases in over `base`, what
 * leaves goes in `fast`, what moves to a new place (layout) and a height that follows its content
 * glide over `slow`. `instant` is every one of them under reduced motion: the end state at once.
 */
export const motionTransitions = {
  enter: { duration: seconds(durations.base), ease: easings.emphasized },
  exit: { duration: seconds(durations.fast), ease: easings.standard },
  layout: { duration: seconds(durations.slow), ease: easings.emphasized },
  instant: { duration: 0 },
} as const satisfies Record<string, Transition>;

/** The height of an `AutoHeight` block, as a Web Animations timing (milliseconds, a CSS easing). */
export const heightTiming = {
  duration: durations.slow,
  easing: `cubic-bezier(${easings.emphasized.join(', ')})`,
} as const;
