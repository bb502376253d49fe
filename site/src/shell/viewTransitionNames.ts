/**
 * A project's picture, on its card and in its page's gallery: during a view transition between the
 * two pages, both carry `view-transition-name: project-<id>`, so one glides into the other. The
 * attributes only mark them; the page's first script (`startPage`) sets the name for the transition's
 * length alone, so the pages render as they always do.
 */
export const projectPicture = (id: number, href: string) =>
  ({ 'data-transition-name': `project-${id}`, 'data-transition-for': href }) as const;
