/**
 * A press that reached an island before it hydrated, kept by the page's first script
 * (`startPage`) and carried out by the loader once the island has hydrated.
 */
export interface EarlyPress {
  island: HTMLElement;
  /** A button (or tab, checkbox…) clicked: clicked again. */
  control?: HTMLElement;
  /** A form submitted (Enter in a field, or its button): submitted again, by the same button. */
  form?: HTMLFormElement;
  submitter?: HTMLElement | null;
}

/** Where `startPage` keeps them, and the event it sends on the island for each. */
export const earlyPresses = { key: '__islandPresses', event: 'island-press' } as const;
