/**
 * Byte budgets of the first view (issues #6 and #11), measured on the production build as a visitor's
 * browser loads it: the JavaScript fetched on each route before the content shows (the identity SDK
 * included), and the splash's HTML with its inline critical CSS. Figures are printed; exceeding a budget fails.
 */
import { gzipSync } from 'node:zlib';
import { describe, expect, inject, it } from 'vitest';
import { splashMarkup } from '../../tools/build/html.mjs';
import { budgets } from './budgets';
import { openPage, url, useBrowser, waitPastSplash } from './harness';

const browser = useBrowser();
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const gzipSize = (body: Buffer | string) => gzipSync(body, { level: 9 }).length;

/** The scripts a route had started fetching by the frame its content became visible, with their gzip sizes. */
async function scriptsBeforeContent(path: string): Promise<{ path: string; size: number }[]> {
  const session = await openPage(browser(), path, { viewport: 'phone', build: 'shipped', pastSplash: false });
  const { page } = session;
  await waitPastSplash(page);
  // The init script of the harness records the moment the content became visible; what starts later
  // is not part of the first view.
  const paths = await page.evaluate(() => {
    const shownAt = (window as unknown as { contentShownAt?: number }).contentShownAt ?? Infinity;
    return performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime <= shownAt && new URL(entry.name).pathname.endsWith('.js'))
      .map((entry) => new URL(entry.name).pathname);
  });
  await session.close();
  const sizes = await Promise.all(
    [...new Set(paths)].map(async (script) => {
      const response = await fetch(url(script, 'shipped'));
      return { path: script, size: gzipSize(Buffer.from(await response.arrayBuffer())) };
    }),
  );
  return sizes.sort((a, b) => b.size - a.size);
}

/** A file's name without its content hash, e.g. `firebaseIdentity`. */
const chunkName = (path: string) => path.replace(/^\/assets\//, '').replace(/-[\w-]{8}\.js$/, '');

describe('byte budgets', () => {
  it(`loads at most ${budgets.jsBeforeContentKb} KB gzip of JavaScript before the content shows, on every route`, async () => {
    const routes: { route: string; scripts: { path: string; size: number }[] }[] = [];
    // Two routes at a time: the figures are bytes, not times, so sharing the machine changes nothing.
    const siteRoutes = inject('sitePages').onePerRoute;
    for (let i = 0; i < siteRoutes.length; i += 2) {
      const pair = siteRoutes.slice(i, i + 2);
      routes.push(
        ...(await Promise.all(pair.map(async (route) => ({ route, scripts: await scriptsBeforeContent(route) })))),
      );
    }
    const total = (scripts: { size: number }[]) => scripts.reduce((sum, script) => sum + script.size, 0);
    const everywhere = routes[0]!.scripts.filter((script) =>
      routes.every((route) => route.scripts.some((other) => other.path === script.path)),
    );
    const shared = new Set(everywhere.map((script) => script.path));
    console.log(
      [
        `JavaScript before the content shows (gzip), shipped build, budget ${budgets.jsBeforeContentKb} KB per route:`,
        ...routes.map(({ route, scripts }) => {
          const own = scripts.filter((script) => !shared.has(script.path));
          const ownList = own.map((script) => `${chunkName(script.path)} ${kb(script.size)}`).join(', ');
          return `  ${route.padEnd(16)} ${kb(total(scripts)).padStart(9)}  ${scripts.length} files; beyond the shared ones: ${ownList || 'none'}`;
        }),
        `  shared by every route: ${kb(total(everywhere))}: ${everywhere.map((script) => `${chunkName(script.path)} ${kb(script.size)}`).join(', ')}`,
      ].join('\n'),
    );
    for (const { route, scripts } of routes) {
      // The identity SDK is part of the first view: the splash waits for the identity check.
      expect(
        scripts.some((script) => script.path.includes('firebaseIdentity')),
        route,
      ).toBe(true);
      expect(total(scripts), `${route}: ${kb(total(scripts))}`).toBeLessThanOrEqual(budgets.jsBeforeContentKb * 1024);
    }
  });

  it(`sends the splash with its critical CSS in at most ${budgets.splashKb} KB gzip`, async () => {
    const response = await fetch(url('/', 'shipped'));
    const html = await response.text();
    const rootTag = /<div id="root"[^>]*>/.exec(html);
    expect(rootTag, 'the prerendered root').not.toBeNull();
    const afterRoot = (rootTag?.index ?? 0) + (rootTag?.[0].length ?? 0);
    // Everything up to the end of the splash element: what has to arrive for the splash to paint.
    const splashHtml = html.slice(0, afterRoot) + splashMarkup(html.slice(afterRoot));
    expect(splashHtml).toMatch(/<style>[^<]*data-splash-covered/);
    expect(splashHtml).not.toMatch(/<link rel="stylesheet"/);
    const size = gzipSize(splashHtml);
    console.log(`Splash HTML and critical CSS on / (gzip): ${kb(size)} of ${budgets.splashKb} KB`);
    expect(size).toBeLessThanOrEqual(budgets.splashKb * 1024);
  });
});
