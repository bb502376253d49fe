import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2], minWidth: 0 });

export const header = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space[3],
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.snug,
});

export const label = style({ color: vars.color.text, fontWeight: vars.font.weight.medium, minWidth: 0 });

export const value = style({
  marginInlineStart: 'auto',
  color: vars.color.text,
  fontWeight: vars.font.weight.semibold,
  fontVariantNumeric: 'tabular-nums',
});

export const track = style({
  position: 'relative',
  width: '100%',
  overflow: 'hidden',
  borderRadius: vars.radius.pill,
  background: vars.color.borderSubtle,
});

export const trackSize = styleVariants({
  sm: { height: 6 },
  md: { height: 10 },
});

export const fill = style({
  height: '100%',
  borderRadius: vars.radius.pill,
});

export const tone = styleVariants({
  gradient: { backgroundImage: `linear-gradient(90deg, ${vars.color.primary}, ${vars.color.accent})` },
  primary: { background: vars.color.primary },
  accent: { background: vars.color.accent },
  success: { background: vars.color.success },
});

export const rtl = style({
  selectors: {
    '[dir="rtl"] &': { backgroundImage: `linear-gradient(270deg, ${vars.color.primary}, ${vars.color.accent})` },
  },
});
