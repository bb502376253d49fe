import { style, styleVariants, type StyleRule } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { gradientImage } from '../../theme/gradients';
import type { Tone } from '../../theme/tone';
import { rowLayout } from '../../layout/flex';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2], minWidth: 0 });

export const header = style({
  ...rowLayout('3', { align: 'baseline', justify: 'space-between' }),
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

/** Without a tone: the brand gradient, primary at the start (the left, or the right in RTL). */
export const gradientFill = style({
  backgroundImage: gradientImage('primary-accent', '90deg'),
  selectors: {
    '[dir="rtl"] &': { backgroundImage: `linear-gradient(270deg, ${vars.color.primary}, ${vars.color.accent})` },
  },
});

/** A solid fill in one semantic colour. */
export const toneFill = styleVariants({
  primary: { background: vars.color.primary },
  accent: { background: vars.color.accent },
  success: { background: vars.color.success },
} satisfies Partial<Record<Tone, StyleRule>>);
