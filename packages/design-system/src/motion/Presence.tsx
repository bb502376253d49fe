import { AnimatePresence, m } from 'framer-motion';
import type { ReactNode } from 'react';
import { useReducedMotion } from '../hooks/useReducedMotion';
import { MotionProvider } from './MotionProvider';
import { motionTransitions } from './transitions';
import { useLeaving } from './leaving';

export interface PresenceProps {
  /**
   * Which view shows, e.g. `'form'` or `'sent'`. When it changes, the view shown fades out, then the
   * new one fades in (in that order: never both at once).
   */
  view: string;
  /** The view for `view`. */
  children?: ReactNode;
  className?: string;
}

const hidden = { opacity: 0, y: 8 };
const shown = { opacity: 1, y: 0 };

function PresenceView({ children, className }: { children?: ReactNode; className?: string }) {
  const { reduced, props } = useLeaving();
  return (
    <m.div
      {...props}
      className={className}
      initial={reduced ? false : hidden}
      animate={shown}
      exit={reduced ? undefined : { ...hidden, transition: motionTransitions.exit }}
      transition={reduced ? motionTransitions.instant : motionTransitions.enter}
    >
      {children}
    </m.div>
  );
}

/**
 * One view that gives way to another: a form and its confirmation. The view leaving fades out, then
 * the next fades in (exit, then enter). Each view is wrapped in a `div`. Put it in an `AutoHeight` so
 * the page below follows the height of the views smoothly. The first view shows as rendered (server
 * HTML included); under reduced motion the next view replaces the last at once. Focus is the
 * views' own business: a view that replaces the one the visitor was in should take focus when it
 * mounts (e.g. `SuccessPanel`'s `focusOnMount`), which is after the last view has gone.
 */
export function Presence({ view, children, className }: PresenceProps) {
  const reduced = useReducedMotion();
  return (
    <MotionProvider>
      <AnimatePresence mode={reduced ? 'sync' : 'wait'} initial={false}>
        <PresenceView key={view} className={className}>
          {children}
        </PresenceView>
      </AnimatePresence>
    </MotionProvider>
  );
}
