import { matchRoutes, useLocation, useParams, useRoutes, type RouteObject } from 'react-router-dom';
import type { RouteModule } from '../pages/routeModule';
import { siteIndex } from './siteIndex';
import { DocumentHead } from './meta';
import { PageFrame } from './PageFrame';
import { routeTable, type SiteRoute } from './routeTable';

/** A route module's page, with its head tags. */
function RoutePage({ module, props }: LoadedRoute) {
  const { pathname } = useLocation();
  const meta = module.meta(useParams());
  const { default: Page } = module;
  return (
    <>
      <DocumentHead meta={meta} pathname={pathname} />
      <Page {...props} />
    </>
  );
}

/** A route's module, with the props its `load` gave. */
interface LoadedRoute {
  module: RouteModule;
  props: object;
}

/** The route modules loaded so far, by route: a page renders once its module is in (`loadRoute`). */
const loaded = new Map<SiteRoute, LoadedRoute>();

function LoadedRoutePage({ route }: { route: SiteRoute }) {
  const page = loaded.get(route);
  if (!page) throw new Error(`${route.path}: its module was not loaded before rendering (loadRoute)`);
  return <RoutePage {...page} />;
}

const routes: RouteObject[] = [
  {
    element: <PageFrame />,
    children: routeTable.map((route) => ({ path: route.path, element: <LoadedRoutePage route={route} /> })),
  },
];

/** Loads the module of the route a path shows, before the page renders. */
export async function loadRoute(pathname: string): Promise<RouteModule> {
  const [match] = matchRoutes([...routeTable], pathname) ?? [];
  if (!match) throw new Error(`${pathname}: no route (the route table ends with a catch-all)`);
  const module = await match.route.module();
  loaded.set(match.route, { module, props: (await module.load?.(siteIndex)) ?? {} });
  return module;
}

/** The site's routes, inside the page renderer's router. */
export function AppRoutes() {
  return useRoutes(routes);
}
