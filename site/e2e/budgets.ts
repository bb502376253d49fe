/** Byte budgets of the first view (issues #6 and #18), in KB of gzip (1 KB = 1024 bytes). */
export const budgets = {
  /** What the splash needs to paint on `/`: the page's HTML and the stylesheet its head links. */
  splashKb: 40,
  /** JavaScript fetched on each route before the content shows, the identity SDK included. */
  jsBeforeContentKb: 140,
  /** CSS fetched on each route before the content shows: the site's one stylesheet. */
  cssBeforeContentKb: 16,
} as const;
