import { siteConfig } from '../integrations/config';
import { sitemapPaths } from './routeTable';

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

/** `sitemap.xml`: every page the route table lists for search engines, at the site's address. */
export async function sitemapXml(siteUrl = siteConfig.url): Promise<string> {
  const urls = (await sitemapPaths()).map((path) => `  <url><loc>${escapeXml(siteUrl + path)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** `robots.txt`: everything may be crawled; the sitemap's address. */
export function robotsTxt(siteUrl = siteConfig.url): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}
