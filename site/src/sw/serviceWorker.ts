/**
 * The site's service worker, with Workbox. Built by `tools/build/serviceWorker.mjs` after the
 * prerender has written every page, which injects the list of files (`self.__WB_MANIFEST`):
 * - the shell (scripts, the stylesheet, fonts, sprites, icons, the offline page) is precached and
 *   served from the cache: every name is hashed or revisioned;
 * - every page is fetched into a cache of this build at install, unless the visitor saves data; a page
 *   comes from the network first, and from that cache when the network fails, so a page read offline
 *   always belongs to the same build as the shell (the network's newer pages never enter it); a page
 *   from the cache is marked as a saved copy, for the offline status;
 * - images are cached as they are used (all of them at install, unless the visitor saves data);
 * - any other page (the route table leaves sign-in and what it guards out of the list, and an unknown
 *   path is in no list) comes from the network only; nothing of another origin (sign-in, e-mail) is
 *   touched;
 * - a navigation the network and the caches cannot answer gets the offline page.
 * A new build's worker waits until no page of the old build is open (the browser's rule), so a page
 * never mixes two builds; online, navigations already get the new build's pages from the network.
 *
 * With Background Sync (Chromium), it also sends the messages waiting in the outbox once the
 * connection is back, even when no tab of the site is open (see `../outbox`).
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { warmStrategyCache } from 'workbox-recipes';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';
import emailjs from '@emailjs/browser';
import { configuredEmailJs, sendEmail } from '../integrations/email/emailjsSender';
import { gotNoAnswer } from '../integrations/email/types';
import { outboxSyncTag, type QueuedMessage } from '../outbox/outbox';
import { sendWaitingMessages } from '../outbox/sending';
import { markSavedPage } from '../ui/savedPage';
import { buildCacheName, offlinePage, pagePath, pagesCachePrefix, splitManifest } from './cachePolicy';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };
/** Background Sync's event (not in TypeScript's WebWorker library). */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

const manifest = self.__WB_MANIFEST;
const { shell, pages, images } = splitManifest(manifest);
const pagesCache = buildCacheName(manifest);

/** Whether the visitor asked to save data (Chromium's Network Information API; absent elsewhere). */
const savesData = () =>
  (self.navigator as WorkerNavigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;

precacheAndRoute(shell);
cleanupOutdatedCaches();

/** A saved page, its `<html>` marked so the page can tell the visitor (see `savedPageAttribute`). */
async function markedAsSaved(response: Response): Promise<Response> {
  const { status, statusText } = response;
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(markSavedPage(await response.text()), { status, statusText, headers });
}

const imageStrategy = new CacheFirst({
  cacheName: 'images',
  plugins: [
    new CacheableResponsePlugin({ statuses: [200] }),
    new ExpirationPlugin({ maxEntries: 120, maxAgeSeconds: 60 * 60 * 24 * 30, purgeOnQuotaError: true }),
  ],
});
registerRoute(({ request, sameOrigin }) => sameOrigin && request.destination === 'image', imageStrategy);

const pageStrategy = new NetworkFirst({
  cacheName: pagesCache,
  matchOptions: { ignoreSearch: true },
  plugins: [
    // The network's answer is shown, never kept: the cache holds this build's pages only.
    { cacheWillUpdate: async () => null },
    // The cache answers only when the network failed: the page says it is a saved copy.
    { cachedResponseWillBeUsed: async ({ cachedResponse }) => cachedResponse && markedAsSaved(cachedResponse) },
  ],
});
const keptPages = new Set(pages);
registerRoute(
  ({ request, url, sameOrigin }) => sameOrigin && request.mode === 'navigate' && keptPages.has(pagePath(url.pathname)),
  pageStrategy,
);
// Any other page (sign-in and what it guards, an unknown path): the network only.
registerRoute(({ request, sameOrigin }) => sameOrigin && request.mode === 'navigate', new NetworkOnly());

setCatchHandler(async ({ request }) =>
  request.mode === 'navigate' ? ((await matchPrecache(offlinePage)) ?? Response.error()) : Response.error(),
);

self.addEventListener('install', (event) => {
  if (savesData()) return;
  event.waitUntil(caches.open(pagesCache).then((cache) => cache.addAll(pages)));
});
if (!savesData()) warmStrategyCache({ urls: images, strategy: imageStrategy });

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith(pagesCachePrefix) && name !== pagesCache)
            .map((name) => caches.delete(name)),
        ),
      ),
  );
});

self.addEventListener('sync', (event) => {
  const { tag } = event as SyncEvent;
  if (tag !== outboxSyncTag) return;
  const sdk = Promise.resolve(configuredEmailJs(emailjs));
  const send = ({ form, values, key }: QueuedMessage) => sendEmail(sdk, form, values, { key, repeat: true });
  (event as SyncEvent).waitUntil(sendWaitingMessages(send, gotNoAnswer));
});
