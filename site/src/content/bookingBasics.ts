/**
 * What the booking form (`bookingForm.ts`) and the cards and steps around it (`bookingSections.ts`)
 * both state: the services' titles and the response time.
 */

/** How soon the team promises to answer a booking request. */
export const bookingResponseHours = 24;

/** The five services' titles, in order: the service cards' titles and the form's service options. */
export const bookingServiceTitles = [
  'Web Development',
  'App Development',
  'Database Management',
  'AI Integration',
  'Digital Marketing',
] as const;
