import type { Transition, Variants } from 'framer-motion';
import { durations, easings } from '../tokens';

const seconds = (ms: number) => ms / 1000;

/** Fade in while rising 24 px: the site's scroll-in animation (800 ms). */
export const fadeUp: Variants = {
  hidden: { opacity: 0, y: 24 },
  visible: { opacity: 1, y: 0 },
};

export const fadeIn: Variants = {
  hidden: { opacity: 0 },
  visible: { opacity: 1 },
};

/**
 * The scroll-in transition, with an optional delay in seconds. Without a delay the transition carries
 * none, so a parent's stagger still applies (framer-motion lets a child's own `delay`, even 0, win).
 */
export function scrollInTransition(delay?: number, ease: keyof typeof easings = 'outCubic'): Transition {
  const transition: Transition = { duration: seconds(durations.scrollIn), ease: easings[ease] };
  return delay === undefined ? transition : { ...transition, delay };
}

/** A parent whose children enter one after another, `stagger` seconds apart (0.2 s by default). */
export function staggerChildren(stagger = seconds(durations.stagger)): Variants {
  return { hidden: {}, visible: { transition: { staggerChildren: stagger } } };
}

/** How far into the viewport an element must come before it animates: 100 px, as the spec's offset. */
export const scrollInViewport = { margin: '0px 0px -100px 0px' } as const;
