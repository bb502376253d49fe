import { lazy, type ComponentType } from 'react';

/**
 * A code-split part whose code is asked for as soon as the module that names it runs (during the splash,
 * for a part of the first page), rather than when React first renders it, after the page's own
 * hydration. `React.lazy` then renders it from the promise already on its way. A failed load reaches
 * React when it renders the part, as with `lazy`; it is never an unhandled rejection before that.
 *
 * Only in modules that run on the pages that show the part: the shell, and the home page. `/sitemap`
 * loads every other route module for its title, so a route module using this would make `/sitemap`
 * download the part too.
 */
export function lazyNow<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  const loading = load();
  loading.catch(() => undefined);
  return lazy(() => loading);
}
