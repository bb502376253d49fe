import { startTransition, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { IslandFrame } from './IslandFrame';

export const firstHydrationMark = 'page-hydrated';

/**
 * Hydrates one island: a React root of its own on its `<is-land>` element, with the props the HTML
 * carries. Resolves once it has hydrated and its effects have run, so a press kept for it can be
 * carried out. Hydrating is a transition, as Astro's React islands do it: React then renders the
 * island in slices and gives the main thread back between them, where a plain `hydrateRoot` renders
 * it in one task that blocks a press or a frame.
 */
export function hydrateIsland(element: HTMLElement, Component: ComponentType<object>): Promise<void> {
  const props = JSON.parse(element.dataset.props ?? '{}') as object;
  return new Promise((resolve) => {
    const onHydrated = () => {
      element.setAttribute('data-hydrated', '');
      // For the tests and the benchmark: when the page's first island had hydrated.
      if (performance.getEntriesByName(firstHydrationMark, 'mark').length === 0) performance.mark(firstHydrationMark);
      resolve();
    };
    startTransition(() => {
      hydrateRoot(
        element,
        <IslandFrame onHydrated={onHydrated}>
          <Component {...props} />
        </IslandFrame>,
        { identifierPrefix: element.dataset.islandId },
      );
    });
  });
}
