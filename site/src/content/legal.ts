/**
 * The legal pages: the privacy policy, the terms of service and the cookie policy, each at
 * `/legal/<slug>`, linked from the footer in this order, and the privacy notice every form links to.
 * Their texts are Markdown (`legalPages.ts`).
 */

export const legalSlugs = ['privacy-policy', 'terms-of-service', 'cookie-policy'] as const;

export type LegalSlug = (typeof legalSlugs)[number];

/** A legal page's address. */
export const legalHref = (slug: LegalSlug) => `/legal/${slug}` as const;

/** The line under every form: a link to the privacy notice. */
export const privacyNoticeLink = {
  label: 'How we use and keep your details',
  href: legalHref('privacy-policy'),
} as const;
