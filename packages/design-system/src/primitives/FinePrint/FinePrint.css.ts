import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// Its colour is the text's around it: muted under a form's card, light on the footer's dark surface.
export const root = style({
  margin: 0,
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.normal,
});

globalStyle(`${root} a`, {
  color: 'inherit',
  textDecorationLine: 'underline',
  textUnderlineOffset: '0.18em',
});
