import { lazy, useEffect, type ComponentType } from 'react';
import { useLocation, useParams, useRoutes, type RouteObject } from 'react-router-dom';
import { AppShell } from './AppShell';
import { useDocumentMeta, type MetaFunction } from './meta';
import { routeTable, type SiteRoute } from './routeTable';

/** A route module (`src/pages/<Name>/<Name>Page.tsx`): the page, and its document metadata. */
export interface RouteModule {
  default: ComponentType;
  meta: MetaFunction;
}

/** Each page is a chunk of its own, loaded when its route is first shown. */
const routeModules = import.meta.glob<RouteModule>('../pages/*/*Page.tsx');

export function loadRouteModule(route: SiteRoute): Promise<RouteModule> {
  const load = routeModules[`../pages/${route.page}.tsx`];
  if (!load) throw new Error(`${route.path}: no route module src/pages/${route.page}.tsx`);
  return load();
}

let hydrated = false;

/**
 * A route's page, code-split with React's `lazy`: a prerendered page keeps its server HTML until the
 * code arrives (the HTML preloads it), then hydrates.
 */
function routeElement(route: SiteRoute) {
  const Page = lazy(async () => {
    const { default: Component, meta } = await loadRouteModule(route);
    function RoutePage() {
      const { pathname } = useLocation();
      useDocumentMeta(meta(useParams()), pathname);
      useEffect(() => {
        if (hydrated) return;
        hydrated = true;
        // For the benchmark: when the first page became interactive.
        performance.mark('page-hydrated');
      }, []);
      return <Component />;
    }
    return { default: RoutePage };
  });
  return <Page />;
}

const routes: RouteObject[] = [
  {
    element: <AppShell />,
    children: routeTable.map((route) => ({ path: route.path, element: routeElement(route) })),
  },
];

/** The site's routes, inside whichever router the caller provides (browser or static). */
export function AppRoutes() {
  return useRoutes(routes);
}
