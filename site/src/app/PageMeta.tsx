import { useLocation } from 'react-router-dom';
import { brand } from '../content/brand';
import { seo } from '../content/seo';
import { siteConfig } from '../integrations/config';

export interface PageMetaProps {
  /** The page's own title; the brand name is appended. Omit on the home page. */
  title?: string;
  description: string;
  /** False on pages that must not be indexed (not found): `noindex`, and no canonical URL. */
  indexable?: boolean;
}

/** The absolute URL search engines should index for a path: no trailing slash, aliases resolved. */
export function canonicalUrl(pathname: string): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : '/';
  return `${siteConfig.url}${seo.canonicalAliases[path] ?? path}`;
}

/**
 * A route's document metadata: title, description, canonical URL and link-preview tags (Open Graph,
 * Twitter). React hoists them into `<head>`, in the prerendered HTML and on client navigation alike.
 */
export function PageMeta({ title, description, indexable = true }: PageMetaProps) {
  const { pathname } = useLocation();
  const full = title ? `${title} | ${brand.name}` : `${brand.name}: ${brand.tagline}`;
  const url = canonicalUrl(pathname);
  const image = `${siteConfig.url}${seo.shareImage.path}`;
  return (
    <>
      <title>{full}</title>
      <meta name="description" content={description} />
      {indexable ? <link rel="canonical" href={url} /> : <meta name="robots" content="noindex" />}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={brand.name} />
      <meta property="og:locale" content={seo.locale} />
      <meta property="og:title" content={full} />
      <meta property="og:description" content={description} />
      {indexable && <meta property="og:url" content={url} />}
      <meta property="og:image" content={image} />
      <meta property="og:image:width" content={String(seo.shareImage.width)} />
      <meta property="og:image:height" content={String(seo.shareImage.height)} />
      <meta property="og:image:alt" content={seo.shareImage.alt} />
      <meta name="twitter:card" content="summary_large_image" />
    </>
  );
}
