/**
 * The brand: the one place that names the agency. Every other module builds its texts from
 * `brand.name`, so a rename is a one-line change.
 */

export interface Brand {
  /** Full name, used in running text, titles and the copyright line. */
  readonly name: string;
  /** Short wordmark shown in the navigation bar and the splash. */
  readonly wordmark: string;
  /** One-line positioning, for the splash and meta description. */
  readonly tagline: string;
  /** Welcome line under the logo on the splash screen. */
  readonly welcome: string;
  /**
   * Year the company started. The spec keeps two readings on purpose and each page shows its own:
   * the Home page says it began in 2024, the About page says it was founded in 2025.
   */
  readonly founded: { readonly home: 2024; readonly about: 2025 };
  /** The company's own site (footer "company site" link). Placeholder domain until the real one. */
  readonly siteUrl: string;
  /** Support contact, shown in the footer, the contact page and the booking page. */
  readonly contact: {
    readonly email: string;
    /** Phone number as displayed, with non-breaking spaces: it never wraps between its groups. */
    readonly phone: string;
    /** The same number in E.164, for `tel:` links and WhatsApp. */
    readonly phoneE164: string;
  };
  /** Profile URLs of the agency's social accounts (placeholders until the real handles). */
  readonly social: {
    readonly facebook: string;
    readonly instagram: string;
    readonly twitter: string;
    readonly youtube: string;
    readonly linkedin: string;
  };
  /** The agency's public places for developers: its discussion forum and its open-source organisation. */
  readonly community: {
    readonly forums: string;
    readonly contribute: string;
  };
  /** Registered office (footer and contact page). */
  readonly office: {
    /** Postal address, one line per entry. */
    readonly addressLines: readonly string[];
    /** Map search link for the address. */
    readonly mapUrl: string;
  };
}

const name = 'Northwind Digital';

const addressLines = [
  'Unit 502, 5th Floor',
  'Block EP, Sector V, Salt Lake',
  'Kolkata, West Bengal 700091',
  'India',
] as const;

export const brand: Brand = {
  name,
  wordmark: 'Northwind',
  tagline: 'Web, mobile and AI products for growing businesses.',
  welcome: `Welcome to ${name}`,
  founded: { home: 2024, about: 2025 },
  // Reserved `.example` domain: a placeholder that can never reach a third party.
  siteUrl: 'https://northwind-digital.example',
  contact: {
    email: 'support@northwind-digital.example',
    phone: '+91\u00a033\u00a04600\u00a01200',
    phoneE164: '+913346001200',
  },
  social: {
    facebook: 'https://www.facebook.com/northwinddigital',
    instagram: 'https://www.instagram.com/northwinddigital',
    twitter: 'https://twitter.com/northwinddigital',
    youtube: 'https://www.youtube.com/@northwinddigital',
    linkedin: 'https://www.linkedin.com/company/northwind-digital',
  },
  community: {
    forums: 'https://github.com/orgs/northwind-digital/discussions',
    contribute: 'https://github.com/northwind-digital',
  },
  office: {
    addressLines,
    mapUrl: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(addressLines.slice(1, 3).join(', '))}`,
  },
};

/** `mailto:` link for the support address. */
export const supportMailto = `mailto:${brand.contact.email}`;

/** `tel:` link for the support phone. */
export const supportTel = `tel:${brand.contact.phoneE164}`;

/** The footer's copyright line for a given year (the site passes the current year). */
export function copyrightLine(year: number): string {
  return `© ${year} ${brand.name}. All rights reserved.`;
}
