import { style } from '@vanilla-extract/css';
import { focusRingStyle } from './focus';

/** The focus ring as a class, for keyboard focus only (global.css.ts draws the same ring by default). */
export const focusRing = style({ selectors: { '&:focus-visible': focusRingStyle() } });

/** Hidden visually, still read by screen readers. */
export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
