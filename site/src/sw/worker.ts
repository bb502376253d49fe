/**
 * The site's service worker, with Workbox. Built by `tools/build/buildServiceWorker.mjs` after the
 * prerender has written every page, which injects the shell to precache (`self.__WB_MANIFEST`) and
 * the plan for the rest (`__SW_PLAN__`, see `ServiceWorkerPlan`). The page registers it after its
 * `load` event, at an idle moment (`src/app/registerServiceWorker.ts`): it comes after the page.
 *
 * - Install precaches the shell only (fonts, sprites, icons, the offline page, the manifest, the
 *   speculation rules, the stylesheet and scripts every page loads), and keeps the page that registered
 *   it (read before the worker could see it). A new build's install also keeps, anew, the pages the
 *   visitor kept with an earlier build: unchanged ones copied, changed ones fetched (unless the visitor
 *   saves data).
 * - A page of the plan comes from the network first and is kept as it is read, or as Speculation
 *   Rules prefetch or prerender it (Chromium, since 138, sends those requests through the worker,
 *   marked `Sec-Purpose: prefetch`; before, it did not prefetch pages a worker controls), in a cache
 *   of this build: only if its HTML is this build's (by its SHA-256), so a page read offline always
 *   belongs to the same build as the shell; a newer deploy's page is shown, not kept. When the
 *   network fails, the kept copy answers, marked as a saved copy for the offline status.
 * - Code that is not in the shell (a page's or an island's scripts) and images are kept as they are used
 *   (cache first); nothing is fetched for them at install.
 * - At a later idle moment the page asks the worker to keep the rest (`keepTheRestMessage`): the
 *   plan's `later` list, which the build cut to a size cap; never when the visitor saves data.
 * - Any other page (the route table leaves sign-in and what it guards out of the plan, and an unknown
 *   path is in no list) comes from the network only; nothing of another origin (sign-in, e-mail) is
 *   touched.
 * - A navigation the network and the caches cannot answer gets the offline page (a speculative one
 *   fails instead, so the real navigation decides when it comes).
 * A new build's worker waits until no page of the old build is open (the browser's rule), so a page
 * never mixes two builds; online, navigations already get the new build's pages from the network.
 *
 * With Background Sync (Chromium), it also sends the messages waiting in the outbox once the
 * connection is back, even when no tab of the site is open (see `../outbox`).
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import type { WorkboxPlugin } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly, type Strategy } from 'workbox-strategies';
import emailjs from '@emailjs/browser';
import { configuredEmailJs, sendEmail } from '../integrations/email/emailjsSender';
import { gotNoAnswer } from '../integrations/email/types';
import { outboxSyncTag, type QueuedMessage } from '../outbox/outbox';
import { sendWaitingMessages } from '../outbox/sending';
import { markSavedPage } from '../connection/savedPage';
import {
  buildCacheName,
  imageKey,
  imagesCache,
  isSpeculative,
  isThisBuildsPage,
  keepTheRestMessage,
  offlinePage,
  pagePath,
  pagesCachePrefix,
  savesData,
  codeCache,
  codeOf,
  type ServiceWorkerPlan,
} from './cachePolicy';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };
declare const __SW_PLAN__: ServiceWorkerPlan;
/** Background Sync's event (not in TypeScript's WebWorker library). */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

const shell = self.__WB_MANIFEST;
const plan = __SW_PLAN__;
const pagesCache = buildCacheName(shell, plan);
const planCode = new Set(plan.code);

const visitorSavesData = () =>
  savesData((self.navigator as WorkerNavigator & { connection?: { saveData?: boolean } }).connection);

precacheAndRoute(shell);
cleanupOutdatedCaches();

/** A saved page, its `<html>` marked so the page can tell the visitor (see `savedPageAttribute`). */
async function markedAsSaved(response: Response): Promise<Response> {
  const { status, statusText } = response;
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(markSavedPage(await response.text()), { status, statusText, headers });
}

