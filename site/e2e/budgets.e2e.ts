/**
 * Byte budgets of the first view, measured on the production build as a visitor's browser loads it:
 * the JavaScript the page asks for before its load event (its first scripts and the island loader;
 * islands load after it, but for the form a form's route exists for; the identity SDK is never part of
 * it), the CSS fetched before the content shows, and what the splash needs to paint: the HTML and the
 * site's stylesheet. Islands loaded later are printed beside the figure, not in it. Exceeding a budget
 * fails.
 */
import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { scriptsOf } from '../../tools/bundle/before-content.mjs';
import { budgets } from './budgets';
import { openPage, url, useBrowser, waitPastSplash } from './harness';

const browser = useBrowser();
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const gzipSize = (body: Buffer | string) => gzipSync(body, { level: 9 }).length;

interface Fetched {
  path: string;
  size: number;
}

/**
 * The scripts and stylesheets a route had started fetching by the frame its content became visible,
 * with their gzip sizes.
 */
async function filesBeforeContent(
  path: string,
): Promise<{ scripts: Fetched[]; beforeLoad: Fetched[]; lazyParts: Fetched[]; stylesheets: Fetched[] }> {
  const named = scriptsOf(await (await fetch(url(path, 'shipped'))).text());
  const session = await openPage(browser(), path, { viewport: 'phone', build: 'shipped', pastSplash: false });
  const { page } = session;
  await waitPastSplash(page);
  await page.waitForLoadState('load');
  // The scripts asked for before the load event.
  const beforeLoadPaths = await page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    const load = navigation?.loadEventStart ?? Infinity;
    return performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime < load && new URL(entry.name).pathname.endsWith('.js'))
      .map((entry) => new URL(entry.name).pathname);
  });
  // The init script of the harness records the moment the content became visible; what starts later
  // is not part of the first view.
  const paths = await page.evaluate(() => {
    const shownAt = (window as unknown as { contentShownAt?: number }).contentShownAt ?? Infinity;
    return performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime <= shownAt && /\.(js|css)$/.test(new URL(entry.name).pathname))
      .map((entry) => new URL(entry.name).pathname);
  });
  await session.close();
  const sizes = await Promise.all(
    [...new Set([...paths, ...beforeLoadPaths])].map(async (file) => {
      const response = await fetch(url(file, 'shipped'));
      return { path: file, size: gzipSize(Buffer.from(await response.arrayBuffer())) };
    }),
  );
  sizes.sort((a, b) => b.size - a.size);
  const scripts = sizes.filter((file) => file.path.endsWith('.js'));
  // Every script the HTML names has been fetched before the content shows (preloads are honoured).
  expect(named.filter((file) => !scripts.some((script) => script.path === file))).toEqual([]);
  return {
    scripts: scripts.filter((file) => named.includes(file.path)),
    beforeLoad: scripts.filter((file) => beforeLoadPaths.includes(file.path)),
    lazyParts: scripts.filter((file) => !beforeLoadPaths.includes(file.path)),
    stylesheets: sizes.filter((file) => file.path.endsWith('.css') && paths.includes(file.path)),
  };
}

/** A file's name without its content hash, e.g. `shell`. */
const chunkName = (path: string) => path.replace(/^\/(assets\/)?/, '').replace(/-[\w-]{8}\.\w+$/, '');

const total = (files: Fetched[]) => files.reduce((sum, file) => sum + file.size, 0);

/** Per route, then shared by every route: each file's name and size. */
function report(routes: { route: string; files: Fetched[] }[]): string[] {
  const everywhere = routes[0]!.files.filter((file) =>
    routes.every((route) => route.files.some((other) => other.path === file.path)),
  );
  const shared = new Set(everywhere.map((file) => file.path));
  const list = (files: Fetched[]) => files.map((file) => `${chunkName(file.path)} ${kb(file.size)}`).join(', ');
  return [
    ...routes.map(({ route, files }) => {
      const own = files.filter((file) => !shared.has(file.path));
      return `  ${route.padEnd(16)} ${kb(total(files)).padStart(9)}  ${files.length} files; beyond the shared ones: ${list(own) || 'none'}`;
    }),
    `  shared by every route: ${kb(total(everywhere))}: ${list(everywhere)}`,
  ];
}

