import { lazy, type ComponentType, type ReactNode } from 'react';

type Module<P> = { default: ComponentType<P> };

/** A code-split component that can also be loaded ahead with `preload()`. */
export interface LazyComponent<P extends object> {
  (props: P): ReactNode;
  /** Loads its code; once loaded, it renders without suspending. */
  preload(): Promise<void>;
}

/**
 * A component whose code loads on first render. Once `preload()` has run it renders at once, which
 * is what the prerenderer needs (a boundary that suspends while prerendering is written out with
 * inline scripts, which the Content-Security-Policy forbids) and what hydration needs (the first
 * client render is the page the HTML shows). `load` runs on first render; `preload` may load directly.
 */
export function lazyComponent<P extends object>(
  load: () => Promise<Module<P>>,
  preloadDirectly: () => Promise<Module<P>> = load,
): LazyComponent<P> {
  let Loaded: ComponentType<P> | undefined;
  const keep = (module: Module<P>) => {
    Loaded = module.default;
    return module;
  };
  const Lazy = lazy(() => load().then(keep));
  function Component(props: P) {
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  Component.preload = () => preloadDirectly().then((module) => void keep(module));
  return Component;
}

/** A route's page, code-split: the first view ships only its own page. */
export type LazyPage = LazyComponent<object>;

export function lazyPage(load: () => Promise<Module<object>>): LazyPage {
  return lazyComponent(load);
}
