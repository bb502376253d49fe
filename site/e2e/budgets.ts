/** Byte budgets of the first view, in KB of gzip (1 KB = 1024 bytes). */
export const budgets = {
  /** What the splash needs to paint on `/`: the page's HTML and the stylesheet its head links. */
  splashKb: 40,
  /**
   * JavaScript fetched on each route before the content shows. The identity SDK is not in it: it
   * loads only where a session may exist.
   */
  jsBeforeContentKb: 105,
  /**
   * CSS fetched on each route before the content shows: the site's one stylesheet, which every page
   * links, the long-form pages' text styles included (the README gives the figures).
   */
  cssBeforeContentKb: 17,
} as const;
