/**
 * The few token values scripts need at run time (breakpoints, durations, easings), apart from the rest:
 * a page that imports only these does not load every token file (named imports of the JSON's top-level
 * groups let the bundler leave the others out).
 */
import { breakpoint, motion } from '../../../../tokens/base.json';
import { durationMs } from './resolve';

const bp = breakpoint;
/** Min-width breakpoints in px, for media queries and JavaScript alike. */
export const breakpoints = {
  sm: parseInt(bp.sm.$value, 10),
  md: parseInt(bp.md.$value, 10),
  lg: parseInt(bp.lg.$value, 10),
  xl: parseInt(bp.xl.$value, 10),
} as const;
export type Breakpoint = keyof typeof breakpoints;

const d = motion.duration;
/** Motion durations in milliseconds, resolved from the tokens. */
export const durations = {
  fast: durationMs(d.fast),
  base: durationMs(d.base),
  slow: durationMs(d.slow),
  scrollIn: durationMs(d.scrollIn),
  stagger: durationMs(d.stagger),
  carousel: durationMs(d.carousel),
  gradient: durationMs(d.gradient),
} as const;

/** Easing curves as cubic-bezier control points (for a `cubic-bezier()` or a JavaScript animation). */
export const easings = {
  standard: motion.easing.standard.$value as [number, number, number, number],
  outCubic: motion.easing.outCubic.$value as [number, number, number, number],
  emphasized: motion.easing.emphasized.$value as [number, number, number, number],
} as const;
