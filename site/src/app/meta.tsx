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

/** A `<meta>` or `<link>` of a page's head: the attribute that names it, and the value it carries. */
interface HeadTag {
  tag: 'meta' | 'link';
  key: 'name' | 'property' | 'rel';
  name: string;
  value: string;
}

/** The tags a page's head carries besides its title: description, canonical URL or `noindex`, link previews. */
function headTags(meta: RouteMeta, pathname: string): HeadTag[] {
  const { description, indexable = true } = meta;
  const title = documentTitle(meta);
  const url = canonicalUrl(pathname);
  const named = (name: string, value: string): HeadTag => ({ tag: 'meta', key: 'name', name, value });
  const property = (name: string, value: string): HeadTag => ({ tag: 'meta', key: 'property', name, value });
  return [
    named('description', description),
    indexable ? { tag: 'link', key: 'rel', name: 'canonical', value: url } : named('robots', 'noindex'),
    property('og:type', 'website'),
    property('og:site_name', brand.name),
    property('og:locale', seo.locale),
    property('og:title', title),
    property('og:description', description),
    ...(indexable ? [property('og:url', url)] : []),
    property('og:image', `${siteConfig.url}${seo.shareImage.path}`),
    property('og:image:width', String(seo.shareImage.width)),
    property('og:image:height', String(seo.shareImage.height)),
    property('og:image:alt', seo.shareImage.alt),
    named('twitter:card', 'summary_large_image'),
  ];
}

const selectorOf = ({ tag, key, name }: Pick<HeadTag, 'tag' | 'key' | 'name'>) => `${tag}[${key}="${name}"]`;

/** The tags one page has and another may not: removed from the head when the next page has none. */
const optionalTags = [
  { tag: 'link', key: 'rel', name: 'canonical' },
  { tag: 'meta', key: 'name', name: 'robots' },
  { tag: 'meta', key: 'property', name: 'og:url' },
] as const;

/** The tags the prerender writes into a page's `<head>`. */
export function MetaTags({ meta, pathname }: { meta: RouteMeta; pathname: string }) {
  return (
    <>
      <title>{documentTitle(meta)}</title>
      {headTags(meta, pathname).map(({ tag, key, name, value }) =>
        tag === 'link' ? (
          <link key={name} rel={name} href={value} />
        ) : (
          <meta key={name} {...{ [key]: name }} content={value} />
        ),
      )}
    </>
  );
}

/**
 * Keeps the document's metadata in step with the route in the browser: the prerendered `<head>` holds
 * the first page's; after a client-side navigation the same tags change with the page.
 */
export function useDocumentMeta(meta: RouteMeta, pathname: string): void {
  const { title, description, indexable } = meta;
  useEffect(() => {
    const page = { title, description, indexable };
    document.title = documentTitle(page);
    const tags = headTags(page, pathname);
    for (const optional of optionalTags) {
      if (!tags.some((tag) => tag.name === optional.name)) document.head.querySelector(selectorOf(optional))?.remove();
    }
    for (const tag of tags) {
      let element = document.head.querySelector(selectorOf(tag));
      if (!element) {
        element = document.head.appendChild(document.createElement(tag.tag));
        element.setAttribute(tag.key, tag.name);
      }
      element.setAttribute(tag.tag === 'link' ? 'href' : 'content', tag.value);
    }
  }, [title, description, indexable, pathname]);
}
