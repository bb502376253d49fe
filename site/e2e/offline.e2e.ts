/**
 * Offline reading, with the service worker (src/sw/worker.ts) on the production build and its
 * headers, through a server the test owns and stops (see ownServer.ts). The worker comes after the page
 * and keeps pages as they are read: after a first visit, the pages read open without the network and
 * the others show the offline page; once a later idle moment has kept the rest, every page of the route
 * table opens without the network (sign-in and what it guards excepted: they show the offline page, as
 * an unknown path does), and a return visit online asks the network for pages only.
 */
import type { BrowserContext, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { routeTable } from '../src/app/routeTable';
import { assessmentForm, login } from '../src/content/login';
import { offline } from '../src/content/offline';
import { keepTheRestMessage } from '../src/sw/cachePolicy';
import {
  collectErrors,
  newUser,
  seriousAxeViolations,
  signIn,
  unexpectedErrors,
  url,
  useBrowser,
  waitPastSplash,
} from './harness';
import { startOwnServer, type OwnServer } from './ownServer';

const browser = useBrowser();
let server: OwnServer;

beforeAll(async () => {
  server = await startOwnServer(url('', 'splashless'));
});
afterAll(async () => {
  await server.close();
});

/** The route table's own paths of the routes the service worker leaves to the network. */
const networkOnly = routeTable.filter((route) => route.networkOnly).map((route) => route.path);
const readableOffline = inject('sitePages').onePerRoute.filter((path) => !networkOnly.includes(path));

/**
 * A context whose pages say the visitor saves data: they never ask the worker to keep the rest, so
 * it keeps only the pages read.
 */
async function savingData(): Promise<BrowserContext> {
  const context = await browser().newContext();
  await context.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true } }));
  return context;
}

/** The pages the worker keeps (every build's pages cache), by path. */
const keptPages = (page: Page) =>
  page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys())
      if (name.startsWith('pages-'))
        for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
    return paths.sort();
  });

/**
 * Asks the worker to keep the rest, as a page does at a later idle moment, and waits until it has (a
 * run the page already asked for is the same run).
 */
const keepTheRest = (page: Page) =>
  page.evaluate(async (message) => {
    const worker = (await navigator.serviceWorker.ready).active;
    await new Promise<void>((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve();
      worker?.postMessage(message, [channel.port2]);
    });
  }, keepTheRestMessage);

/** A tab that reports console errors, on a first visit to `path` with the service worker ready. */
async function firstVisit(context: BrowserContext, path: string): Promise<{ page: Page; errors: string[] }> {
  const page = await context.newPage();
  const errors = collectErrors(page, { pageUrl: true });
  await page.goto(`${server.url}${path}`);
  await waitPastSplash(page);
  // It registers after the load event, once the page is idle, and is ready once it has kept the shell and this page.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  return { page, errors };
}

/** The first heading of a page, as the build wrote it (read online, before the server stops). */
async function prerenderedHeading(path: string): Promise<string> {
  const html = await (await fetch(`${server.url}${path}`)).text();
  const heading = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1];
  if (heading === undefined) throw new Error(`${path} has no h1`);
  return heading
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .trim();
}

