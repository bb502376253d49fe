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
