/** Solutions page (/solutions): hero, six cards and a 'Get Started' call to action. */

import type { GradientKey, IconKey } from './icons';
import type { HeroText, PageLink } from './page';

export interface SolutionCard {
  readonly title: string;
  readonly description: string;
  readonly icon: IconKey;
  /** Gradient of the card's icon tile. */
  readonly gradient: GradientKey;
}

const hero: HeroText = {
  eyebrow: 'Solutions',
  title: 'Solutions that hold up in production',
  subtitle:
    'What every engagement includes, whatever we build for you: security, support, performance and an honest working relationship.',
};

export const solutions = [
  {
    title: 'Secure & Reliable',
    description:
      'Security reviews against the OWASP Top 10, encrypted data, least-privilege access and tested backups, built in from the first sprint.',
    icon: 'shield',
    gradient: 'primary-accent',
  },
  {
    title: '24/7 Support',
    description:
      'Monitoring and alerting around the clock, with an agreed response time and a named engineer who knows your system.',
    icon: 'headset',
    gradient: 'accent-primary',
  },
  {
    title: 'Fast & Scalable',
    description:
      'Pages that load quickly on mid-range phones and back ends that scale with your traffic, measured with real performance budgets.',
    icon: 'zap',
    gradient: 'primary-deep',
  },
  {
    title: 'Trusted Partnership',
    description:
      'Weekly demos, transparent estimates and code you own from day one. We explain trade-offs before we make them.',
    icon: 'handshake',
    gradient: 'accent-deep',
  },
  {
    title: 'Data Analytics',
    description:
      'Dashboards and reports built on clean, well-modelled data, so decisions rest on numbers you can trace back to their source.',
    icon: 'bar-chart',
    gradient: 'primary-soft',
  },
  {
    title: 'Cloud Infrastructure',
    description:
      'Infrastructure as code on AWS and Firebase, automated deployments and cost reviews that keep the monthly bill predictable.',
    icon: 'cloud',
    gradient: 'accent-soft',
  },
] as const satisfies readonly SolutionCard[];

export const solutionsPage = {
  /** The page's name in the document title. */
  metaTitle: 'Solutions',
  hero,
  heading: 'Built into every project',
  intro: 'Six commitments that come with every website, app and integration we deliver.',
  cards: solutions,
  cta: {
    heading: 'Ready to start?',
    text: 'Tell us about your project and we will propose the right mix of services, a timeline and an estimate.',
    /** The spec names the button but not its target; it opens the booking page. */
    action: { label: 'Get Started', href: '/booking' } satisfies PageLink,
  },
} as const;
