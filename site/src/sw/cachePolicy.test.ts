import { describe, expect, it } from 'vitest';
import { markSavedPage } from '../connection/savedPage';
import {
  buildCacheName,
  codeOf,
  imageKey,
  isSpeculative,
  isThisBuildsPage,
  pagePath,
  pagesCachePrefix,
  savesData,
} from './cachePolicy';

const shell = [
  { url: '/assets/style-AbCd1234.css', revision: null },
  { url: '/offline.html', revision: 'a1' },
];
/** A page whose SHA-256 is known (FIPS 180-2's first example), as the build writes it in hex. */
const home = 'abc';
const bytes = (text: string) => new TextEncoder().encode(text).buffer as ArrayBuffer;
const plan = {
  pages: { '/': 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad', '/about': 'f6' },
  images: { '/images/home/hero.svg': 'c3' },
};

describe('what the service worker keeps', () => {
  it('names each build’s pages cache after its shell and pages: a changed page is a new cache, the same build the same', () => {
    const name = buildCacheName(shell, plan);
    expect(name.startsWith(pagesCachePrefix)).toBe(true);
    expect(buildCacheName([...shell], { pages: { ...plan.pages } })).toBe(name);
    expect(buildCacheName(shell, { pages: { ...plan.pages, '/about': 'f7' } })).not.toBe(name);
    expect(buildCacheName([{ ...shell[0]!, url: '/assets/style-EfGh5678.css' }, shell[1]!], plan)).not.toBe(name);
  });

  it('keeps a page from the network only if it is this build’s page (by the SHA-256 of its HTML)', async () => {
    expect(await isThisBuildsPage(plan, '/', bytes(home))).toBe(true);
    // Another build's home page (a newer deploy read before its worker took over): shown, not kept.
    expect(await isThisBuildsPage(plan, '/', bytes('abd'))).toBe(false);
    // A page the plan does not keep (sign-in, an unknown path).
    expect(await isThisBuildsPage(plan, '/login', bytes(home))).toBe(false);
  });

  it('finds a page by its path with or without a trailing slash', () => {
    expect(pagePath('/about/')).toBe('/about');
    expect(pagePath('/')).toBe('/');
  });

  it('tells a speculative request (Speculation Rules prefetch or prerender) from a navigation', () => {
    const page = 'https://example.com/about';
    expect(isSpeculative(new Request(page, { headers: { 'Sec-Purpose': 'prefetch' } }))).toBe(true);
    expect(isSpeculative(new Request(page, { headers: { 'Sec-Purpose': 'prefetch;prerender' } }))).toBe(true);
    expect(isSpeculative(new Request(page))).toBe(false);
  });

  it('finds the code of this build a page loads', () => {
    const html =
      '<script src="/assets/theme-choice-0a1b2c3d.js"></script><link rel="modulepreload" crossorigin href="/assets/ui-AbCd1234.js">' +
      '<script type="module" crossorigin src="/assets/loader-EfGh5678.js"></script><a href="/assets/ui-AbCd1234.js">' +
      '<link rel="stylesheet" crossorigin href="/assets/code-IjKl9012.css">';
    const among = new Set(['/assets/ui-AbCd1234.js', '/assets/loader-EfGh5678.js', '/assets/code-IjKl9012.css']);
    expect(codeOf(html, among)).toEqual([
      '/assets/ui-AbCd1234.js',
      '/assets/loader-EfGh5678.js',
      '/assets/code-IjKl9012.css',
    ]);
  });

  it('keys an image with its revision, so a changed image is fetched anew', () => {
    expect(imageKey(plan, new URL('https://example.com/images/home/hero.svg'))).toBe(
      'https://example.com/images/home/hero.svg?rev=c3',
    );
    expect(imageKey(plan, new URL('https://example.com/images/other.png'))).toBe(
      'https://example.com/images/other.png',
    );
  });

  it('fetches nothing ahead of use when the visitor saves data or is on 2G', () => {
    expect(savesData(undefined)).toBe(false);
    expect(savesData({ saveData: false, effectiveType: '4g' })).toBe(false);
    expect(savesData({ saveData: true })).toBe(true);
    expect(savesData({ effectiveType: 'slow-2g' })).toBe(true);
    expect(savesData({ effectiveType: '2g' })).toBe(true);
  });

  it('marks a page answered from the cache on its <html>', () => {
    expect(markSavedPage('<!doctype html>\n<html lang="en" class="t">')).toBe(
      '<!doctype html>\n<html data-saved-page lang="en" class="t">',
    );
  });
});