describe('offline reading (service worker)', () => {
  it('keeps the pages as they are read: with the server stopped, those open as saved copies; the others, sign-in and unknown paths show the offline page', async () => {
    const read = ['/', '/about', '/contact'];
    const notRead = readableOffline.filter((path) => !read.includes(path));
    expect(notRead.length).toBeGreaterThan(0);
    const headings = new Map<string, string>();
    for (const path of read) headings.set(path, await prerenderedHeading(path));
    const context = await savingData();
    const { page, errors } = await firstVisit(context, '/');
    // The first page was read before the worker came: its install keeps it. The others, as they are read.
    for (const path of read.slice(1)) await page.goto(`${server.url}${path}`);
    await expect.poll(() => keptPages(page)).toEqual([...read].sort());
    await server.stop();
    try {
      for (const path of read) {
        await page.goto(`${server.url}${path}`);
        await expect.poll(() => page.locator('h1').first().textContent(), { message: path }).toBe(headings.get(path));
        await page.getByRole('status').getByText(offline.status.state, { exact: true }).waitFor();
      }
      for (const path of [...notRead, ...networkOnly, '/no-such-page']) {
        await page.goto(`${server.url}${path}`);
        await expect.poll(() => page.locator('h1').textContent(), { message: path }).toBe(offline.title);
        expect(await page.getByRole('link', { name: offline.home.label }).getAttribute('href')).toBe('/');
      }
      for (const colorScheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme });
        expect(await seriousAxeViolations(page), `the offline page, ${colorScheme}`).toEqual([]);
      }
      // The way home from the offline page: a saved page, which says so, in both themes without an axe violation.
      await page.getByRole('link', { name: offline.home.label }).click();
      await expect.poll(() => page.locator('h1').first().textContent()).toBe(headings.get('/'));
      const status = page.getByRole('status').filter({ hasText: offline.status.state });
      await expect.poll(() => status.textContent()).toContain(offline.status.detail);
      for (const colorScheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme });
        expect(await seriousAxeViolations(page), `a saved page, ${colorScheme}`).toEqual([]);
      }
    } finally {
      await server.start();
    }
    // Offline, the page's own requests fail (the connection is refused): only those errors are expected.
    expect(unexpectedErrors(errors, [/Failed to load resource: net::ERR_/])).toEqual([]);
    await context.close();
  });

  it('keeps the rest at a later idle moment: then, with the server stopped, every route but sign-in opens; those and unknown paths show the offline page', async () => {
    const headings = new Map<string, string>();
    for (const path of readableOffline) headings.set(path, await prerenderedHeading(path));
    const context = await browser().newContext();
    const { page, errors } = await firstVisit(context, '/');
    // A page the worker answers asks it, once idle, to keep the rest (the pages first).
    await page.goto(`${server.url}/about`);
    await expect.poll(() => keptPages(page), { timeout: 30_000 }).toEqual(expect.arrayContaining(readableOffline));
    await keepTheRest(page);
    await server.stop();
    try {
      for (const path of readableOffline) {
        await page.goto(`${server.url}${path}`);
        await expect.poll(() => page.locator('h1').first().textContent(), { message: path }).toBe(headings.get(path));
        await page.getByRole('status').getByText(offline.status.state, { exact: true }).waitFor();
      }
      for (const path of [...networkOnly, '/no-such-page']) {
        await page.goto(`${server.url}${path}`);
        await expect.poll(() => page.locator('h1').textContent(), { message: path }).toBe(offline.title);
      }
    } finally {
      await server.start();
    }
    const kept = await keptPages(page);
    for (const path of networkOnly) expect(kept).not.toContain(path);
    expect(unexpectedErrors(errors, [/Failed to load resource: net::ERR_/])).toEqual([]);
    await context.close();
  });

  it('on a return visit online, once the rest is kept, asks the network for the page only: no script, stylesheet, font or sprite', async () => {
    const context = await browser().newContext();
    const first = await firstVisit(context, '/');
    await keepTheRest(first.page);
    await first.page.close();
    const asset = /\.(js|css|woff2|svg|png)(\?|$)/;
    for (const path of ['/', '/about', '/contact']) {
      server.forget();
      // The page's requests are answered by the worker, not by the HTTP cache (which keeps hashed files
      // too, until it evicts them). The worker's own fetches (keeping the rest, when a page asks it at
      // idle) are not the page's: one that reaches the network is in `server.requests` all the same.
      const notFromWorker: string[] = [];
      context.on('response', (response) => {
        const { pathname } = new URL(response.url());
        const pageRequest = response.request().serviceWorker() === null;
        if (pageRequest && asset.test(pathname) && pathname !== '/sw.js' && !response.fromServiceWorker())
          notFromWorker.push(pathname);
      });
      const { page, errors } = await firstVisit(context, path);
      // The worker's own script is checked for an update on navigation: how a deploy reaches the visitor.
      const fromNetwork = server.requests.filter((request) => asset.test(request) && request !== '/sw.js');
      expect(fromNetwork, path).toEqual([]);
      expect(notFromWorker, path).toEqual([]);
      expect(server.requests, path).toContain(path);
      // From the network: not a saved page, nothing to say.
      expect(await page.getByRole('status').getByText(offline.status.state, { exact: true }).count(), path).toBe(0);
      expect(errors).toEqual([]);
      context.removeAllListeners('response');
      await page.close();
    }
    await context.close();
  });

  it('after a deploy, the next navigation shows the new build whole: no request fails, nothing mixes', async () => {
    const context = await browser().newContext();
    const failed: string[] = [];
    context.on('requestfailed', (request) => failed.push(`${request.url()}: ${request.failure()?.errorText}`));
    context.on('response', (response) => {
      if (response.status() >= 400) failed.push(`${response.url()}: ${response.status()}`);
    });
    // The old build (without the splash) with its worker, then the new one (the shipped build, with
    // the splash) served in its place at the same address.
    const { page, errors } = await firstVisit(context, '/');
    const oldScripts = await page.evaluate(() => [...document.scripts].map((script) => script.src));
    server.forwardTo(url('', 'shipped'));
    try {
      const response = await page.goto(`${server.url}/about`);
      // The new build's page: with the splash.
      expect(await response?.text()).toContain('data-splash-covered');
      await waitPastSplash(page);
      const newScripts = await page.evaluate(() => [...document.scripts].map((script) => script.src));
      expect(newScripts).not.toEqual(oldScripts);
      // Every script the new page runs is the new build's, answered by the network or the worker.
      const entry = await page.evaluate(() => document.querySelector<HTMLScriptElement>('script[type="module"]')!.src);
      expect(server.requests).toContain(new URL(entry).pathname);
    } finally {
      server.forwardTo(url('', 'splashless'));
    }
    expect(failed).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps nothing of sign-in: after signing in and out, no cache or IndexedDB store holds a sign-in answer or page', async () => {
    const user = await newUser();
    const context = await browser().newContext();
    const { page, errors } = await firstVisit(context, '/');
    await page.goto(`${server.url}/login`);
    await signIn(page, user);
    await page.waitForURL(`${server.url}${login.redirectTo}`);
    await page.getByRole('button', { name: assessmentForm.signOut }).click();
    await page.waitForURL(`${server.url}${assessmentForm.signedOutTo}`);

    const kept = await page.evaluate(async () => {
      const cached: string[] = [];
      for (const name of await caches.keys())
        for (const request of await (await caches.open(name)).keys()) cached.push(request.url);
      const stored: string[] = [];
      for (const { name } of await indexedDB.databases()) {
        if (!name) continue;
        const db = await new Promise<IDBDatabase>((resolve, reject) => {
          const opening = indexedDB.open(name);
          opening.onsuccess = () => resolve(opening.result);
          opening.onerror = () => reject(opening.error);
        });
        for (const store of db.objectStoreNames) {
          const values = await new Promise<unknown[]>((resolve, reject) => {
            const reading = db.transaction(store).objectStore(store).getAll();
            reading.onsuccess = () => resolve(reading.result);
            reading.onerror = () => reject(reading.error);
          });
          stored.push(`${name}/${store}: ${JSON.stringify(values)}`);
        }
        db.close();
      }
      return { cached, stored };
    });
    expect(kept.cached.length).toBeGreaterThan(0);
    // No answer of Firebase Auth's hosts, and neither page of sign-in (their scripts are code, kept as any other).
    const ofSignIn = (address: string) =>
      /identitytoolkit|securetoken/.test(address) || networkOnly.includes(new URL(address).pathname);
    expect(kept.cached.filter(ofSignIn)).toEqual([]);
    expect(
      kept.stored.filter((values) => /identitytoolkit|securetoken|refreshToken|idToken|accessToken/.test(values)),
    ).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
