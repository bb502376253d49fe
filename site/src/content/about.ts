/** About page (/about): hero, founding statement, company description and team image. */

import { brand } from './brand';
import type { IconKey, ImageAsset } from './icons';
import type { HeroText } from './page';

/** A short fact shown beside the description. */
export interface AboutFact {
  readonly icon: IconKey;
  readonly label: string;
  readonly value: string;
}

const hero: HeroText = {
  eyebrow: brand.name,
  title: 'About',
  subtitle: 'Who we are, how we work and why clients stay with us after launch.',
};

/**
 * About-page reading of the company's start: founded in 2025 (the Home page says it began in 2024;
 * the spec keeps both, each on its own page).
 */
const founding = {
  year: brand.founded.about,
  heading: `Founded in ${brand.founded.about}`,
  statement: `${brand.name} was founded in ${brand.founded.about} in Kolkata by engineers who wanted to build software the way they would want it built for themselves: in the open, tested, and explained in plain language.`,
} as const;

const description = {
  heading: 'What we do',
  paragraphs: [
    'We are a small IT services and software development studio. We design and build websites, web applications and mobile apps, add AI features such as multilingual assistants and document search, and look after the databases and cloud infrastructure behind them.',
    'Our clients are clinics, schools, online stores and service businesses that need software to do real work. We start every project with a short discovery phase, agree on the outcome that matters, and then ship in small, demonstrable steps every week.',
    'When a project goes live we stay on: monitoring, security updates, performance work and new features, by the same people who wrote the code.',
  ],
  facts: [
    { icon: 'map-pin', label: 'Based in', value: 'Kolkata, West Bengal' },
    { icon: 'calendar', label: 'Founded', value: String(brand.founded.about) },
    { icon: 'layers', label: 'Disciplines', value: 'Web, mobile, AI, cloud and data' },
  ] as const satisfies readonly AboutFact[],
} as const;

/** Team illustration (generated, not a photo). */
const teamImage: ImageAsset = {
  src: '/images/about/team.svg',
  width: 1200,
  height: 800,
  alt: 'Illustration of the team at work: two engineers reviewing a dashboard on a large screen while a designer sketches a mobile app layout',
};

export const about = {
  hero,
  founding,
  description,
  teamImage,
} as const;
