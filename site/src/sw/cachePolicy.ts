/**
 * What the service worker keeps, and how it tells a page of its own build: pure functions, shared by
 * the worker, its tests and (the message name only) the page that registers it.
 */
import type { PrecacheEntry } from 'workbox-precaching';

/**
 * What the build tells the worker besides the shell it precaches (see `tools/build/buildServiceWorker.mjs`).
 * Every URL is a site path (`/about`, `/assets/x-AbCd1234.js`, `/images/a.png`).
 */
export interface ServiceWorkerPlan {
  /** Every page that may be read offline, by clean path, with the SHA-256 (hex) of its HTML as built. */
  pages: Record<string, string>;
  /** This build's scripts and stylesheets that are not precached (hashed names): kept as they are used. */
  code: string[];
  /** This build's images, each with a revision of its content: kept as they are used. */
  images: Record<string, string>;
  /** What a later idle moment keeps, in this order (pages, code, images), within the build's cap. */
  later: string[];
}

/** The page shown for a navigation that neither the network nor the caches can answer. */
export const offlinePage = '/offline.html';

/** Each build's pages live in a cache of their own, named with this prefix and the build's hash. */
export const pagesCachePrefix = 'pages-';
/** The code not precached (hashed names: one cache for every build, pruned to the active build's). */
export const codeCache = 'code';
/** The images, kept under a key with their revision, so a changed image is fetched anew. */
export const imagesCache = 'images';

/** What the page sends the worker at a later idle moment: keep the rest of the plan's `later`. */
export const keepTheRestMessage = 'keep-the-rest';

/** A page's path as the pages cache names it: no trailing slash (except the home page's). */
export const pagePath = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

/** The pages cache of the build this shell and plan describe (FNV-1a over every name and revision). */
export function buildCacheName(
  shell: readonly (PrecacheEntry | string)[],
  plan: Pick<ServiceWorkerPlan, 'pages'>,
): string {
  let hash = 0x811c9dc5;
  const texts = [
    ...shell.map((entry) => (typeof entry === 'string' ? entry : `${entry.url} ${entry.revision ?? ''}`)),
    ...Object.entries(plan.pages).map(([path, revision]) => `${path} ${revision}`),
  ];
  for (const text of texts)
    for (let index = 0; index < text.length; index++) hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193);
  return `${pagesCachePrefix}${(hash >>> 0).toString(16).padStart(8, '0')}`;
}

/** The SHA-256 of some bytes, in hex (as the build writes a page's revision). */
export async function sha256(bytes: ArrayBuffer): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Whether a page's HTML is the one this build wrote for `path`: only then is it kept, so a page read
 * offline always belongs to the same build as the shell (a newer deploy's page, read from the network
 * before the worker of that deploy takes over, is shown but not kept).
 */
export async function isThisBuildsPage(plan: Pick<ServiceWorkerPlan, 'pages'>, path: string, html: ArrayBuffer) {
  const revision = plan.pages[path];
  return revision !== undefined && (await sha256(html)) === revision;
}

/**
 * Whether the browser asks for a page it may show later (Speculation Rules: a prefetch, or a prerender,
 * whose requests say `Sec-Purpose: prefetch` or `prefetch;prerender`), not for one to show now.
 */
export const isSpeculative = (request: Request) => request.headers.get('Sec-Purpose')?.startsWith('prefetch') ?? false;

/** The code a page's HTML loads (its `src` and `href` under `/assets/`), of those in `among`. */
export function codeOf(html: string, among: ReadonlySet<string>): string[] {
  const urls = [...html.matchAll(/\b(?:src|href)="(\/assets\/[^"#?]+\.(?:js|css))"/g)].map((match) => match[1] ?? '');
  return [...new Set(urls)].filter((url) => among.has(url));
}

/** The cache key of an image: its URL with its revision in this build, so a changed image is a new key. */
export function imageKey(plan: Pick<ServiceWorkerPlan, 'images'>, url: URL): string {
  const revision = plan.images[url.pathname];
  return revision === undefined ? url.href : `${url.origin}${url.pathname}?rev=${revision}`;
}

/**
 * Whether the visitor asked to save data, or is on a 2G connection (the Network Information API,
 * Chromium's; absent elsewhere): then nothing is fetched ahead of use.
 */
export const savesData = (connection: { saveData?: boolean; effectiveType?: string } | undefined) =>
  connection?.saveData === true || /(^|-)2g$/.test(connection?.effectiveType ?? '');
