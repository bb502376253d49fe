/**
 * `npm start`'s dev server (Vite with `tools/dev/serverRender.mjs`, as `tools/dev.mjs` starts it, on
 * a port of its own): it answers as the host does, the page registers no service worker, so hot
 * reload is never served from a cache, and a press before a form's island hydrates is kept, as on the
 * build (islands.e2e.ts). One dev server for all of it: its first pages transform the whole site.
 */
import { describe, expect, inject, it } from 'vitest';
import { notFound } from '../src/content/notFound';
import { useDevServer } from './devServer';
import { url, useBrowser } from './harness';
import { forms, pressEarly } from './pressEarly';

const browser = useBrowser();
/** Requests for the worker's script that reached the server (a registration would fetch it). */
let workerScriptRequests = 0;

const devOrigin = useDevServer([
  {
    name: 'count-worker-script-requests',
    configureServer: ({ middlewares }) =>
      void middlewares.use((request, _response, next) => {
        if (request.url?.startsWith('/sw.js')) workerScriptRequests += 1;
        next();
      }),
  },
]);

describe('the dev server (npm start)', () => {
  it('answers a page to curl and to HEAD, the not-found page with 404, 404 for a missing file, and the sitemap, feed and robots.txt', async () => {
    const home = await fetch(`${devOrigin()}/`, { headers: { accept: '*/*' } });
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('<main');
    expect((await fetch(`${devOrigin()}/about`, { method: 'HEAD' })).status).toBe(200);
    const unknown = await fetch(`${devOrigin()}/no-such-page`);
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain(notFound.title);
    expect((await fetch(`${devOrigin()}/x.js`)).status).toBe(404);
    // The files the build writes beside the pages, which the pages link.
    for (const [path, start] of [
      ['/sitemap.xml', '<?xml'],
      ['/feed.xml', '<?xml'],
      ['/robots.txt', 'User-agent'],
    ] as const) {
      const answer = await fetch(`${devOrigin()}${path}`);
      expect(answer.status, path).toBe(200);
      const text = await answer.text();
      expect(text.startsWith(start), path).toBe(true);
      // The same code writes them for the build: the same content, but for the origin in the sitemap.
      const built = await (await fetch(url(path))).text();
      expect(text, path).toBe(built);
    }
  });

  it('follows every internal link and reference of every page to an answer (no 404 on a dev page)', async () => {
    const pages = inject('sitePages').all;
    const targets = new Map<string, string>(); // target → the first page naming it
    for (const page of pages) {
      const html = await (await fetch(`${devOrigin()}${page}`)).text();
      for (const [, target] of html.matchAll(/\s(?:href|src)="(\/[^"#]*)/g))
        if (!targets.has(target!)) targets.set(target!, page);
    }
    expect(targets.size).toBeGreaterThan(pages.length);
    const broken: string[] = [];
    for (const [target, page] of targets) {
      const { status } = await fetch(`${devOrigin()}${target}`, { headers: { accept: '*/*' } });
      if (status !== 200) broken.push(`${target} (${status}, linked from ${page})`);
    }
    expect(broken).toEqual([]);
  }, 180_000);

  it('registers no service worker, and serves none', async () => {
    const context = await browser().newContext();
    const page = await context.newPage();
    await page.goto(`${devOrigin()}/`);
    // The page's loader has run (it defines is-land), then the load event.
    await page.waitForFunction(() => customElements.get('is-land') !== undefined, null, { timeout: 60_000 });
    await page.waitForLoadState('load');
    // Past the moment a production build registers it: loaded, then idle.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
    await page.waitForTimeout(1_000);
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
    expect(workerScriptRequests).toBe(0);
    expect((await fetch(`${devOrigin()}/sw.js`)).status).toBe(404);
    await context.close();
  });
});

describe('a press before its island hydrates (npm start)', () => {
  it.each(forms)('$name: kept, carried out, never submitted natively', async (form) => {
    await pressEarly(browser(), `${devOrigin()}${form.path}`, form);
  });
});
