import { brand } from '../content/brand';
import { seo } from '../content/seo';
import { siteConfig } from '../integrations/config';
import type { RouteMeta } from '../pages/routeModule';
import { canonicalPath } from './routeTable';

/** The absolute URL search engines should index for a path: no trailing slash, aliases resolved. */
export function canonicalUrl(pathname: string): string {
  return `${siteConfig.url}${canonicalPath(pathname)}`;
}

function documentTitle(meta: RouteMeta): string {
  return meta.title ? `${meta.title} | ${brand.name}` : `${brand.name}: ${brand.tagline}`;
}

/**
 * A page's head: title, description, canonical URL or `noindex`, link previews. Rendered in the page's
 * tree, React places these tags in the document's `<head>`: the prerender moves the ones it emits into
 * the HTML's head, hydration adopts them there, and a client-side navigation swaps them with the page.
 */
export function DocumentHead({ meta, pathname }: { meta: RouteMeta; pathname: string }) {
  const { description, indexable = true } = meta;
  const title = documentTitle(meta);
  const url = meta.canonical ? `${siteConfig.url}${meta.canonical}` : canonicalUrl(pathname);
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

/**
 * The comments around the page's head tags in the HTML. A page rendered afresh rather than hydrated
 * (the host's 404.html at another path) brings its own: the ones between these go first.
 */
export const pageHeadMarks = { start: 'page-head', end: '/page-head' } as const;

/** Removes the head tags the HTML carries for the page it was rendered for. */
export function removeRenderedHeadTags(): void {
  const nodes = [...document.head.childNodes];
  const isMark = (node: ChildNode, text: string) => node.nodeType === Node.COMMENT_NODE && node.nodeValue === text;
  const start = nodes.findIndex((node) => isMark(node, pageHeadMarks.start));
  const end = nodes.findIndex((node) => isMark(node, pageHeadMarks.end));
  if (start >= 0 && end > start) for (const node of nodes.slice(start + 1, end)) node.remove();
}
