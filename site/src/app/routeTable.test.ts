import { describe, expect, it } from 'vitest';
import {
  canonicalPath,
  isPrerendered,
  matchRoute,
  navHiddenOn,
  notFoundPage,
  routePages,
  routeTable,
  sitemapPaths,
} from './routeTable';

const built = await routePages();
const pages = built.flatMap((route) => route.pages);
const routeOf = (path: string) => matchRoute(path).route;

describe('the route table', () => {
  it('has each path once, and ends with the catch-all that answers every other path', () => {
    const paths = routeTable.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths.at(-1)).toBe('*');
    expect(routeOf(notFoundPage).path).toBe('*');
    expect(routeOf('/no/such/page').path).toBe('*');
  });

  it('gives every route but the catch-all its pages, each shown by that route and prerendered', async () => {
    expect(built.map((route) => route.route)).toEqual(routeTable.slice(0, -1).map((route) => route.path));
    expect(new Set(pages).size).toBe(pages.length);
    for (const { route, pages: routePages } of built) {
      expect(routePages.length, route).toBeGreaterThan(0);
      for (const page of routePages) {
        expect(routeOf(page).path, page).toBe(route);
        expect(await isPrerendered(page), page).toBe(true);
        if (page !== '/') expect(await isPrerendered(`${page}/`), `${page}/`).toBe(true);
      }
    }
  });

  it('names the pages of a route with a parameter (React Router would take any value)', () => {
    for (const route of routeTable.filter((route) => route.path.includes(':')))
      expect(route.pages, route.path).toBeDefined();
  });
});

describe('the sitemap', () => {
  it('lists every page but the unlisted routes’, and nothing else', async () => {
    const listed = await sitemapPaths();
    expect(listed).toEqual(pages.filter((page) => !routeOf(page).unlisted));
    expect(listed.length).toBeGreaterThan(0);
  });
});

describe('canonical paths', () => {
  it('are a page’s own path, or for a second spelling the path of a listed page', async () => {
    const listed = await sitemapPaths();
    for (const page of pages) {
      const canonical = routeOf(page).canonical;
      expect(canonicalPath(page), page).toBe(canonical ?? page);
      if (canonical) expect(listed, page).toContain(canonical);
    }
  });

  it('drop a trailing slash', () => {
    expect(canonicalPath('/about/')).toBe('/about');
    expect(canonicalPath('/')).toBe('/');
  });
});

describe('a path the host answers with 404.html', () => {
  it.each(['/nowhere', '/projects/99', '/about/more'])('%s is not prerendered', async (path) => {
    expect(await isPrerendered(path)).toBe(false);
  });
});

describe('navHiddenOn', () => {
  it.each(['/login', '/login/', '/projects/1', '/projects/42', '/projects/007'])('hides the bar on %s', (path) => {
    expect(navHiddenOn(path)).toBe(true);
  });
  it.each(['/', '/projects', '/projects/abc', '/projects/1a', '/project', '/contact', '/loginx'])(
    'shows the bar on %s',
    (path) => {
      expect(navHiddenOn(path)).toBe(false);
    },
  );
});

describe('the site’s routes', () => {
  it('cover the pages of the site’s specification, a page per project among them', async () => {
    const { projects } = await import('../content/projects');
    const specified = ['/', '/products', '/solutions', '/developers', '/resources', '/about', '/contact'];
    const more = ['/booking', '/projects', '/project', '/login', '/assessmentForm'];
    expect(pages).toEqual(
      expect.arrayContaining([...specified, ...more, ...projects.map((project) => `/projects/${project.id}`)]),
    );
  });
});
