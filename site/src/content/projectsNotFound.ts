/** The project detail route with an unknown id (spec section 8): its own module, loaded only then. */

import type { IconKey } from './icons';
import type { PageLink } from './page';

/** Texts of the not-found state of /projects/{id}. */
export const projectNotFound = {
  title: 'Project Not Found',
  message: "The project you're looking for doesn't exist or has been removed.",
  /** The spec's link says '/project'; the route table lists '/projects' (and keeps '/project' as an alias). */
  link: { label: 'Back to Projects', href: '/projects' } satisfies PageLink,
  icon: 'briefcase' satisfies IconKey,
} as const;
