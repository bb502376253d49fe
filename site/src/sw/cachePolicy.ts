/**
 * What the service worker keeps, from the list of files the build injects into it: pure functions,
 * shared by the worker and its tests.
 */
import type { PrecacheEntry } from 'workbox-precaching';

/** The page shown for a navigation that neither the network nor the caches can answer. */
export const offlinePage = '/offline.html';

/** Each build's pages live in a cache of their own, named with this prefix and the build's hash. */
export const pagesCachePrefix = 'pages-';

const imageFile = /\.(?:png|jpe?g|webp|avif|gif|svg)$/;
/** A page is named by its clean path (`/`, `/about`, `/resources/seo-basics`): no file extension. */
const isPageUrl = (url: string) => url.startsWith('/') && !/\.[a-z0-9]+$/i.test(url.split('/').at(-1) ?? '');
const isImageUrl = (url: string) => url.startsWith('/images/') && imageFile.test(url);

const urlOf = (entry: PrecacheEntry | string) => (typeof entry === 'string' ? entry : entry.url);

/** The injected list, split: the shell to precache, the pages and the images to fetch at install. */
export function splitManifest(entries: readonly (PrecacheEntry | string)[]) {
  const shell: (PrecacheEntry | string)[] = [];
  const pages: string[] = [];
  const images: string[] = [];
  for (const entry of entries) {
    const url = urlOf(entry);
    if (isPageUrl(url)) pages.push(url);
    else if (isImageUrl(url)) images.push(url);
    else shell.push(entry);
  }
  return { shell, pages, images };
}

/** A page's path as the pages cache names it: no trailing slash (except the home page's). */
export const pagePath = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

/** The pages cache of the build this list describes (FNV-1a over every name and revision). */
export function buildCacheName(entries: readonly (PrecacheEntry | string)[]): string {
  let hash = 0x811c9dc5;
  for (const entry of entries) {
    const text = typeof entry === 'string' ? entry : `${entry.url} ${entry.revision ?? ''}`;
    for (let index = 0; index < text.length; index++) hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193);
  }
  return `${pagesCachePrefix}${(hash >>> 0).toString(16).padStart(8, '0')}`;
}
