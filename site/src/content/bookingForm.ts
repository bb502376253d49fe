/**
 * Service booking page (/booking), what its first view shows: the hero and the booking form. The
 * service cards, the three-step flow, the contact block and the thank-you view, which load after the
 * splash, are in `bookingSections.ts`; `bookingServices.ts` has the whole page.
 */

import { bookingResponseHours, bookingServiceTitles } from './bookingBasics';
import type { FormField, PageHero } from './page';

/** Field names of a booking request. `message` holds the project details. */
export type BookingFieldName = 'name' | 'email' | 'service' | 'message';

const hero: PageHero = {
  eyebrow: 'Booking',
  title: 'Book a service',
  subtitle: 'Choose a service, tell us about your project, and we will come back with next steps and a clear estimate.',
};

const fields = {
  name: { label: 'Name', placeholder: 'Your full name', required: true, autoComplete: 'name' },
  email: { label: 'Email', placeholder: 'you@company.com', required: true, autoComplete: 'email' },
  service: { label: 'Service', required: true },
  /** Optional free text; sent as the request's `message`. */
  message: {
    label: 'Project Details',
    placeholder: 'Goals, timeline, budget range, anything we should know',
    required: false,
  },
} as const satisfies Record<BookingFieldName, FormField>;

const form = {
  /** In-page anchor of the form; 'Select Service' scrolls here. */
  id: 'booking-form',
  heading: 'Tell us about your project',
  fields,
  /** The select's placeholder option (empty value, not selectable as an answer). */
  servicePlaceholder: 'Select a service',
  /** The service select's options: the five booking services, by title. */
  serviceOptions: bookingServiceTitles,
  submit: 'Submit Request',
  sending: 'Sending...',
  /** Shown when a required field is empty on submit; nothing is sent. */
  requiredError: 'Please fill in all required fields',
  /** Shown under the e-mail field when it is filled but not a valid address; nothing is sent. */
  invalidEmailError: 'Please enter a valid email address.',
  /**
   * Error banner when sending fails; the form keeps its values. (The spec only logs this failure;
   * the issue asks for the same banner as the contact form, so the visitor knows to retry.)
   */
  sendError: 'Failed to send message. Please try again later.',
  /** The response promise shown with the form. */
  responsePromise: `Our team will respond within ${bookingResponseHours} hours.`,
} as const;

/** The booking page's first view: hero and form (also in `booking`, with the rest). */
export const bookingForm = { hero, form } as const;
