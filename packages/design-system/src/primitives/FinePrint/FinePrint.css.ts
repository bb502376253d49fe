import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.normal,
});

globalStyle(`${root} a`, {
  color: 'inherit',
  textDecorationLine: 'underline',
  textUnderlineOffset: '0.18em',
});
