import { style } from '@vanilla-extract/css';
import { vars } from './contract.css';

export const themeRoot = style({
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.family.body,
});
