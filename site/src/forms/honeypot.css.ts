import { style } from '@vanilla-extract/css';

/** Off screen rather than `display: none`, which some bots detect and skip. */
export const honeypot = style({
  position: 'absolute',
  left: '-10000px',
  width: 1,
  height: 1,
  overflow: 'hidden',
});