/** Where a page of the plan is kept: its clean path, whatever its query or trailing slash. */
const pageKey = (url: string) => {
  const { origin, pathname } = new URL(url);
  return `${origin}${pagePath(pathname)}`;
};

/** The network's answer for a page, if it is this build's page: a whole 200, not redirected. */
async function keepable(url: string, response: Response | undefined): Promise<Response | null> {
  if (!response || response.status !== 200 || response.redirected || response.type !== 'basic') return null;
  const path = pagePath(new URL(url).pathname);
  return (await isThisBuildsPage(plan, path, await response.clone().arrayBuffer())) ? response : null;
}

const pageStrategy = new NetworkFirst({
  cacheName: pagesCache,
  plugins: [
    { cacheKeyWillBeUsed: async ({ request }) => pageKey(request.url) },
    // The network's answer is kept only if it is this build's page.
    { cacheWillUpdate: async ({ request, response }) => keepable(request.url, response) },
    // The cache answers only when the network failed: the page says it is a saved copy. A speculative
    // request gets no saved copy: it fails, and the navigation, if it comes, asks again.
    // (The request this callback is given is the cache key: the event has the browser's.)
    {
      cachedResponseWillBeUsed: async ({ event, cachedResponse }) =>
        cachedResponse && !(event instanceof FetchEvent && isSpeculative(event.request))
          ? markedAsSaved(cachedResponse)
          : null,
    },
  ],
});
registerRoute(
  ({ request, url, sameOrigin }) => sameOrigin && request.mode === 'navigate' && pagePath(url.pathname) in plan.pages,
  pageStrategy,
);
// Any other page (sign-in and what it guards, an unknown path): the network only.
registerRoute(({ request, sameOrigin }) => sameOrigin && request.mode === 'navigate', new NetworkOnly());

// The scripts and stylesheets the shell does not hold (hashed names: a kept one never changes).
const codeStrategy = new CacheFirst({
  cacheName: codeCache,
  plugins: [new CacheableResponsePlugin({ statuses: [200] })],
});
registerRoute(({ url, sameOrigin }) => sameOrigin && planCode.has(url.pathname), codeStrategy);

const imageRevision: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => imageKey(plan, new URL(request.url)),
};
const imageStrategy = new CacheFirst({
  cacheName: imagesCache,
  plugins: [
    imageRevision,
    new CacheableResponsePlugin({ statuses: [200] }),
    new ExpirationPlugin({ maxEntries: 120, maxAgeSeconds: 60 * 60 * 24 * 30, purgeOnQuotaError: true }),
  ],
});
registerRoute(({ request, sameOrigin }) => sameOrigin && request.destination === 'image', imageStrategy);

setCatchHandler(async ({ request }) =>
  request.mode === 'navigate' && !isSpeculative(request)
    ? ((await matchPrecache(offlinePage)) ?? Response.error())
    : Response.error(),
);

/** Keeps a page of the plan from the network (or the HTTP cache), if it is this build's; its HTML, if so. */
async function keepPage(cache: Cache, path: string, init?: RequestInit): Promise<string | undefined> {
  const url = new URL(path, self.location.origin).href;
  const response = await keepable(url, await fetch(url, init));
  if (!response) return undefined;
  await cache.put(pageKey(url), response.clone());
  return response.text();
}

/** Keeps a URL through its strategy (cache first: nothing is fetched for what is kept already). */
async function keepThrough(strategy: Strategy, event: ExtendableEvent, url: string, init?: RequestInit) {
  const response = await strategy.handle({ event, request: new Request(url, init) });
  await response.body?.cancel();
}

/**
 * At install: the pages this visitor kept with an earlier build, this build's version of each (the
 * same HTML copied, a changed one fetched anew unless the visitor saves data), and the pages open now
 * (the one that registered the worker was read before the worker could keep it) with their code.
 */
