import { Feed } from 'feed';
import { brand, copyrightLine } from '../content/brand';
import { caseStudyOf } from '../content/caseStudies';
import { projectHref } from '../content/products';
import { projects } from '../content/projects';
import { allResources, feedLink, feedText, resourceTypeLabels } from '../content/resources';
import { siteConfig } from '../integrations/config';
import { sitemapPaths } from './routeTable';

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

/**
 * The pages for search engines: those the route table lists, but not a case study's resource page,
 * whose canonical page is its project's (the resource page's `meta` says so too).
 */
export async function indexedPaths(): Promise<string[]> {
  const toldElsewhere = new Set<string>(
    allResources.filter((resource) => resource.project !== undefined).map((r) => r.href),
  );
  return (await sitemapPaths()).filter((path) => !toldElsewhere.has(path));
}

/** `sitemap.xml`: every page for search engines (`indexedPaths`), at the site's address. */
export async function sitemapXml(siteUrl = siteConfig.url): Promise<string> {
  const urls = (await indexedPaths()).map((path) => `  <url><loc>${escapeXml(siteUrl + path)}</loc></url>`);
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

/**
 * `feed.xml`: the resources and the projects' case studies as an Atom feed, newest first, each entry
 * at its page's address.
 */
export function feedXml(siteUrl = siteConfig.url): string {
  const feed = new Feed({
    title: `${brand.name}: ${feedText.title}`,
    description: feedText.description,
    id: `${siteUrl}/`,
    link: `${siteUrl}/resources`,
    language: 'en',
    favicon: `${siteUrl}/favicon.svg`,
    copyright: copyrightLine(new Date().getUTCFullYear()),
    updated: new Date(`${newestDate()}T00:00:00Z`),
    feedLinks: { atom: `${siteUrl}${feedLink.href}` },
    author: { name: brand.name, email: brand.contact.email, link: `${siteUrl}/` },
  });
  for (const entry of feedEntries()) {
    const url = `${siteUrl}${entry.path}`;
    feed.addItem({
      title: entry.title,
      id: url,
      link: url,
      description: entry.description,
      date: new Date(`${entry.updated}T00:00:00Z`),
      published: new Date(`${entry.published}T00:00:00Z`),
      author: [{ name: entry.author }],
      category: entry.categories.map((name) => ({ name })),
    });
  }
  return feed.atom1();
}

interface FeedEntry {
  path: string;
  title: string;
  description: string;
  author: string;
  published: string;
  updated: string;
  categories: readonly string[];
}

/** Every resource and every project's case study, newest first. */
export function feedEntries(): FeedEntry[] {
  const fromResources = allResources.map((resource) => ({
    path: resource.href,
    title: resource.title,
    description: resource.description,
    author: resource.author,
    published: resource.published,
    updated: resource.updated ?? resource.published,
    categories: [resourceTypeLabels[resource.type], ...resource.tags],
  }));
  const fromProjects = projects.map((project) => {
    const { published } = caseStudyOf(project.id);
    return {
      path: projectHref(project.id),
      title: project.title,
      description: project.description,
      author: brand.name,
      published,
      updated: published,
      categories: [feedText.caseStudy, ...project.technologies],
    };
  });
  return [...fromResources, ...fromProjects].sort((a, b) => b.updated.localeCompare(a.updated));
}

const newestDate = () => feedEntries()[0]?.updated ?? '1970-01-01';
