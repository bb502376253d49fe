import { globalStyle, style } from '@vanilla-extract/css';
import { vars, mediaUp, plainList } from '@agency/design-system/foundations';

/** The list's own look (the columns are `Grid`'s): no bullets, wider gaps from `md`. */
export const grid = style({
  ...plainList,
  '@media': { [mediaUp('md')]: { gap: vars.space[4] } },
});

export const item = style({
  display: 'flex',
  // On a phone the logo sits above the text, so long names keep the tile's full width.
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space[3],
  minWidth: 0,
  padding: vars.space[3],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.borderSubtle}`,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.sm,
  '@media': {
    [mediaUp('md')]: { flexDirection: 'row', alignItems: 'center', padding: vars.space[4], gap: vars.space[4] },
  },
});

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '2.5rem',
  height: '2.5rem',
  borderRadius: vars.radius.sm,
  lineHeight: 0,
  '@media': { [mediaUp('md')]: { width: '3rem', height: '3rem', borderRadius: vars.radius.md } },
});

// The logo fills about half of its tile, whatever size attributes the SVG carries.
globalStyle(`${logo} svg`, { width: '1.25rem', height: '1.25rem' });

export const initials = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
  letterSpacing: '0.02em',
  lineHeight: 1,
});

export const text = style({ display: 'flex', flexDirection: 'column', gap: vars.space[1], minWidth: 0 });

export const name = style({
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.snug,
  overflowWrap: 'break-word',
  '@media': { [mediaUp('md')]: { fontSize: vars.font.size.md } },
});

export const category = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.snug,
});
