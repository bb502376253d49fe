/**
 * Contact page (/contact), what its first view shows: the hero and the contact form (editing,
 * sending; on failure back to editing with an error banner). The contact details and the view that
 * replaces the form once sent, which load after the splash, are in `contactSections.ts`; `contact.ts`
 * has the whole page.
 */

import type { FormField, PageHero } from './page';

/** Field names of the contact form (all strings, all required). */
export type ContactFieldName = 'name' | 'email' | 'message';

const hero: PageHero = {
  eyebrow: 'Contact',
  title: "Let's talk about your project",
  subtitle:
    'Tell us what you want to build or fix. A member of the engineering team reads every message and replies personally.',
};

const fields = {
  name: { label: 'Name', placeholder: 'Your full name', required: true, autoComplete: 'name' },
  email: { label: 'Email', placeholder: 'you@company.com', required: true, autoComplete: 'email' },
  message: {
    label: 'Message',
    placeholder: 'What are you building, and by when do you need it?',
    required: true,
  },
} as const satisfies Record<ContactFieldName, FormField>;

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

/** The contact page's first view: hero and form (also in `contact`, with the rest). */
export const contactForm = { hero, form } as const;