async function keepReadPages(event: ExtendableEvent) {
  const cache = await caches.open(pagesCache);
  const kept = new Set<string>();
  for (const name of await caches.keys()) {
    if (!name.startsWith(pagesCachePrefix) || name === pagesCache) continue;
    const old = await caches.open(name);
    for (const request of await old.keys()) {
      const path = pagePath(new URL(request.url).pathname);
      if (kept.has(path) || !(path in plan.pages)) continue;
      const response = await old.match(request);
      if (response && (await keepable(request.url, response.clone()))) await cache.put(pageKey(request.url), response);
      else if (!visitorSavesData()) await keepPage(cache, path).catch(() => undefined);
      kept.add(path);
    }
  }
  for (const client of await self.clients.matchAll({ type: 'window', includeUncontrolled: true })) {
    const path = pagePath(new URL(client.url).pathname);
    if (new URL(client.url).origin !== self.location.origin || !(path in plan.pages)) continue;
    const html = kept.has(path) ? undefined : await keepPage(cache, path).catch(() => undefined);
    kept.add(path);
    // Already in the HTTP cache (the page just loaded them): no transfer.
    for (const url of codeOf(html ?? '', planCode)) await keepThrough(codeStrategy, event, url).catch(() => undefined);
  }
}

self.addEventListener('install', (event) => {
  // Best effort: the worker installs with its shell whatever the network says.
  event.waitUntil(keepReadPages(event).catch(() => undefined));
});

/**
 * Keeps the plan's `later` list, in order, one file at a time, at low priority; stops at the first
 * network failure, or at a page of another build.
 */
let keepingTheRest: Promise<void> | undefined;
async function keepTheRest(event: ExtendableEvent) {
  const cache = await caches.open(pagesCache);
  const keptPages = new Set((await cache.keys()).map((request) => pagePath(new URL(request.url).pathname)));
  const low = { priority: 'low' } as RequestInit;
  for (const url of plan.later) {
    if (visitorSavesData()) return;
    if (url in plan.pages) {
      // Not this build's page: the network has another build (whose worker will come), stop here.
      if (!keptPages.has(url) && (await keepPage(cache, url, low)) === undefined) return;
    } else await keepThrough(planCode.has(url) ? codeStrategy : imageStrategy, event, url, low);
  }
}

// A port sent with the message hears when it is done (the tests wait for it).
self.addEventListener('message', (event) => {
  if (event.data !== keepTheRestMessage || event.origin !== self.location.origin) return;
  if (!visitorSavesData())
    keepingTheRest ??= keepTheRest(event)
      .catch(() => undefined)
      .finally(() => {
        keepingTheRest = undefined;
      });
  event.waitUntil(Promise.resolve(keepingTheRest).then(() => event.ports[0]?.postMessage(keepTheRestMessage)));
});

/** The runtime caches, cut to this build: other builds' pages, code and images go. */
async function pruneToThisBuild() {
  for (const name of await caches.keys())
    if (name.startsWith(pagesCachePrefix) && name !== pagesCache) await caches.delete(name);
  const code = await caches.open(codeCache);
  for (const request of await code.keys()) if (!planCode.has(new URL(request.url).pathname)) await code.delete(request);
  const images = await caches.open(imagesCache);
  for (const request of await images.keys()) {
    const url = new URL(request.url);
    if (request.url !== imageKey(plan, url)) await images.delete(request);
  }
}

self.addEventListener('activate', (event) => {
  // Navigation preload: a page's request starts while the worker starts, not after.
  event.waitUntil(Promise.all([pruneToThisBuild(), self.registration.navigationPreload.enable()]));
});

self.addEventListener('sync', (event) => {
  const { tag } = event as SyncEvent;
  if (tag !== outboxSyncTag) return;
  const sdk = Promise.resolve(configuredEmailJs(emailjs));
  const send = ({ form, values, key }: QueuedMessage) => sendEmail(sdk, form, values, { key, repeat: true });
  (event as SyncEvent).waitUntil(sendWaitingMessages(send, gotNoAnswer));
});
