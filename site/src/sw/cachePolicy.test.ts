import { describe, expect, it } from 'vitest';
import { markSavedPage } from '../ui/savedPage';
import { buildCacheName, pagePath, pagesCachePrefix, splitManifest } from './cachePolicy';

const manifest = [
  { url: '/assets/shell-AbCd1234.js', revision: null },
  { url: '/assets/style-AbCd1234.css', revision: null },
  { url: '/offline.html', revision: 'a1' },
  { url: '/favicon.svg', revision: 'b2' },
  { url: '/images/home/hero.svg', revision: 'c3' },
  { url: '/images/share-card.png', revision: 'd4' },
  { url: '/', revision: 'e5' },
  { url: '/resources/seo-basics', revision: 'f6' },
];

describe('what the service worker keeps', () => {
  it('precaches the shell, and fetches the pages (by clean path) and the images at install', () => {
    const { shell, pages, images } = splitManifest(manifest);
    expect(shell.map((entry) => (typeof entry === 'string' ? entry : entry.url))).toEqual([
      '/assets/shell-AbCd1234.js',
      '/assets/style-AbCd1234.css',
      '/offline.html',
      '/favicon.svg',
    ]);
    expect(pages).toEqual(['/', '/resources/seo-basics']);
    expect(images).toEqual(['/images/home/hero.svg', '/images/share-card.png']);
  });

  it('names each build’s pages cache after its files: a changed page is a new cache, the same build the same', () => {
    const name = buildCacheName(manifest);
    expect(name.startsWith(pagesCachePrefix)).toBe(true);
    expect(buildCacheName([...manifest])).toBe(name);
    const changed = manifest.map((entry) => (entry.url === '/' ? { ...entry, revision: 'e6' } : entry));
    expect(buildCacheName(changed)).not.toBe(name);
  });

  it('finds a page by its path with or without a trailing slash', () => {
    expect(pagePath('/about/')).toBe('/about');
    expect(pagePath('/')).toBe('/');
  });

  it('marks a page answered from the cache on its <html>', () => {
    expect(markSavedPage('<!doctype html>\n<html lang="en" class="t">')).toBe(
      '<!doctype html>\n<html data-saved-page lang="en" class="t">',
    );
  });
});
