import type { SiteIndex } from '../pages/routeModule';
import { matchRoute, sitemapPaths } from './routeTable';

/** The site as route modules read it, from the route table and each page's `meta`. */
export const siteIndex: SiteIndex = {
  listedPages: () =>
    sitemapPaths().then((paths) =>
      Promise.all(
        paths.map(async (path) => {
          const { route, params } = matchRoute(path);
          return { path, title: (await route.module()).meta(params).title };
        }),
      ),
    ),
};
