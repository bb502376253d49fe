import { useCallback, useSyncExternalStore } from 'react';

/** The mark `splashCovered` puts on the app behind the splash while it shows. */
export const splashCoveredAttribute = 'data-splash-covered';

const isCovered = (element: Element | null) => element?.closest(`[${splashCoveredAttribute}]`) != null;

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
    () => isCovered(element),
    () => false,
  );
}
