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
   * CSS fetched on each route before the content shows: the site's one stylesheet. 16 KB for #18. It
   * measured 16.4 KB (16,771 bytes) after dark mode, the theme switch, the motion parts and the subgrid
   * card; 15.7 KB (16,065 bytes) since the design system writes Grid's balanced-row placements once
   * instead of once per breakpoint range (custom properties that each range's class reads) and the
   * Carousel sets its slides per view and gap as custom properties instead of 43 classes. 17 KB since
   * the pages written as Markdown: with their text's styles (`Prose`) and the small print under the
   * forms (`FinePrint`) it measured 16.4 KB (15.9 KB before); one stylesheet for every page still
   * costs the splash 27.4 of its 40 KB.
   */
  cssBeforeContentKb: 17,
} as const;
