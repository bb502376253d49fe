import { useIsPresent } from 'framer-motion';
import type { CSSProperties } from 'react';
import { useReducedMotion } from '../hooks/useReducedMotion';

/** What marks an element on its way out, and what takes it out of the page's reading and tab order. */
export interface LeavingProps {
  'data-presence'?: 'exit';
  'aria-hidden'?: true;
  inert?: boolean;
  style?: CSSProperties;
}

/**
 * The state of an item inside `AnimatePresence`: whether it is leaving, and the props that say so.
 * A leaving item is marked `data-presence="exit"`, hidden from assistive technology and inert while
 * it fades out (a balanced `Grid` counts only the items that are not inert); under reduced motion it
 * is not drawn at all (`display: none` at once, not an instant animation a frame later).
 */
export function useLeaving(): { leaving: boolean; reduced: boolean; props: LeavingProps } {
  const present = useIsPresent();
  const reduced = useReducedMotion();
  if (present) return { leaving: false, reduced, props: {} };
  return {
    leaving: true,
    reduced,
    props: {
      'data-presence': 'exit',
      'aria-hidden': true,
      inert: true,
      style: reduced ? { display: 'none' } : undefined,
    },
  };
}
