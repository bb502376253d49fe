import { LazyMotion, MotionConfig } from 'framer-motion';
import type { ReactNode } from 'react';
import { useReducedMotion } from '../hooks/useReducedMotion';
import { motionTransitions } from './transitions';

/** Which of framer-motion's feature bundles a part needs: `layout` adds layout animation to `animation`. */
export type MotionFeatures = 'animation' | 'layout';

/**
 * The feature bundles, each a chunk of its own fetched when a provider first mounts: never part of
 * the JavaScript a page needs to show its content (`m` components render without them, and animate
 * once they have arrived).
 */
const loadFeatures = {
  animation: () => import('./features/animation').then((module) => module.default),
  layout: () => import('./features/layout').then((module) => module.default),
};

export interface MotionProviderProps {
  children?: ReactNode;
  /** The features its parts need (default `animation`; `layout` for `LayoutList`). */
  features?: MotionFeatures;
}

/**
 * framer-motion for the parts inside: `LazyMotion` (only the small `m` components up front, the
 * features loaded asynchronously) and a `MotionConfig` that follows the visitor's reduced-motion
 * setting. Under reduced motion every transition is instant and transforms and layout animations are
 * off: everything is at its end state at once, opacity included (framer's own `reducedMotion="user"`
 * would still fade). `Presence`, `LayoutList` and their items bring their own provider: use this one
 * only around `m` components of your own.
 */
export function MotionProvider({ children, features = 'animation' }: MotionProviderProps) {
  const reduced = useReducedMotion();
  return (
    <LazyMotion features={loadFeatures[features]} strict>
      <MotionConfig
        reducedMotion={reduced ? 'always' : 'never'}
        transition={reduced ? motionTransitions.instant : motionTransitions.enter}
      >
        {children}
      </MotionConfig>
    </LazyMotion>
  );
}
