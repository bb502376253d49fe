import type { ComponentType } from 'react';
import { lazyComponent, type LazyComponent } from './lazyPage';
import { whenPageUncovered } from './splashState';

const deferredParts = new Set<LazyComponent<never>>();

/**
 * A part of the page that the first view does not need (below the fold): its code loads once the
 * splash has uncovered the page, not with the first view. Render it inside `<Suspense>`: while its code
 * is on the way, a prerendered page keeps the part's server HTML as it is (hydration resumes when the
 * code arrives); on a page rendered in the browser the part appears when loaded. The prerenderer loads
 * every such part first (`preloadDeferredParts`).
 */
export function deferredUntilUncovered<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  const part = lazyComponent(() => whenPageUncovered().then(load), load);
  deferredParts.add(part as LazyComponent<never>);
  return part;
}

/** Loads every deferred part known so far (a part's module may define more: call until none is new). */
export async function preloadDeferredParts(): Promise<number> {
  const parts = [...deferredParts];
  await Promise.all(parts.map((part) => part.preload()));
  return parts.length;
}
