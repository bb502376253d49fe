/**
 * When an island hydrates (11ty's is-land conditions). Any press, focus or key inside an island that
 * has not hydrated yet hydrates it at once, whatever its condition (see `loader.ts`).
 * - `visible`: as it comes into view, after the load event (carousels, tabs, the portfolio toggle):
 *   the page's own loading goes first;
 * - `interaction`: at the first press, focus or key inside it, and never by itself (the header's menu
 *   and theme switch, the forms: a press before hydration is carried out once it has); or at the load
 *   event where the page holds something of the visitor's it shows at once (`startAtLoad.ts`);
 * - `scroll`: the same, and at the page's first scroll (back to top, which scrolling brings out).
 */
export type IslandWhen = 'visible' | 'interaction' | 'scroll';

/** The events inside an island that hydrate it (is-land's `on:interaction`). */
export const interactionEvents = 'pointerdown,focusin,keydown';

/** Marks an island that starts at the load event where `startAtLoad.ts` finds it has something to show. */
export const startAtLoadIfNeeded = 'data-start-at-load';

/** Marks an island that the page's first scroll hydrates. */
export const hydrateOnScroll = 'data-hydrate-on-scroll';

/** The attributes on an island's `<is-land>` for each condition. */
export const islandConditions: Record<IslandWhen, Record<string, string>> = {
  visible: { 'on:visible': '', 'on:load': '' },
  interaction: { 'on:interaction': interactionEvents },
  scroll: { 'on:interaction': interactionEvents, [hydrateOnScroll]: '' },
};
