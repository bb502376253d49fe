import { brand } from './brand';

/** Search and link-preview settings shared by every page (the spec's brand, for machines). */
export const seo = {
  /** Link preview image (1200 × 630), under `public/`. */
  shareImage: { path: '/images/share-card.png', width: 1200, height: 630, alt: `${brand.name}: ${brand.tagline}` },
  locale: 'en_GB',
} as const;

/** The organisation, as schema.org JSON-LD for the home page. */
export function organizationJsonLd(siteUrl: string) {
  const [street, locality, city, country] = brand.office.addressLines;
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: brand.name,
    url: `${siteUrl}/`,
    logo: `${siteUrl}/favicon.svg`,
    description: brand.tagline,
    email: brand.contact.email,
    telephone: brand.contact.phoneE164,
    foundingDate: String(brand.founded.about),
    address: {
      '@type': 'PostalAddress',
      streetAddress: `${street}, ${locality}`,
      addressLocality: city?.split(',')[0],
      addressRegion: 'West Bengal',
      postalCode: city?.match(/\d{6}/)?.[0],
      addressCountry: country === 'India' ? 'IN' : country,
    },
    sameAs: Object.values(brand.social),
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer support',
      email: brand.contact.email,
      telephone: brand.contact.phoneE164,
    },
  };
}

/** A resource's structured data: an article by the agency's author, with its dates and subjects. */
export function articleJsonLd(
  siteUrl: string,
  article: {
    title: string;
    description: string;
    path: string;
    author: string;
    published: string;
    updated?: string;
    tags: readonly string[];
    section: string;
  },
) {
  const [, name = article.author, role] = /^(.+?) \((.+)\)$/.exec(article.author) ?? [];
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.title,
    description: article.description,
    url: `${siteUrl}${article.path}`,
    mainEntityOfPage: `${siteUrl}${article.path}`,
    datePublished: article.published,
    dateModified: article.updated ?? article.published,
    author: {
      '@type': 'Person',
      name,
      ...(role ? { jobTitle: role } : {}),
      worksFor: { '@type': 'Organization', name: brand.name },
    },
    publisher: {
      '@type': 'Organization',
      name: brand.name,
      logo: { '@type': 'ImageObject', url: `${siteUrl}/favicon.svg` },
    },
    image: `${siteUrl}${seo.shareImage.path}`,
    articleSection: article.section,
    keywords: article.tags.join(', '),
  };
}
