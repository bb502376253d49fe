/** Byte budgets of the first view (issue #6), in KB of gzip (1 KB = 1024 bytes). */
export const budgets = {
  /** The splash's HTML (everything up to its end) with the inline critical CSS. */
  splashKb: 14,
  /** JavaScript fetched on each route before the content shows, the identity SDK included. */
  jsBeforeContentKb: 125,
  /**
   * CSS fetched on each route before the content shows: the shell's stylesheet and the page's (issue #13).
   * One stylesheet for every route was 15.0 KB.
   */
  cssBeforeContentKb: 13,
} as const;
