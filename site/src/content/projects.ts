/**
 * Project detail pages (/projects/{id}), joined: each project with its card's fields
 * (`projectsList.ts`), its header's links (`projectsHeader.ts`) and what only the rest of its page
 * shows (`projectsDetails.ts`: the numbered details, the carousel's further images, features, stats
 * and case study), and the page's texts. The page itself loads the parts separately: the header
 * first, the rest after the splash, the not-found state (`projectsNotFound.ts`) only for unknown ids.
 *
 * Ids match the Home portfolio (`portfolio.ts`): a portfolio card's 'View Case Study' opens the
 * detail page with the same id.
 */

import type { ImageAsset } from './icons';
import { projectDetailsOf, projectDetailTexts, type ProjectDetails } from './projectsDetails';
import { findProjectHeader, projectHeaders, projectHeaderTexts, type ProjectHeader } from './projectsHeader';
import { projectNotFound } from './projectsNotFound';

export { projectsList, type ProjectSummary } from './projectsList';
export { projectCarousel, statIcon, type CaseStudy, type ProjectStat } from './projectsDetails';

export interface Project extends ProjectHeader, Omit<ProjectDetails, 'moreImages'> {
  /** Carousel images (three or more), illustrations with intrinsic size and alt text; the first is `image`. */
  readonly images: readonly ImageAsset[];
}

/** A project's header joined with the rest of its page. */
function withDetails(header: ProjectHeader): Project {
  const { moreImages, ...rest } = projectDetailsOf(header.id);
  return { ...header, ...rest, images: [header.image, ...moreImages] };
}

/** Every project, in the list's order: its card's fields and its page's. */
export const projects: readonly Project[] = projectHeaders.map(withDetails);

/**
 * The project for a route parameter, or `undefined` when the id is unknown. Only ids made of
 * digits match (the navigation bar is hidden exactly on those routes).
 */
export function findProject(id: string | undefined): Project | undefined {
  const header = findProjectHeader(id);
  return header && projects.find((p) => p.id === header.id);
}

/** Texts of the project detail page: its header's, the rest of the page's, the not-found state's. */
export const projectDetail = {
  ...projectHeaderTexts,
  ...projectDetailTexts,
  /** Unknown id. */
  notFound: projectNotFound,
} as const;
