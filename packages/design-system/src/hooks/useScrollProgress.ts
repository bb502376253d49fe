import { useSyncExternalStore } from 'react';
import { subscribeToScroll } from './scrollSubscription';

/** How far down a page is scrolled, as a whole percent from 0 to 100. */
export function scrollProgressPercent(scrollY: number, scrollHeight: number, viewportHeight: number): number {
  const scrollable = scrollHeight - viewportHeight;
  if (scrollable <= 0) return 0;
  return Math.min(100, Math.max(0, Math.round((scrollY / scrollable) * 100)));
}

/** The page's scroll progress in percent (0–100), updated on scroll and resize. */
export function useScrollProgress(): number {
  return useSyncExternalStore(
    subscribeToScroll,
    () => scrollProgressPercent(window.scrollY, document.documentElement.scrollHeight, window.innerHeight),
    () => 0,
  );
}
