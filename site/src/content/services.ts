/** Home services grid ('Our Expertise'): eight cards, each opening the booking page. */

import type { GradientKey, IconKey } from './icons';

/** A card of the Home services grid. */
export interface ServiceCard {
  /** 1 to 8, in display order. */
  readonly id: number;
  readonly title: string;
  readonly description: string;
  readonly icon: IconKey;
  /** Gradient of the card's icon tile and hover glow. */
  readonly gradient: GradientKey;
}

export const services = [
  {
    id: 1,
    title: 'Web Development',
    description:
      'Fast, accessible websites and web apps built with React and TypeScript, tested and deployed on infrastructure you own.',
    icon: 'code',
    gradient: 'primary-accent',
  },
  {
    id: 2,
    title: 'Mobile Development',
    description:
      'Cross-platform iOS and Android apps from one codebase, with offline support, push notifications and store releases handled.',
    icon: 'smartphone',
    gradient: 'accent-primary',
  },
  {
    id: 3,
    title: 'AI Integration',
    description:
      'Chat assistants, document search and workflow automation built on large language models, grounded in your own data.',
    icon: 'brain',
    gradient: 'primary-deep',
  },
  {
    id: 4,
    title: 'Social Media Marketing',
    description:
      'Content calendars, paid campaigns and monthly reports that tie social activity to enquiries, not just likes.',
    icon: 'megaphone',
    gradient: 'accent-deep',
  },
  {
    id: 5,
    title: 'Cloud Services',
    description:
      'Cloud setup, migration and cost reviews on AWS and Firebase, with automated deployments and monitoring from day one.',
    icon: 'cloud',
    gradient: 'primary-soft',
  },
  {
    id: 6,
    title: 'Database Management',
    description:
      'Schema design, performance tuning, backups and migrations for MongoDB and SQL databases, documented and repeatable.',
    icon: 'database',
    gradient: 'accent-soft',
  },
  {
    id: 7,
    title: 'Cybersecurity',
    description:
      'Security reviews against the OWASP Top 10, dependency audits and hardening of authentication and data storage.',
    icon: 'shield',
    gradient: 'ink-primary',
  },
  {
    id: 8,
    title: 'Analytics & SEO',
    description:
      'Technical SEO, Core Web Vitals fixes and privacy-friendly analytics dashboards that show what brings customers in.',
    icon: 'chart',
    gradient: 'ink-accent',
  },
] as const satisfies readonly ServiceCard[];

/** Section texts. Cards open `cardHref`; the button opens the contact page. */
export const servicesSection = {
  eyebrow: 'What We Do',
  heading: 'Our Expertise',
  intro: 'Eight disciplines, one team. Pick a starting point and we will plan the rest with you.',
  cardHref: '/booking',
  /** Accessible hint appended to each card's link name. */
  cardLinkHint: 'Book this service',
  cta: { label: 'Schedule Free Consultation', href: '/contact' },
} as const;
