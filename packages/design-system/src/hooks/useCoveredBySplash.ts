import { useCallback, useSyncExternalStore } from 'react';

/** The mark `splashCovered` puts on the app behind the splash while it shows. */
export const splashCoveredAttribute = 'data-splash-covered';

/** Whether `element` sits in what `splashCovered` marks: a splash hides it from the visitor. */
export const isCoveredBySplash = (element: Element | null): boolean =>
  element?.closest(`[${splashCoveredAttribute}]`) != null;

/**
 * Whether a splash covers `element` (it sits in what `splashCovered` marks): the visitor cannot see
 * it yet. Follows the mark as it comes and goes; false on the server, and for `null` (pass `null`
 * when the answer is not needed: nothing is observed).
 */
export function useCoveredBySplash(element: Element | null): boolean {
  const watching = element !== null;
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!watching) return () => {};
      const observer = new MutationObserver(onChange);
      observer.observe(document.documentElement, {
        subtree: true,
        attributes: true,
        attributeFilter: [splashCoveredAttribute],
      });
      return () => observer.disconnect();
    },
    [watching],
  );
  return useSyncExternalStore(
    subscribe,
    () => isCoveredBySplash(element),
    () => false,
  );
}
