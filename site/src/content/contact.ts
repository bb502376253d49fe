/**
 * Contact page (/contact): hero, contact details, and the contact form with its states (editing,
 * sending, sent; on failure back to editing with an error banner).
 */

import { brand, supportMailto, supportTel } from './brand';
import type { IconKey } from './icons';
import type { FieldName } from './forms';
import type { FieldText, HeroText } from './page';

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

const hero: HeroText = {
  eyebrow: 'Contact',
  title: "Let's talk about your project",
  subtitle:
    'Tell us what you want to build or fix. A member of the engineering team reads every message and replies personally.',
};

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

const fields = {
  name: { label: 'Name', placeholder: 'Your full name', required: true, autoComplete: 'name' },
  email: { label: 'Email', placeholder: 'you@company.com', required: true, autoComplete: 'email' },
  message: {
    label: 'Message',
    placeholder: 'What are you building, and by when do you need it?',
    required: true,
  },
} as const satisfies Record<FieldName<'contact'>, FieldText>;

const form = {
  heading: 'Send us a message',
  fields,
  submit: 'Send Message',
  /** Button text while sending (the button is disabled). */
  sending: 'Sending...',
  /** Shown when a field is empty on submit; nothing is sent. */
  requiredError: 'Please fill in all required fields',
  /** Shown under the e-mail field when it is filled but not a valid address; nothing is sent. */
  invalidEmailError: 'Please enter a valid email address.',
  /** Error banner when sending fails; the form keeps its values. */
  sendError: 'Failed to send message. Please try again later.',
} as const;

/** Replaces the form after a successful send; the button reloads the page. */
const success = {
  title: 'Message Sent!',
  message: 'Thank you for getting in touch. We will reply to the e-mail address you gave us shortly.',
  action: 'Send New Message',
} as const;

export const contact = {
  hero,
  detailsHeading: 'Get in touch',
  detailsIntro: 'Prefer to write or call? Reach the team directly, or visit us at our office.',
  details,
  form,
  success,
} as const;
