import { lazy, type ComponentType } from 'react';
import { whenPageUncovered } from './splashState';

/**
 * A part of the page that the first view does not need (below the fold): its code loads once the
 * splash has uncovered the page, not with the first view. Render it inside `<Suspense>`: while its code
 * is on the way, a prerendered page keeps the part's server HTML as it is (hydration resumes when the
 * code arrives); on a page rendered in the browser the part appears when loaded. When prerendering it
 * loads at once.
 */
export function deferredUntilUncovered<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  return lazy(() => (import.meta.env.SSR ? Promise.resolve() : whenPageUncovered()).then(load));
}
