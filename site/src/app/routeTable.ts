import { matchRoutes, type Params } from 'react-router-dom';
import { legalHref, legalSlugs } from '../content/legal';
import type { RouteModule } from '../pages/routeModule';

/**
 * One route of the site. The route table below is the only list of routes: the router, the
 * prerender (every page, the sitemap, each page's module preloads), the navigation bar's visibility,
 * canonical URLs, the e2e tests and the benchmark all derive from it.
 */
export interface SiteRoute {
  /** React Router's path pattern. */
  path: string;
  /** Imports the route module (its own chunk): the page (default export) and its `meta`. */
  module: () => Promise<RouteModule>;
  /** For a path with a parameter: every page the prerender writes for it (loaded with its content). */
  pages?: () => Promise<string[]>;
  /** Left out of the sitemap (the route still exists and is prerendered). */
  unlisted?: true;
  /** The path search engines should index instead (a second spelling of another route). */
  canonical?: string;
  /** Hides the navigation bar on this route (for these parameters). */
  hideNav?: (params: Readonly<Params>) => boolean;
  /**
   * Never kept for reading offline (sign-in and what it guards): the service worker fetches it from
   * the network only, and offline the offline page shows instead.
   */
  networkOnly?: true;
}

export const routeTable: readonly SiteRoute[] = [
  { path: '/', module: () => import('../pages/Home/HomePage') },
  { path: '/products', module: () => import('../pages/Products/ProductsPage') },
  { path: '/solutions', module: () => import('../pages/Solutions/SolutionsPage') },
  { path: '/developers', module: () => import('../pages/Developers/DevelopersPage') },
  { path: '/resources', module: () => import('../pages/Resources/ResourcesPage') },
  { path: '/resources/all', module: () => import('../pages/ResourceIndex/ResourceIndexPage') },
  {
    path: '/resources/category/:slug',
    module: () => import('../pages/ResourceCategory/ResourceCategoryPage'),
    pages: async () => (await import('../content/resources')).resourceCategories.map((category) => category.href),
  },
  {
    path: '/resources/:slug',
    module: () => import('../pages/Resource/ResourcePage'),
    pages: async () => (await import('../content/resources')).allResources.map((resource) => resource.href),
  },
  { path: '/about', module: () => import('../pages/About/AboutPage') },
  { path: '/contact', module: () => import('../pages/Contact/ContactPage') },
  { path: '/booking', module: () => import('../pages/Booking/BookingPage') },
  { path: '/projects', module: () => import('../pages/Projects/ProjectsPage') },
  // The spec's not-found link points to /project; both readings reach the list.
  { path: '/project', module: () => import('../pages/Projects/ProjectsPage'), unlisted: true, canonical: '/projects' },
  {
    path: '/projects/:id',
    module: () => import('../pages/ProjectDetail/ProjectDetailPage'),
    pages: async () => (await import('../content/projects')).projects.map((project) => `/projects/${project.id}`),
    // The spec hides the bar on a project's page whose id is all digits.
    hideNav: ({ id = '' }) => /^\d+$/.test(id),
  },
  {
    path: '/login',
    module: () => import('../pages/Login/LoginPage'),
    unlisted: true,
    hideNav: () => true,
    networkOnly: true,
  },
  {
    path: '/assessmentForm',
    module: () => import('../pages/AssessmentForm/AssessmentFormPage'),
    unlisted: true,
    networkOnly: true,
  },
  {
    path: '/legal/:slug',
    module: () => import('../pages/Legal/LegalPage'),
    pages: async () => legalSlugs.map(legalHref),
  },
  { path: '/sitemap', module: () => import('../pages/Sitemap/SitemapPage') },
  // Any other path: the host serves the prerendered 404.html with status 404.
  { path: '*', module: () => import('../pages/NotFound/NotFoundPage'), unlisted: true },
];

/** The path of the host's not-found page, prerendered as `404.html`. */
export const notFoundPage = '/404';

/** The route a path shows, with its parameters. */
export function matchRoute(pathname: string): { route: SiteRoute; params: Params } {
  const [match] = matchRoutes([...routeTable], pathname) ?? [];
  if (!match) throw new Error(`${pathname}: no route (the route table ends with a catch-all)`);
  return { route: match.route, params: match.params };
}

/** Every route with the pages the prerender writes for it (the catch-all's page is `404.html`). */
export function routePages(): Promise<{ route: string; pages: string[]; networkOnly: boolean }[]> {
  return Promise.all(
    routeTable
      .filter((route) => route.path !== '*')
      .map(async (route) => ({
        route: route.path,
        pages: (await route.pages?.()) ?? [route.path],
        networkOnly: route.networkOnly ?? false,
      })),
  );
}

/** Whether the host serves a page prerendered for this very path (otherwise it serves `404.html`). */
export async function isPrerendered(pathname: string): Promise<boolean> {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const { route } = matchRoute(path);
  return route.path !== '*' && ((await route.pages?.())?.includes(path) ?? true);
}

/** The pages the sitemap lists. */
export async function sitemapPaths(): Promise<string[]> {
  return (await routePages()).flatMap(({ route, pages }) =>
    routeTable.find((candidate) => candidate.path === route)?.unlisted ? [] : pages,
  );
}

/** The path search engines should index for a path: no trailing slash, second spellings resolved. */
export function canonicalPath(pathname: string): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : '/';
  return matchRoute(path).route.canonical ?? path;
}

/** Whether the navigation bar shows on a path. */
export function navHiddenOn(pathname: string): boolean {
  const { route, params } = matchRoute(pathname);
  return route.hideNav?.(params) ?? false;
}
