/**
 * Products page (/products): a hero titled 'Products' and the list of projects. The spec does not
 * show how the list renders; the items are the detail-page projects as their cards show them
 * (`projects.ts`), each linking to its page.
 */

import type { HeroText } from './page';
import { projects } from './projects';

const hero: HeroText = {
  eyebrow: 'Our Work',
  title: 'Products',
  subtitle:
    'Platforms and apps we have designed and built for clinics, schools and online businesses. Open one to see how it works and where it stands.',
};

export const productsPage = {
  hero,
  listHeading: 'Projects',
  /** The items of the list, in order. */
  items: projects,
  /** Link label of each item, to `/projects/{id}`. */
  viewDetails: 'View Details',
} as const;

export { projectHref } from './paths';
