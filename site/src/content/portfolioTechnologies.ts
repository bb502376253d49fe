/**
 * The technology names of the portfolio and project cards and the logo of each: their own module, so
 * that the pages listing projects (Products, the projects list, a project's page) load these few
 * names without the home page's portfolio cards (`portfolio.ts`).
 */

import type { BrandKey } from './icons';

/** The technology names the spec lists with icons, and the logo of each. */
export const technologyIcons = {
  React: 'react',
  'Node.js': 'nodejs',
  OpenAI: 'openai',
  MongoDB: 'mongodb',
  Firebase: 'firebase',
  'Tailwind CSS': 'tailwind',
  Python: 'python',
  AWS: 'aws',
  'Machine Learning': 'machine-learning',
  Redux: 'redux',
} as const satisfies Record<string, BrandKey>;

/** A technology name shown as a badge on a portfolio card. */
export type TechnologyName = keyof typeof technologyIcons;

/** Accessible name of a card's list of technology badges. */
export const technologiesLabel = 'Technologies';
