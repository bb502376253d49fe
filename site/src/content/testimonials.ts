/** Home testimonials carousel: six static entries (behaviour in `constants.testimonialCarousel`). */

import type { ImageAsset } from './icons';

export interface Testimonial {
  readonly name: string;
  /** Role and company, as one line ('Operations Manager, Sunrise Family Clinic'). */
  readonly role: string;
  readonly feedback: string;
  /**
   * A portrait, when the client supplies one (none do yet). Without it the card shows the person's
   * initials through the design system's Avatar: set in the site's font, coloured from the theme (so
   * it follows the dark theme too) and with no file to load, which an initials image cannot match.
   */
  readonly image?: ImageAsset;
}

export const testimonials: readonly Testimonial[] = [
  {
    name: 'Ananya Sen',
    role: 'Operations Manager, Sunrise Family Clinic',
    feedback:
      'The multilingual assistant now answers most routine patient questions, and our front desk finally has time for the people in the waiting room.',
  },
  {
    name: 'Rahul Mehta',
    role: 'Principal, Greenfield Public School',
    feedback:
      'Attendance, fees and report cards used to live in three spreadsheets. The team understood how a school really runs and built around it.',
  },
  {
    name: 'Sarah Collins',
    role: 'Founder, Loom & Thread Store',
    feedback:
      'Our dashboard shows sales and stock in real time. Clear weekly demos meant there were no surprises at launch.',
  },
  {
    name: 'Arjun Banerjee',
    role: 'Head of Product, LearnLoop',
    feedback:
      'They questioned our first spec, cut two features we did not need, and shipped the tutor a month earlier than we planned.',
  },
  {
    name: 'Priya Nair',
    role: 'Marketing Lead, Coastline Interiors',
    feedback:
      'Our social campaigns are now tied to real enquiries. The monthly report tells us exactly what to keep and what to drop.',
  },
  {
    name: 'David Okafor',
    role: 'CTO, Freightwise Logistics',
    feedback:
      'The cloud migration cut our hosting bill and we have not had an unplanned outage since. Handover documentation was excellent.',
  },
];

export const testimonialsSection = {
  eyebrow: 'Testimonials',
  heading: 'What Our Clients Say',
  intro: 'In their words, from clinics, schools, shops and start-ups we work with.',
  /** Accessible name of the carousel region. */
  carouselLabel: 'Client testimonials',
  /** Accessible name of a dot, given the slide number (1-based) and total. */
  dotLabel: (slide: number, total: number): string => `Show testimonial ${slide} of ${total}`,
} as const;
