import { describe, expect, it } from 'vitest';
import { robotsTxt, sitemapXml } from './crawlerFiles';
import { sitemapPaths } from './routeTable';

describe('crawler files', () => {
  it('sitemap.xml lists each sitemap path once, at the site address, with XML-escaped URLs', async () => {
    const xml = await sitemapXml('https://example.com/a&b');
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toEqual((await sitemapPaths()).map((path) => `https://example.com/a&amp;b${path}`));
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset ')).toBe(true);
    expect(xml.endsWith('</urlset>\n')).toBe(true);
  });

  it('robots.txt allows everything and names the sitemap', () => {
    expect(robotsTxt('https://example.com')).toBe(
      'User-agent: *\nAllow: /\n\nSitemap: https://example.com/sitemap.xml\n',
    );
  });
});
