import { LazyMotion, MotionConfig } from 'framer-motion';
import { useCallback, useEffect, useState, type ReactNode } from 'react';

export interface MotionProviderProps {
  children: ReactNode;
  /**
   * Whether to load the animation features now (default true). Pass false while the page is covered
   * (e.g. by a splash screen) to keep them off the first load; they load once this turns true. Until
   * then `m` components render their initial state.
   */
  loadFeatures?: boolean;
}

/** A promise with its resolver, created once per provider. */
function useGate(open: boolean): Promise<void> {
  const [gate] = useState(() => {
    let release!: () => void;
    const promise = new Promise<void>((resolve) => (release = resolve));
    return { promise, release };
  });
  useEffect(() => {
    if (open) gate.release();
  }, [open, gate]);
  return gate.promise;
}

/**
 * Wrap the app once. Animation features load lazily (the `m` components render immediately),
 * and framer-motion follows the visitor's reduced-motion setting.
 */
export function MotionProvider({ children, loadFeatures = true }: MotionProviderProps) {
  const allowed = useGate(loadFeatures);
  const features = useCallback(
    () => allowed.then(() => import('./features')).then((module) => module.default),
    [allowed],
  );
  return (
    <LazyMotion features={features} strict>
      <MotionConfig reducedMotion="user">{children}</MotionConfig>
    </LazyMotion>
  );
}
