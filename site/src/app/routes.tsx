import { lazy, useEffect } from 'react';
import { matchRoutes, useLocation, useParams, useRoutes, type RouteObject } from 'react-router-dom';
import type { RouteModule } from '../pages/routeModule';
import { AppShell } from './AppShell';
import { DocumentHead } from './meta';
import { routeTable, type SiteRoute } from './routeTable';

/** A route module's page, with its head tags. */
function RoutePage({ module }: { module: RouteModule }) {
  const { pathname } = useLocation();
  const meta = module.meta(useParams());
  useEffect(() => {
    // For the benchmark: when the first page became interactive (later pages leave the mark alone).
    if (performance.getEntriesByName('page-hydrated', 'mark').length === 0) performance.mark('page-hydrated');
  }, []);
  const { default: Page } = module;
  return (
    <>
      <DocumentHead meta={meta} pathname={pathname} />
      <Page />
    </>
  );
}

/** A thenable that calls back at once: given one, React's `lazy` renders in the same pass, without suspending. */
const settled = <T,>(value: T) => ({ then: (resolve: (value: T) => void) => resolve(value) }) as unknown as Promise<T>;

/**
 * A route's page, a chunk of its own: loaded when its route is first shown (the app shell's
 * `<Suspense>` keeps the previous page on screen meanwhile), or ahead with `load` — for the page the
 * HTML holds, so it renders (the prerender) or hydrates (the browser) with the frame around it, in one pass.
 */
function routePage(route: SiteRoute) {
  let loaded: RouteModule | undefined;
  const load = async () => (loaded ??= await route.module());
  const toPage = (module: RouteModule) => ({ default: () => <RoutePage module={module} /> });
  const Page = lazy(() => (loaded ? settled(toPage(loaded)) : load().then(toPage)));
  return { path: route.path, element: <Page />, load };
}

const pages = routeTable.map(routePage);

const routes: RouteObject[] = [{ element: <AppShell />, children: pages }];

/** Loads the module of the route a path shows, before the app first renders or hydrates. */
export async function preloadRoute(pathname: string): Promise<RouteModule> {
  const match = matchRoutes(pages, pathname)?.[0];
  if (!match) throw new Error(`${pathname}: no route (the route table ends with a catch-all)`);
  return match.route.load();
}

/** The site's routes, inside whichever router the caller provides (browser or static). */
export function AppRoutes() {
  return useRoutes(routes);
}
