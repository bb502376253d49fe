/** Upcoming events and training (Resources page): three static events. */

import { registrationParam } from './constants';

/** The spec's Event entity (named so as not to shadow the DOM `Event`). */
export interface TrainingEvent {
  /** Names the event in its registration link. */
  readonly slug: string;
  readonly title: string;
  /** Date as displayed ('June 15, 2023'). */
  readonly date: string;
  /** The same date as ISO 8601, for `<time dateTime>`. */
  readonly isoDate: `${number}-${number}-${number}`;
  /** Time range as displayed, with time zone. */
  readonly time: string;
  readonly description: string;
}

export const events: readonly TrainingEvent[] = [
  {
    slug: 'multilingual-chatbots-with-openai',
    title: 'Building Multilingual Chatbots with OpenAI',
    date: 'June 15, 2023',
    isoDate: '2023-06-15',
    time: '11:00 AM – 12:30 PM IST',
    description:
      'A live walkthrough of a clinic assistant: grounding answers in approved content, handling six languages and handing a chat over to staff.',
  },
  {
    slug: 'react-performance-workshop',
    title: 'React Performance Workshop',
    date: 'July 8, 2023',
    isoDate: '2023-07-08',
    time: '3:00 PM – 5:00 PM IST',
    description:
      'Hands-on session on measuring and fixing slow React apps: bundle size, rendering cost and Core Web Vitals on real devices.',
  },
  {
    slug: 'secure-apis-with-nodejs-and-mongodb',
    title: 'Secure APIs with Node.js and MongoDB',
    date: 'August 3, 2023',
    isoDate: '2023-08-03',
    time: '11:00 AM – 1:00 PM IST',
    description:
      'Authentication, input validation, rate limiting and the OWASP Top 10 applied to a Node.js and MongoDB back end, step by step.',
  },
];

export const eventsSection = {
  heading: 'Upcoming Events & Training',
  intro: 'Free online sessions run by our engineers. Bring your questions.',
  register: 'Register Now',
} as const;

/** 'Register Now': the contact form, with the event named in its message. */
export const registrationHref = (event: TrainingEvent) => `/contact?${registrationParam}=${event.slug}` as const;

/** The event a contact page's address registers for (`?event=<slug>`), or null. */
export const registrationSlug = (search: string): string | null => new URLSearchParams(search).get(registrationParam);

/** The message the contact form starts with for an event's registration, or undefined for an unknown slug. */
export function registrationMessage(slug: string | null): string | undefined {
  const event = events.find((candidate) => candidate.slug === slug);
  return event && `I would like to register for “${event.title}” on ${event.date}, ${event.time}.`;
}
