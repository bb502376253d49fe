import { style } from '@vanilla-extract/css';
import { vars, gradientImage, plainList, stackLayout } from '@agency/design-system/foundations';

/** A small calendar page: month over day, on the brand gradient. */
export const tile = style({
  display: 'inline-flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space[1],
  width: '4rem',
  height: '4rem',
  flexShrink: 0,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.primary,
  backgroundImage: gradientImage('primary-accent'),
  color: vars.color.onPrimary,
  boxShadow: vars.shadow.sm,
  lineHeight: 1,
});

export const month = style({
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  letterSpacing: '0.1em',
  textTransform: 'uppercase',
});

export const day = style({
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  fontVariantNumeric: 'tabular-nums',
});

export const meta = style({
  ...plainList,
  ...stackLayout('2'),
  color: vars.color.text,
  fontWeight: vars.font.weight.medium,
});

export const metaItem = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space[2] });

export const metaIcon = style({ width: '1rem', height: '1rem', flexShrink: 0, color: vars.color.accent });
