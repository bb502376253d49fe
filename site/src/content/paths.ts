/** Addresses of pages that several content modules link to, kept apart from the pages' data. */

/** Route of a project's detail page. */
export function projectHref(id: number): `/projects/${number}` {
  return `/projects/${id}`;
}
