/** Home "who we are" block: short company story, values and two calls to action. */

import { brand } from './brand';
import type { IconKey, ImageAsset } from './icons';

export interface WhoWeArePoint {
  readonly icon: IconKey;
  readonly title: string;
  readonly text: string;
}

export const whoWeAre = {
  eyebrow: 'Who We Are',
  heading: 'A small senior team that ships',
  /** Home-page reading of the company's start: 2024 (the About page says 2025; both as the spec says). */
  paragraphs: [
    `${brand.name} began in ${brand.founded.home} with a simple idea: businesses deserve software partners who explain their choices, keep their promises and stay after launch.`,
    'Our engineers and designers work directly with you. No account managers in between, no hand-offs to unknown subcontractors, and weekly demos so you always see real progress.',
  ],
  points: [
    {
      icon: 'target',
      title: 'Outcome first',
      text: 'We agree on the business result before choosing a technology.',
    },
    {
      icon: 'users',
      title: 'Direct access',
      text: 'You talk to the people who write and test your code.',
    },
    {
      icon: 'shield-check',
      title: 'Built to last',
      text: 'Tested, documented code that your own team can take over.',
    },
  ] as const satisfies readonly WhoWeArePoint[],
  image: {
    src: '/images/home/team-illustration.svg',
    width: 640,
    height: 480,
    alt: 'Illustration of a design and engineering team planning a product around a shared board',
  } satisfies ImageAsset,
  actions: [
    { label: 'Our Story', href: '/about', variant: 'primary' },
    { label: 'Get in Touch', href: '/contact', variant: 'secondary' },
  ],
} as const;
