import { lazy, useEffect, type ComponentType } from 'react';
import { useLocation, useParams, useRoutes, type RouteObject } from 'react-router-dom';
import { AppShell } from './AppShell';
import { useDocumentMeta, type MetaFunction } from './meta';
import { matchRoute, routeTable, type SiteRoute } from './routeTable';

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

/** A route module's page, with the document's metadata kept in step. */
function RoutePage({ module }: { module: RouteModule }) {
  const { pathname } = useLocation();
  useDocumentMeta(module.meta(useParams()), pathname);
  useEffect(() => {
    if (hydrated) return;
    hydrated = true;
    // For the benchmark: when the first page became interactive.
    performance.mark('page-hydrated');
  }, []);
  const { default: Page } = module;
  return <Page />;
}

/** Route modules loaded ahead (`preloadRoute`): their pages render at once, without suspending. */
const preloaded = new Map<SiteRoute, RouteModule>();

/**
 * Loads the module of the route a path shows before the app renders (the prerender) or hydrates (the
 * browser), so the page renders with the frame around it, in one pass.
 */
export async function preloadRoute(pathname: string): Promise<RouteModule> {
  const { route } = matchRoute(pathname);
  const module = await loadRouteModule(route);
  preloaded.set(route, module);
  return module;
}

/**
 * A route's page: loaded ahead for the page the HTML holds, otherwise code-split with React's `lazy`
 * and loaded when its route is first shown (the app shell's `<Suspense>` keeps the previous page on
 * screen meanwhile).
 */
function routeElement(route: SiteRoute) {
  const LazyPage = lazy(async () => {
    const module = await loadRouteModule(route);
    return { default: () => <RoutePage module={module} /> };
  });
  function RouteElement() {
    const module = preloaded.get(route);
    return module ? <RoutePage module={module} /> : <LazyPage />;
  }
  return <RouteElement />;
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
