/**
 * Contact page (/contact), the whole page: hero, contact details, and the contact form with its states
 * (editing, sending, sent; on failure back to editing with an error banner). The page loads it in two
 * parts: its first view (`contactForm.ts`: hero, form) and what follows the splash
 * (`contactSections.ts`: contact details, sent view).
 */

import { contactForm } from './contactForm';
import { contactSections } from './contactSections';

export type { ContactFieldName } from './contactForm';
export type { ContactDetail } from './contactSections';

export const contact = {
  hero: contactForm.hero,
  detailsHeading: contactSections.detailsHeading,
  detailsIntro: contactSections.detailsIntro,
  details: contactSections.details,
  form: contactForm.form,
  success: contactSections.success,
} as const;
