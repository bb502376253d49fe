import { globalStyle, style } from '@vanilla-extract/css';
import { vars, plainList, rowLayout } from '@agency/design-system/foundations';

export const list = style({
  ...plainList,
  display: 'flex',
  flexDirection: 'column',
  marginTop: vars.space[1],
  borderTop: `1px solid ${vars.color.borderSubtle}`,
});

export const item = style({
  ...rowLayout('3', { align: 'flex-start' }),
  paddingBlock: vars.space[3],
  borderBottom: `1px solid ${vars.color.borderSubtle}`,
});

export const itemIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '2rem',
  height: '2rem',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSunken,
  color: vars.color.primary,
  lineHeight: 0,
});

globalStyle(`${itemIcon} svg`, { width: '1rem', height: '1rem' });

export const itemText = style({ display: 'flex', flexDirection: 'column', gap: vars.space[1], minWidth: 0 });

export const itemLink = style({
  color: vars.color.text,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.snug,
  textDecoration: 'none',
  textUnderlineOffset: '0.2em',
  borderRadius: vars.radius.sm,
  selectors: { '&:hover': { color: vars.color.primary, textDecoration: 'underline' } },
});

export const itemMeta = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.medium,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
});
