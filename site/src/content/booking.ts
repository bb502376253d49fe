/**
 * Service booking page (/booking): hero, five service cards, the booking form, the three-step flow,
 * the contact block and the thank-you view.
 */

import { brand, supportMailto, supportTel } from './brand';
import type { GradientKey, IconKey } from './icons';
import type { FieldName } from './forms';
import type { FieldText, HeroText, PageLink } from './page';

/** A service card of the booking page. */
export interface BookingService {
  /** Also the value the booking form's service select sends. */
  readonly title: string;
  readonly description: string;
  /** Exactly four key features. */
  readonly features: readonly [string, string, string, string];
  readonly icon: IconKey;
  /** Gradient of the card's icon tile. */
  readonly gradient: GradientKey;
}

/** A step of the "how it works" flow. */
export interface BookingStep {
  /** 1-based position. */
  readonly step: number;
  readonly title: string;
  readonly description: string;
  readonly icon: IconKey;
}

/** How soon the team promises to answer a booking request. */
export const bookingResponseHours = 24;

/** The five services, in order; their titles are the form's service options. */
export const bookingServices = [
  {
    title: 'Web Development',
    description:
      'Marketing sites, customer portals and web applications built with React and TypeScript, fast on every device and easy for your team to update.',
    features: [
      'Responsive, accessible design',
      'React and TypeScript front end',
      'Secure APIs and integrations',
      'Performance and SEO tuning',
    ],
    icon: 'code',
    gradient: 'primary-accent',
  },
  {
    title: 'App Development',
    description:
      'iOS and Android apps from a single codebase, from the first clickable prototype to store release and the updates that follow.',
    features: [
      'Cross-platform iOS and Android',
      'Offline mode and push notifications',
      'App Store and Google Play release',
      'Crash reporting and analytics',
    ],
    icon: 'smartphone',
    gradient: 'accent-primary',
  },
  {
    title: 'Database Management',
    description:
      'Design, tuning and care of the data your business runs on, with backups you have tested and migrations you can repeat.',
    features: [
      'Schema design and data modelling',
      'Query and index optimisation',
      'Automated, tested backups',
      'Safe migrations between systems',
    ],
    icon: 'database',
    gradient: 'primary-deep',
  },
  {
    title: 'AI Integration',
    description:
      "Useful AI inside your product: assistants that answer in your customers' language, search over your documents and automated routine work.",
    features: [
      'Multilingual chat assistants',
      'Search over your own documents',
      'Workflow and form automation',
      'Privacy-aware model selection',
    ],
    icon: 'brain',
    gradient: 'accent-deep',
  },
  {
    title: 'Digital Marketing',
    description:
      'Search, social and e-mail campaigns planned around measurable enquiries, with a clear monthly report of what worked and what did not.',
    features: [
      'Search engine optimisation',
      'Social media campaigns',
      'E-mail newsletters and automation',
      'Monthly analytics reports',
    ],
    icon: 'megaphone',
    gradient: 'primary-soft',
  },
] as const satisfies readonly BookingService[];

const hero: HeroText = {
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
} as const satisfies Record<FieldName<'booking'>, FieldText>;

const form = {
  /** In-page anchor of the form; 'Select Service' scrolls here. */
  id: 'booking-form',
  heading: 'Tell us about your project',
  fields,
  /** The select's placeholder option (empty value, not selectable as an answer). */
  servicePlaceholder: 'Select a service',
  /** The service select's options: the five booking services, by title. */
  serviceOptions: bookingServices.map((service) => service.title),
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

const servicesSection = {
  heading: 'Choose a service',
  intro: 'Select a service to start your request; you can describe the details in the form below.',
  features: 'Key features',
  /** Card button: scrolls to the form and pre-fills the service. */
  select: 'Select Service',
  /** Badge of the card whose service the form currently holds. */
  selected: 'Selected',
} as const;

/** The three-step flow: fill the form, initial consultation, project kickoff. */
const steps = [
  {
    step: 1,
    title: 'Fill the form',
    description: 'Tell us which service you need and a few words about your project. It takes two minutes.',
    icon: 'clipboard',
  },
  {
    step: 2,
    title: 'Initial consultation',
    description: `We reply within ${bookingResponseHours} hours and set up a free call to understand your goals, constraints and timeline.`,
    icon: 'calendar-check',
  },
  {
    step: 3,
    title: 'Project kickoff',
    description: 'You receive a written plan and estimate. Once agreed, we start with the first weekly sprint.',
    icon: 'rocket',
  },
] as const satisfies readonly BookingStep[];

const contactBlock = {
  heading: 'Prefer to talk first?',
  text: 'Write or call us and an engineer will answer your questions before you book.',
  /** Labels of the two contact lines. */
  emailLabel: 'Email',
  phoneLabel: 'Phone',
  email: { label: brand.contact.email, href: supportMailto },
  phone: { label: brand.contact.phone, href: supportTel },
  /**
   * The spec names the button but not its action. Pricing is quoted per project, so it opens the
   * contact page to ask for a quote.
   */
  viewPricing: { label: 'View Pricing', href: '/contact' } satisfies PageLink,
  seePortfolio: { label: 'See Portfolio', href: '/developers' } satisfies PageLink,
} as const;

/** Shown after a successful request; the button returns to the (cleared) form. */
const thankYou = {
  title: 'Thank you!',
  message: `Your request has reached our team. We will respond within ${bookingResponseHours} hours to arrange your initial consultation.`,
  action: 'Submit Another Request',
} as const;

export const booking = {
  hero,
  servicesSection,
  form,
  stepsHeading: 'How it works',
  steps,
  contactBlock,
  thankYou,
} as const;
