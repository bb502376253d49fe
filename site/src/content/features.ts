/** Features section ('Powerful Features'): four static cards with a claimed figure each. */

import type { GradientKey, IconKey } from './icons';

/** A claimed figure, rendered large (`value`) over a caption (`label`). */
export interface FeatureStat {
  readonly value: string;
  readonly label: string;
}

export interface FeatureCard {
  readonly title: string;
  readonly description: string;
  readonly icon: IconKey;
  /** The card's claimed figure(s). */
  readonly stats: readonly FeatureStat[];
  /** Exactly three highlights. */
  readonly highlights: readonly [string, string, string];
  readonly gradient: GradientKey;
}

export const features = [
  {
    title: 'Intuitive Experience',
    description:
      'Interfaces designed around the tasks your users come to do, tested with real people before a line of production code.',
    icon: 'sparkles',
    stats: [{ value: '85%', label: 'faster onboarding' }],
    highlights: ['User research and usability testing', 'Accessible to WCAG 2.2 AA', 'Consistent design system'],
    gradient: 'primary-accent',
  },
  {
    title: 'Enterprise Security',
    description:
      'Security built into every stage: reviewed code, hardened infrastructure and data protected in transit and at rest.',
    icon: 'lock',
    stats: [{ value: '99.99%', label: 'uptime' }],
    highlights: ['OWASP-based security reviews', 'Encrypted data and secrets', 'Role-based access control'],
    gradient: 'primary-deep',
  },
  {
    title: 'Flexible Customization',
    description: 'Modular architecture that adapts to your processes and connects to the tools you already pay for.',
    icon: 'sliders',
    stats: [{ value: '100+', label: 'integrations' }],
    highlights: ['Modular, documented codebase', 'REST and webhook APIs', 'Payment, CRM and e-mail connectors'],
    gradient: 'accent-primary',
  },
  {
    title: 'Omnichannel Ready',
    description:
      'One product across web, iOS and Android, with shared accounts and data so customers can switch devices mid-task.',
    icon: 'devices',
    stats: [{ value: '3x', label: 'mobile usage' }],
    highlights: ['Responsive, mobile-first web', 'Native-feel iOS and Android apps', 'Synced data across devices'],
    gradient: 'accent-deep',
  },
] as const satisfies readonly FeatureCard[];

export const featuresSection = {
  eyebrow: 'Why Our Products Work',
  heading: 'Powerful Features',
  intro: 'What every product we ship includes by default, not as an upsell.',
  /** The button does nothing (spec): `href` is `null` and the site renders it inert. */
  cta: { label: 'Explore All Features', href: null },
} as const;
