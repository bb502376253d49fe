import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// Its colour is the text's around it: muted under a form's card, light on the footer's dark surface.
export const root = style({
  margin: 0,
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.normal,
});

// A link is a target at least 24 px high (WCAG 2.2 target size), however small the print.
globalStyle(`${root} a`, {
  display: 'inline-block',
  minBlockSize: '24px',
  lineHeight: '24px',
  color: 'inherit',
  textDecorationLine: 'underline',
  textUnderlineOffset: '0.18em',
});
