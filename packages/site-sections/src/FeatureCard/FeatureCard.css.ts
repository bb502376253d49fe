import { globalStyle, style } from '@vanilla-extract/css';
import {
  vars,
  gradientText,
  mediaUp,
  overlineText,
  plainList,
  rowLayout,
  cardTitleText,
  cardBodyText,
} from '@agency/design-system/foundations';

export const card = style({ gap: vars.space[4] });

export const header = style({ display: 'flex', alignItems: 'center', gap: vars.space[3], minWidth: 0 });

export const tile = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '3rem',
  height: '3rem',
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.sm,
});

globalStyle(`${tile} > svg`, { width: '1.5rem', height: '1.5rem' });

export const title = style({
  ...cardTitleText,
});

export const description = style({
  ...cardBodyText,
  color: vars.color.textMuted,
  // Side by side, a common minimum (three lines in two columns, four in four) keeps a row's figures level.
  '@media': {
    [mediaUp('md')]: { minHeight: `calc(3em * ${vars.font.lineHeight.normal})` },
    [mediaUp('xl')]: { minHeight: `calc(4em * ${vars.font.lineHeight.normal})` },
  },
});

export const stats = style({
  ...rowLayout('6', { wrap: true }),
  margin: 0,
  paddingBlock: vars.space[4],
  borderBlock: `1px solid ${vars.color.borderSubtle}`,
});

/** Value above label on screen; label first for assistive technology (a `dt` precedes its `dd`). */
export const stat = style({ display: 'flex', flexDirection: 'column-reverse', gap: vars.space[1], minWidth: 0 });

export const statValue = style([
  gradientText,
  {
    margin: 0,
    fontSize: vars.font.size['3xl'],
    fontWeight: vars.font.weight.extrabold,
    lineHeight: vars.font.lineHeight.tight,
    letterSpacing: '-0.03em',
    fontVariantNumeric: 'tabular-nums',
  },
]);

export const statLabel = style({ ...overlineText, color: vars.color.textMuted });

export const highlights = style({ ...plainList, display: 'flex', flexDirection: 'column', gap: vars.space[3] });

export const highlight = style({
  ...rowLayout('3', { align: 'flex-start' }),
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.snug,
  overflowWrap: 'anywhere',
});

export const check = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '1.25rem',
  height: '1.25rem',
  borderRadius: vars.radius.pill,
  background: vars.color.accentSubtle,
  color: vars.color.accent,
});

globalStyle(`${check} > svg`, { width: '0.8rem', height: '0.8rem', strokeWidth: 3 });
