/** The project detail route with an unknown id (spec section 8): its own module, loaded only then. */

import type { IconKey } from './icons';
import type { PageLink } from './page';

/** Texts of the not-found state of /projects/{id}. */
export const projectNotFound = {
  title: 'Project Not Found',
  message: "The project you're looking for doesn't exist or has been removed.",
  /**
   * The spec's link goes to '/project', which is not a route; the route table lists '/projects'.
   * Both readings are recorded: `href` is the working route, `specHref` the spec's literal path.
   */
  link: { label: 'Back to Projects', href: '/projects' } satisfies PageLink,
  specHref: '/project',
  icon: 'briefcase' satisfies IconKey,
} as const;
