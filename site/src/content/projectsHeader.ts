/**
 * What a project's page (/projects/{id}) shows first, in its header: the card's fields
 * (`projectsList.ts`), the Code and Live Demo links, the way back and the links' texts; and which
 * project a route's id names. The rest of the page, which loads after the splash, is in
 * `projectsDetails.ts`; `projects.ts` joins both.
 */

import type { BrandKey, IconKey } from './icons';
import type { PageLink } from './page';
import { projectSummaries, type ProjectSummary } from './projectsList';

/** A project's two links, both opened in a new tab. */
export interface ProjectLinks {
  /** Source code ('Code' link). */
  readonly githubUrl: string;
  /** Running product ('Live Demo' link). */
  readonly liveUrl: string;
}

/** A project as its page's header shows it. */
export interface ProjectHeader extends ProjectSummary, ProjectLinks {}

/** The repository and the published product of the project named `slug`. */
const linksOf = (slug: string): ProjectLinks => ({
  githubUrl: `https://github.com/northwind-digital/${slug}`,
  liveUrl: `https://northwind-digital.github.io/${slug}/`,
});

/** Each project's links, by id. */
const links: Readonly<Record<number, ProjectLinks>> = {
  1: linksOf('clinic-chatbot'),
  2: linksOf('school-management-system'),
  3: linksOf('ecommerce-dashboard'),
  4: linksOf('ai-learning-platform'),
  5: linksOf('school-portfolio'),
};

/** Every project's header, in the list's order. */
export const projectHeaders: readonly ProjectHeader[] = projectSummaries.map((summary) => {
  const found = links[summary.id];
  if (!found) throw new Error(`No links for project ${summary.id}`);
  return { ...summary, ...found };
});

/**
 * The project header for a route parameter, or `undefined` when the id is unknown. Only ids made of
 * digits match (the navigation bar is hidden exactly on those routes).
 */
export function findProjectHeader(id: string | undefined): ProjectHeader | undefined {
  if (!id || !/^\d+$/.test(id)) return undefined;
  const n = Number(id);
  return projectHeaders.find((p) => p.id === n);
}

/** Texts of a project page's header. */
export const projectHeaderTexts = {
  back: { label: 'Back to Products', href: '/products' } satisfies PageLink,
  links: {
    code: 'Code',
    liveDemo: 'Live Demo',
  },
  /** Icons of the two links (both open in a new tab). */
  linkIcons: { code: 'github', liveDemo: 'external-link' } satisfies Record<string, IconKey | BrandKey>,
} as const;
