import { useEffect } from 'react';
import type { Params } from 'react-router-dom';
import { brand } from '../content/brand';
import { seo } from '../content/seo';
import { siteConfig } from '../integrations/config';
import { canonicalPath } from './routeTable';

/** A route's document metadata, exported by its route module as `meta`. */
export interface RouteMeta {
  /** The page's own title; the brand name is appended. Omit on the home page. */
  title?: string;
  description: string;
  /** False on pages that must not be indexed (not found): `noindex`, and no canonical URL. */
  indexable?: boolean;
}

/** A route module's `meta` export: the route's metadata for its path parameters. */
export type MetaFunction = (params: Readonly<Params>) => RouteMeta;

/** The absolute URL search engines should index for a path: no trailing slash, aliases resolved. */
export function canonicalUrl(pathname: string): string {
  return `${siteConfig.url}${canonicalPath(pathname)}`;
}

function documentTitle(meta: RouteMeta): string {
  return meta.title ? `${meta.title} | ${brand.name}` : `${brand.name}: ${brand.tagline}`;
}

/**
 * The tags the prerender writes into a page's `<head>`: title, description, canonical URL and
 * link-preview tags (Open Graph, Twitter).
 */
export function MetaTags({ meta, pathname }: { meta: RouteMeta; pathname: string }) {
  const { description, indexable = true } = meta;
  const title = documentTitle(meta);
  const url = canonicalUrl(pathname);
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      {indexable ? <link rel="canonical" href={url} /> : <meta name="robots" content="noindex" />}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={brand.name} />
      <meta property="og:locale" content={seo.locale} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      {indexable && <meta property="og:url" content={url} />}
      <meta property="og:image" content={`${siteConfig.url}${seo.shareImage.path}`} />
      <meta property="og:image:width" content={String(seo.shareImage.width)} />
      <meta property="og:image:height" content={String(seo.shareImage.height)} />
      <meta property="og:image:alt" content={seo.shareImage.alt} />
      <meta name="twitter:card" content="summary_large_image" />
    </>
  );
}

/** Sets `selector`'s attribute, creating the element in `<head>` if the page has none; `null` removes it. */
function headTag(selector: string, create: () => HTMLElement, attribute: string, value: string | null) {
  const existing = document.head.querySelector(selector);
  if (value === null) return existing?.remove();
  const element = existing ?? document.head.appendChild(create());
  element.setAttribute(attribute, value);
}

/** A `<meta>` element named by `name` or `property`. */
const metaNamed = (key: 'name' | 'property', name: string) => () => {
  const element = document.createElement('meta');
  element.setAttribute(key, name);
  return element;
};

/**
 * Keeps the document's metadata in step with the route in the browser. The prerendered `<head>`
 * already holds it for the first page; after a client-side navigation the title, description,
 * canonical URL and robots tag change with the page (link previews read the HTML, not this).
 */
export function useDocumentMeta(meta: RouteMeta, pathname: string): void {
  const { description, indexable = true } = meta;
  const title = documentTitle(meta);
  useEffect(() => {
    document.title = title;
    const url = indexable ? canonicalUrl(pathname) : null;
    headTag('meta[name="description"]', metaNamed('name', 'description'), 'content', description);
    headTag('meta[property="og:title"]', metaNamed('property', 'og:title'), 'content', title);
    headTag('meta[property="og:description"]', metaNamed('property', 'og:description'), 'content', description);
    headTag('meta[property="og:url"]', metaNamed('property', 'og:url'), 'content', url);
    headTag('meta[name="robots"]', metaNamed('name', 'robots'), 'content', indexable ? null : 'noindex');
    headTag(
      'link[rel="canonical"]',
      () => Object.assign(document.createElement('link'), { rel: 'canonical' }),
      'href',
      url,
    );
  }, [title, description, indexable, pathname]);
}
