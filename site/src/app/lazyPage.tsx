import { lazy, type ComponentType } from 'react';

type PageModule = { default: ComponentType };

/** A page component whose code loads on first render, and can be loaded ahead with `preload()`. */
export interface LazyPage {
  (): React.ReactNode;
  /** Loads the page's code; once loaded, the page renders without suspending (as hydration wants). */
  preload(): Promise<void>;
}

/**
 * A route's page, code-split: the first view ships only its own page. Before hydrating a prerendered
 * page, `preload()` its module so the first client render is the page the HTML shows.
 */
export function lazyPage(load: () => Promise<PageModule>): LazyPage {
  let Loaded: ComponentType | undefined;
  const preload = () =>
    load().then((module) => {
      Loaded = module.default;
      return module;
    });
  const Lazy = lazy(preload);
  function Page() {
    return Loaded ? <Loaded /> : <Lazy />;
  }
  Page.preload = () => preload().then(() => undefined);
  return Page;
}
