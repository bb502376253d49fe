/** Home trust block: three cards of claims, then a closing call to action. */

import type { IconKey } from './icons';

/** A claimed figure. */
export interface TrustMetric {
  readonly value: string;
  readonly label: string;
}

interface TrustCardBase {
  readonly title: string;
  readonly icon: IconKey;
  readonly description: string;
}

/** Card of figures ('Proven Results'). */
export interface TrustMetricsCard extends TrustCardBase {
  readonly kind: 'metrics';
  readonly metrics: readonly TrustMetric[];
}

/** Card with a client quote and a headline figure ('Client Satisfaction'). */
export interface TrustQuoteCard extends TrustCardBase {
  readonly kind: 'quote';
  readonly quote: string;
  /** Who said it (role and company, no photo). */
  readonly attribution: string;
  readonly metric: TrustMetric;
}

/** Card of practice badges ('Security & Standards'). */
export interface TrustBadgesCard extends TrustCardBase {
  readonly kind: 'badges';
  readonly badges: readonly string[];
}

export type TrustCard = TrustMetricsCard | TrustQuoteCard | TrustBadgesCard;

export const trustCards = [
  {
    kind: 'metrics',
    title: 'Proven Results',
    icon: 'trending-up',
    description: 'Measured across the products we shipped and support.',
    metrics: [
      { value: '+30%', label: 'user retention' },
      { value: '+45%', label: 'engagement' },
      { value: '99.9%', label: 'system reliability' },
    ],
  },
  {
    kind: 'quote',
    title: 'Client Satisfaction',
    icon: 'heart-handshake',
    description: 'Most of our work comes from clients who came back or referred us.',
    quote: 'They told us what would not work before we paid for it, and then delivered what they promised.',
    attribution: 'Clinic director, healthcare client',
    metric: { value: '12+', label: 'Happy Clients' },
  },
  {
    kind: 'badges',
    title: 'Security & Standards',
    icon: 'shield-check',
    description: 'The practices every project follows, from the first commit.',
    badges: ['OWASP', 'CI/CD', 'TDD', 'Agile', 'Clean Code', 'SOLID'],
  },
] as const satisfies readonly TrustCard[];

export const trustSection = {
  eyebrow: 'Why Clients Trust Us',
  heading: 'Results you can check, standards you can rely on',
  /**
   * The spec does not show this button's action; it opens the contact page here, the natural next
   * step after the trust claims.
   */
  cta: { label: "Let's Build Something Great", href: '/contact' },
} as const;
