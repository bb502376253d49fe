import { parseFeed } from '@rowanmanning/feed-parser';
import { describe, expect, it } from 'vitest';
import { projectHref } from '../content/products';
import { projects } from '../content/projects';
import { allResources } from '../content/resources';
import { feedXml, indexedPaths, robotsTxt, sitemapXml } from './crawlerFiles';
import { sitemapPaths } from './routeTable';

describe('crawler files', () => {
  it('sitemap.xml lists each page for search engines once, at the site address, with XML-escaped URLs', async () => {
    const xml = await sitemapXml('https://example.com/a&b');
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toEqual((await indexedPaths()).map((path) => `https://example.com/a&amp;b${path}`));
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset ')).toBe(true);
    expect(xml.endsWith('</urlset>\n')).toBe(true);
  });

  it('leaves out of sitemap.xml only the case studies’ resource pages, whose project page is indexed', async () => {
    const listed = await sitemapPaths();
    const indexed = await indexedPaths();
    const caseStudies = allResources.filter((resource) => resource.type === 'casestudy');
    expect(caseStudies).toHaveLength(2);
    expect(listed.filter((path) => !indexed.includes(path))).toEqual(caseStudies.map((resource) => resource.href));
    for (const resource of caseStudies) expect(indexed).toContain(projectHref(resource.project!));
  });

  it('robots.txt allows everything and names the sitemap', () => {
    expect(robotsTxt('https://example.com')).toBe(
      'User-agent: *\nAllow: /\n\nSitemap: https://example.com/sitemap.xml\n',
    );
  });

  it('feed.xml is an Atom feed of every resource and every case study, newest first, each at its page', () => {
    const feed = parseFeed(feedXml('https://example.com'));
    expect(feed.meta.type).toBe('atom');
    expect(feed.title).toBe('Northwind Digital: Resources and case studies');
    expect(feed.self).toBe('https://example.com/feed.xml');
    const expected = [
      ...allResources.map((resource) => [resource.title, `https://example.com${resource.href}`]),
      ...projects.map((project) => [project.title, `https://example.com${projectHref(project.id)}`]),
    ];
    expect(feed.items.map((item) => [item.title, item.url]).sort()).toEqual(expected.sort());
    const dates = feed.items.map((item) => item.updated!.getTime());
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    for (const item of feed.items) {
      expect(item.id, item.title!).toBe(item.url);
      expect(item.description, item.title!).not.toBe('');
      expect(item.authors.length, item.title!).toBe(1);
      expect(item.published, item.title!).toBeInstanceOf(Date);
    }
  });
});
