import { m, type Variants } from 'framer-motion';
import type { ReactNode } from 'react';
import { useReducedMotion } from '../hooks/useReducedMotion';
import { fadeUp, scrollInTransition, scrollInViewport } from './presets';
import { easings } from '../tokens';

export interface RevealProps {
  children: ReactNode;
  /** Seconds to wait after the element comes into view. */
  delay?: number;
  /** Animate only the first time (default), or every time it comes into view. */
  once?: boolean;
  variants?: Variants;
  ease?: keyof typeof easings;
  className?: string;
}

/**
 * Fades its content in when scrolled into view. With reduced motion the content is simply
 * there: it is never hidden waiting for an animation that will not run.
 */
export function Reveal({ children, delay = 0, once = true, variants = fadeUp, ease, className }: RevealProps) {
  const reduced = useReducedMotion();
  // The same element either way: when the preference is read after hydration, the content stays put
  // (only the animation is dropped) instead of being replaced by a new subtree.
  const animation = reduced
    ? {}
    : {
        variants,
        initial: 'hidden',
        whileInView: 'visible',
        viewport: { ...scrollInViewport, once },
        transition: scrollInTransition(delay, ease),
      };
  return (
    <m.div className={className} data-reveal="" {...animation}>
      {children}
    </m.div>
  );
}
