/** Footer content: office, support, social, link columns, newsletter, payment methods, legal. */

import { brand, copyrightLine, supportMailto, supportTel } from './brand';
import { legalHref } from './legal';
import type { IconKey, PaymentBrandKey, SocialBrandKey } from './icons';

/** A footer link to a route. */
export interface FooterLink {
  readonly label: string;
  readonly href: `/${string}`;
}

/** A link to an external profile or site. */
export interface SocialLink {
  /** Network name; also the accessible name of the icon link. */
  readonly label: string;
  readonly href: string;
  /** Brand logo, or the 'globe' glyph for the company site. */
  readonly icon: SocialBrandKey | Extract<IconKey, 'globe'>;
}

/** A payment method shown as a logo. */
export interface PaymentMethod {
  readonly name: string;
  readonly icon: PaymentBrandKey;
}

/** A legal link: a legal page, or the sitemap. */
export interface LegalLink {
  readonly label: string;
  readonly href: `/${string}`;
}

/** Registered office block. */
export const office = {
  heading: 'Registered Office',
  addressLines: brand.office.addressLines,
  map: { label: 'View on map', href: brand.office.mapUrl },
} as const;

/** Support contact block. */
export const support = {
  heading: 'Support',
  email: { label: brand.contact.email, href: supportMailto },
  phone: { label: brand.contact.phone, href: supportTel },
} as const;

/** Social links, in order; the last one is the company site. */
export const socialLinks: readonly SocialLink[] = [
  { label: 'Facebook', href: brand.social.facebook, icon: 'facebook' },
  { label: 'Instagram', href: brand.social.instagram, icon: 'instagram' },
  { label: 'Twitter', href: brand.social.twitter, icon: 'twitter' },
  { label: 'YouTube', href: brand.social.youtube, icon: 'youtube' },
  { label: 'LinkedIn', href: brand.social.linkedin, icon: 'linkedin' },
  { label: `${brand.name} website`, href: brand.siteUrl, icon: 'globe' },
];

export const quickLinks: readonly FooterLink[] = [
  { label: 'Home', href: '/' },
  { label: 'Products', href: '/products' },
  { label: 'Solutions', href: '/solutions' },
  { label: 'Developers', href: '/developers' },
  { label: 'Booking Now', href: '/booking' },
];

/** IT service links; all open the booking page. */
export const serviceLinks: readonly FooterLink[] = [
  { label: 'Web Design', href: '/booking' },
  { label: 'Web Development', href: '/booking' },
  { label: 'Mobile App Development', href: '/booking' },
  { label: 'Digital Marketing', href: '/booking' },
  { label: 'AI Integration', href: '/booking' },
];

export const paymentMethods: readonly PaymentMethod[] = [
  { name: 'Visa', icon: 'visa' },
  { name: 'Mastercard', icon: 'mastercard' },
  { name: 'PayPal', icon: 'paypal' },
  { name: 'Google Pay', icon: 'google-pay' },
];

/** Legal links: the legal pages (`legal.ts`), then the sitemap. */
export const legalLinks: readonly LegalLink[] = [
  { label: 'Privacy Policy', href: legalHref('privacy-policy') },
  { label: 'Terms of Service', href: legalHref('terms-of-service') },
  { label: 'Cookie Policy', href: legalHref('cookie-policy') },
  { label: 'Sitemap', href: '/sitemap' },
];

/** Newsletter form texts (states: idle, sending, success, failure). */
export const newsletter = {
  heading: 'Newsletter',
  description: 'One short e-mail a month: what we shipped, what we learned, and tools worth trying.',
  /** Visible label of the e-mail field. */
  emailLabel: 'Email address',
  emailPlaceholder: 'you@company.com',
  submit: 'Subscribe',
  /** Button text while sending. */
  sending: 'Sending...',
  success: 'Thanks for subscribing. The next issue will land in your inbox.',
  /** Shown when the field is empty on submit; nothing is sent. */
  emptyEmailError: 'Please enter your email address.',
  /** Shown when the address is malformed; nothing is sent. */
  invalidEmailError: 'Please enter a valid email address.',
  /** Shown when sending fails; the error is also logged. */
  sendError: 'Failed to send message. Please try again later.',
} as const;

/** Column headings. */
export const footerHeadings = {
  quickLinks: 'Quick Links',
  services: 'IT Services',
  social: 'Follow Us',
  payments: 'We Accept',
  legal: 'Legal',
} as const;

export const footer = {
  brand: { wordmark: brand.wordmark, name: brand.name, tagline: brand.tagline },
  office,
  support,
  socialLinks,
  quickLinks,
  serviceLinks,
  paymentMethods,
  legalLinks,
  newsletter,
  headings: footerHeadings,
  /** Copyright line for the given (current) year. */
  copyright: copyrightLine,
} as const;
