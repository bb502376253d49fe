import { useSyncExternalStore } from 'react';
import { subscribeToScroll } from './scrollSubscription';

/** True once the page is scrolled more than `threshold` pixels (strictly greater: exactly `threshold` is still the top). */
export function useScrollThreshold(threshold: number): boolean {
  return useSyncExternalStore(
    subscribeToScroll,
    () => window.scrollY > threshold,
    () => false,
  );
}
