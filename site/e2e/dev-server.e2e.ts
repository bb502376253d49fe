/**
 * `npm start`'s dev server (Vite with `tools/dev/serverRender.mjs`, as `tools/dev.mjs` starts it, on
 * a port of its own): it answers as the host does, and the page registers no service worker, so hot
 * reload is never served from a cache.
 */
import { fileURLToPath } from 'node:url';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverRenderedPages } from '../../tools/dev/serverRender.mjs';
import { notFound } from '../src/content/notFound';
import { useBrowser } from './harness';

const siteRoot = fileURLToPath(new URL('..', import.meta.url));
const browser = useBrowser();
let server: ViteDevServer;
let origin = '';
/** Requests for the worker's script that reached the server (a registration would fetch it). */
let workerScriptRequests = 0;

beforeAll(async () => {
  server = await createServer({
    root: siteRoot,
    configFile: `${siteRoot}/vite.config.ts`,
    server: { port: 0, strictPort: false, host: '127.0.0.1' },
    logLevel: 'warn',
    plugins: [
      {
        name: 'count-worker-script-requests',
        configureServer: ({ middlewares }) =>
          void middlewares.use((request, _response, next) => {
            if (request.url?.startsWith('/sw.js')) workerScriptRequests += 1;
            next();
          }),
      },
      serverRenderedPages(),
    ],
  });
  await server.listen();
  origin = server.resolvedUrls?.local[0]?.replace(/\/$/, '') ?? '';
}, 60_000);
afterAll(async () => {
  await server?.close();
});

describe('the dev server (npm start)', () => {
  it('answers a page to curl and to HEAD, the not-found page with 404, and 404 for a missing file', async () => {
    const home = await fetch(`${origin}/`, { headers: { accept: '*/*' } });
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('<main');
    expect((await fetch(`${origin}/about`, { method: 'HEAD' })).status).toBe(200);
    const unknown = await fetch(`${origin}/no-such-page`);
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain(notFound.title);
    expect((await fetch(`${origin}/x.js`)).status).toBe(404);
  }, 60_000);

  it('registers no service worker, and serves none', async () => {
    const context = await browser().newContext();
    const page = await context.newPage();
    await page.goto(`${origin}/`);
    await page.waitForFunction(() => performance.getEntriesByName('page-hydrated', 'mark').length > 0, null, {
      timeout: 60_000,
    });
    // Past the moment a production build registers it: loaded, then idle.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5_000 })));
    await page.waitForTimeout(1_000);
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
    expect(workerScriptRequests).toBe(0);
    expect((await fetch(`${origin}/sw.js`)).status).toBe(404);
    await context.close();
  }, 90_000);
});
