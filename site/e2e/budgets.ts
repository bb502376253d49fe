/** Byte budgets of the first view (issues #6 and #18), in KB of gzip (1 KB = 1024 bytes). */
export const budgets = {
  /** What the splash needs to paint on `/`: the page's HTML and the stylesheet its head links. */
  splashKb: 40,
  /** JavaScript fetched on each route before the content shows, the identity SDK included. */
  jsBeforeContentKb: 140,
  /**
   * CSS fetched on each route before the content shows: the site's one stylesheet. 16 KB for #18 (15.8
   * measured); 17 since #19: dark mode (every colour role as a light-dark() pair, which Vite's Lightning
   * CSS rewrites with a fallback for older browsers), the theme switch, the motion parts' selectors and
   * the subgrid project card brought it to 16.3 KB.
   */
  cssBeforeContentKb: 17,
} as const;
