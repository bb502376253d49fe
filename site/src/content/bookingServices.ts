/**
 * Service booking page (/booking), the whole page: hero, five service cards, the booking form, the
 * three-step flow, the contact block and the thank-you view. The page loads it in two parts: its first
 * view (`bookingForm.ts`: hero, form) and what follows the splash (`bookingSections.ts`: cards,
 * steps, contact block, thank-you view).
 */

import { bookingForm } from './bookingForm';
import { bookingSections } from './bookingSections';

export { bookingResponseHours, bookingServiceTitles } from './bookingBasics';
export type { BookingFieldName } from './bookingForm';
export { bookingServices, type BookingService, type BookingStep } from './bookingSections';

export const booking = {
  hero: bookingForm.hero,
  servicesSection: bookingSections.servicesSection,
  form: bookingForm.form,
  stepsHeading: bookingSections.stepsHeading,
  steps: bookingSections.steps,
  contactBlock: bookingSections.contactBlock,
  thankYou: bookingSections.thankYou,
} as const;
