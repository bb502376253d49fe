/**
 * The Resources page's hero (/resources): its own module, the only content of the page's first view.
 * Everything under it (`resources.ts`) loads after the splash.
 */

import type { PageHero } from './page';

export const resourcesHero: PageHero = {
  eyebrow: 'Learn',
  title: 'Resources',
  subtitle: 'Guides, videos, tools and case studies from our engineers, free to use in your own projects.',
};