describe('byte budgets', () => {
  const routes: {
    route: string;
    scripts: Fetched[];
    beforeLoad: Fetched[];
    lazyParts: Fetched[];
    stylesheets: Fetched[];
  }[] = [];

  beforeAll(async () => {
    // Two routes at a time: the figures are bytes, not times, so sharing the machine changes nothing.
    const siteRoutes = inject('sitePages').onePerRoute;
    for (let i = 0; i < siteRoutes.length; i += 2) {
      const pair = siteRoutes.slice(i, i + 2);
      routes.push(...(await Promise.all(pair.map(async (route) => ({ route, ...(await filesBeforeContent(route)) })))));
    }
  });

  it(`asks for at most ${budgets.jsBeforeLoadKb} KB gzip of JavaScript before the load event`, () => {
    console.log(
      [
        `JavaScript asked for before the load event (gzip), shipped build, budget ${budgets.jsBeforeLoadKb} KB per route:`,
        ...report(routes.map(({ route, beforeLoad }) => ({ route, files: beforeLoad }))),
        'Islands loaded after it, until the content showed (not in the figure):',
        ...routes.map(
          ({ route, lazyParts }) =>
            `  ${route.padEnd(16)} ${kb(total(lazyParts)).padStart(9)}  ${lazyParts.map((file) => chunkName(file.path)).join(', ') || 'none'}`,
        ),
      ].join('\n'),
    );
    for (const { route, scripts, beforeLoad } of routes) {
      // Every script the HTML names is among them.
      expect(scripts.filter((script) => !beforeLoad.some((file) => file.path === script.path))).toEqual([]);
      // The identity SDK is not part of the first view: with no stored session nobody is signed in.
      expect(
        beforeLoad.some((script) => script.path.includes('firebaseIdentity')),
        route,
      ).toBe(false);
      expect(total(beforeLoad), `${route}: ${kb(total(beforeLoad))}`).toBeLessThanOrEqual(
        budgets.jsBeforeLoadKb * 1024,
      );
    }
  });

  it(`loads at most ${budgets.cssBeforeContentKb} KB gzip of CSS before the content shows, on every route: the site's one stylesheet`, () => {
    console.log(
      [
        `CSS before the content shows (gzip), shipped build, budget ${budgets.cssBeforeContentKb} KB per route:`,
        ...report(routes.map(({ route, stylesheets }) => ({ route, files: stylesheets }))),
      ].join('\n'),
    );
    for (const { route, stylesheets } of routes) {
      expect(stylesheets.length, route).toBe(1);
      expect(total(stylesheets), `${route}: ${kb(total(stylesheets))}`).toBeLessThanOrEqual(
        budgets.cssBeforeContentKb * 1024,
      );
    }
  });

  it(`paints the splash from at most ${budgets.splashKb} KB gzip: the page's HTML and the stylesheet in its head`, async () => {
    const html = await (await fetch(url('/', 'shipped'))).text();
    const head = html.slice(0, html.indexOf('</head>'));
    const stylesheets = [...head.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)].map((match) => match[1]!);
    expect(stylesheets).toHaveLength(1);
    // The splash is the first element of the app (after the comment that marks its Suspense boundary).
    expect(html).toMatch(/<div id="root">(?:<!--[^>]*-->)*<div [^>]*data-splash=""/);
    const css = await (await fetch(url(stylesheets[0]!, 'shipped'))).text();
    const size = gzipSize(html) + gzipSize(css);
    console.log(
      `The splash's first paint on / (gzip): HTML ${kb(gzipSize(html))} + CSS ${kb(gzipSize(css))} = ${kb(size)} of ${budgets.splashKb} KB`,
    );
    expect(size).toBeLessThanOrEqual(budgets.splashKb * 1024);
  });
});

/**
 * Elements on `/` (at most 900, the bench's target), counted as Lighthouse's DOM-size insight counts them: every
 * element of the document outside `<head>`. Counted in the page as served (the prerendered HTML, no
 * script run: the splash included) and once the app has hydrated past the splash; both must fit.
 */
const homeElementBudget = 900;

describe('element budget', () => {
  it(`keeps / at most ${homeElementBudget} elements, as served and after hydration`, async () => {
    const count = () => document.querySelectorAll('*').length - document.head.querySelectorAll('*').length - 1;
    const context = await browser().newContext({ javaScriptEnabled: false });
    const served = await context.newPage();
    await served.goto(url('/', 'shipped'));
    const asServed = await served.evaluate(count);
    await context.close();
    const session = await openPage(browser(), '/', { viewport: 'phone', build: 'shipped' });
    const hydrated = await session.page.evaluate(count);
    await session.close();
    console.log(
      `Elements on / outside <head>: ${asServed} as served, ${hydrated} after hydration (budget ${homeElementBudget})`,
    );
    expect(asServed).toBeLessThanOrEqual(homeElementBudget);
    expect(hydrated).toBeLessThanOrEqual(homeElementBudget);
  });
});

/**
 * Requests on `/` (at most 30, the bench's target), counted as Lighthouse counts them: every request the
 * DevTools protocol reports from the navigation until the page is past the splash and the network is
 * idle, `data:` URIs (the stylesheet's masks) included.
 */
const homeRequestBudget = 30;

describe('request budget', () => {
  it(`makes at most ${homeRequestBudget} requests on / until the page is idle`, async () => {
    const requested: string[] = [];
    const session = await openPage(browser(), '/', {
      viewport: 'phone',
      build: 'shipped',
      beforeLoad: async (page) => {
        const devtools = await page.context().newCDPSession(page);
        devtools.on('Network.requestWillBeSent', ({ request }) => requested.push(request.url));
        await devtools.send('Network.enable');
      },
    });
    await session.close();
    const name = (address: string) =>
      address.startsWith('data:') ? 'data: URI' : chunkName(new URL(address).pathname) || '/';
    console.log(
      `Requests on / until idle: ${requested.length} (budget ${homeRequestBudget}): ${requested.map(name).join(', ')}`,
    );
    expect(requested.length).toBeLessThanOrEqual(homeRequestBudget);
  });
});
