/**
 * Contact page (/contact), what loads after the splash: the contact details (office, e-mail, phone)
 * and the view that replaces the form once sent. The hero and the form are in `contactForm.ts`;
 * `contact.ts` has the whole page.
 */

import { brand, supportMailto, supportTel } from './brand';
import type { IconKey } from './icons';

/** One line of the contact-details block. */
export interface ContactDetail {
  readonly icon: IconKey;
  /** Heading of the detail ('Office', 'Email', 'Phone'). */
  readonly label: string;
  /** Displayed value, one entry per line. */
  readonly lines: readonly string[];
  /** Where the value links to (map, `mailto:`, `tel:`). */
  readonly href: string;
}

/** Postal address, support e-mail and support phone, in display order. */
const details = [
  {
    icon: 'map-pin',
    label: 'Office',
    lines: brand.office.addressLines,
    href: brand.office.mapUrl,
  },
  {
    icon: 'mail',
    label: 'Email',
    lines: [brand.contact.email],
    href: supportMailto,
  },
  {
    icon: 'phone',
    label: 'Phone',
    lines: [brand.contact.phone],
    href: supportTel,
  },
] as const satisfies readonly ContactDetail[];

/** Replaces the form after a successful send; the button reloads the page. */
const success = {
  title: 'Message Sent!',
  message: 'Thank you for getting in touch. We will reply to the e-mail address you gave us shortly.',
  action: 'Send New Message',
} as const;

export const contactSections = {
  detailsHeading: 'Get in touch',
  detailsIntro: 'Prefer to write or call? Reach the team directly, or visit us at our office.',
  details,
  success,
} as const;
