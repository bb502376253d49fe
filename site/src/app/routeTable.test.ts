import { describe, expect, it } from 'vitest';
import { projects } from '../content/projects';
import { canonicalPath, isPrerendered, navHiddenOn, routePages, sitemapPaths } from './routeTable';

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

describe('the pages the route table gives the prerender', () => {
  it('are every route of spec section 2 once, and a page per project', async () => {
    const pages = (await routePages()).flatMap((route) => route.pages);
    expect(pages).toEqual([
      '/',
      '/products',
      '/solutions',
      '/developers',
      '/resources',
      '/about',
      '/contact',
      '/booking',
      '/projects',
      '/project',
      ...projects.map((project) => `/projects/${project.id}`),
      '/login',
      '/assessmentForm',
    ]);
  });

  it('lists in the sitemap all but the second spelling, the sign-in page and the assessment form', async () => {
    const listed = await sitemapPaths();
    expect(listed).not.toContain('/project');
    expect(listed).not.toContain('/login');
    expect(listed).not.toContain('/assessmentForm');
    expect(listed).toContain('/projects/1');
  });

  it('knows which paths the host answers with 404.html', async () => {
    expect(await isPrerendered('/about')).toBe(true);
    expect(await isPrerendered('/about/')).toBe(true);
    expect(await isPrerendered('/projects/1')).toBe(true);
    expect(await isPrerendered('/projects/99')).toBe(false);
    expect(await isPrerendered('/nowhere')).toBe(false);
  });

  it('resolves canonical paths', () => {
    expect(canonicalPath('/project')).toBe('/projects');
    expect(canonicalPath('/about/')).toBe('/about');
    expect(canonicalPath('/')).toBe('/');
  });
});
