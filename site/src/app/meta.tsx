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
