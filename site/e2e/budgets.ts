/** Byte budgets of the first view, in KB of gzip (1 KB = 1024 bytes). */
export const budgets = {
  /** What the splash needs to paint on `/`: the page's HTML and the stylesheet its head links. */
  splashKb: 40,
  /**
   * JavaScript a route's page asks for before its load event, on every route (a form's too: its island
   * waits for the visitor): the page's first scripts (theme, splash, early presses, scroll-in) and the
   * island loader. Islands load after it. The identity SDK is never in it: it loads only where a
   * session may exist.
   */
  jsBeforeLoadKb: 15,
  /**
   * CSS fetched on each route before the content shows: the site's one stylesheet, which every page
   * links, the long-form pages' text styles included (the budget test prints the figures).
   */
  cssBeforeContentKb: 17,
} as const;
