import { vars } from './contract.css';

export interface FocusRingOptions {
  /** The gap between the element and the ring. Default `2px`. */
  offset?: string | 0;
  /** The ring's colour. Default the `focusRing` role; another only on a surface that role is not checked on. */
  color?: string;
}

/**
 * The focus ring's declarations: the one definition behind the global `:focus-visible` default, the
 * `focusRing` class and every component that draws the ring itself (another offset, another surface).
 */
export function focusRingStyle({ offset = '2px', color = vars.color.focusRing }: FocusRingOptions = {}) {
  return { outline: `3px solid ${color}`, outlineOffset: offset };
}

/**
 * Selectors that move the keyboard focus ring from the element to one of its pseudo-elements, e.g. the
 * `::after` of a stretched link that covers a whole card. Spread into a style's `selectors`.
 */
export function focusRingOn(pseudo: '::before' | '::after', options?: FocusRingOptions) {
  return {
    '&:focus-visible': { outline: 'none' },
    [`&:focus-visible${pseudo}`]: focusRingStyle(options),
  };
}
