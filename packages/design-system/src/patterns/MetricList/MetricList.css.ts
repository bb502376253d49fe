import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const list = style({
  minWidth: 0,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const layout = styleVariants({
  // Two columns shared by every row (subgrid), so labels line up after the widest value.
  rows: { display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', columnGap: vars.space[4] },
  tiles: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(7rem, 1fr))',
    gap: vars.space[6],
  },
});

export const item = styleVariants({
  rows: {
    display: 'grid',
    gridColumn: '1 / -1',
    gridTemplateColumns: 'subgrid',
    alignItems: 'baseline',
    minWidth: 0,
    paddingBlock: vars.space[3],
    borderTop: `1px solid ${vars.color.borderSubtle}`,
    selectors: {
      // Hairlines only between rows: the container draws any outer edge it wants.
      '&:first-child': { borderTop: 0, paddingTop: 0 },
      '&:last-child': { paddingBottom: 0 },
    },
  },
  tiles: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space[1],
    minWidth: 0,
  },
});

export const value = style({
  flexShrink: 0,
  fontWeight: vars.font.weight.extrabold,
  lineHeight: vars.font.lineHeight.tight,
  letterSpacing: '-0.03em',
  fontVariantNumeric: 'tabular-nums',
});

/** Values are a step larger when they stand alone as tiles. */
export const valueSize = styleVariants({
  rows: { fontSize: vars.font.size['2xl'] },
  tiles: { fontSize: vars.font.size['3xl'] },
});

/** Both ends of the gradient meet AA contrast on raised and sunken surfaces in every theme. */
export const tone = styleVariants({
  primary: { color: vars.color.primary },
  gradient: {
    color: vars.color.primary,
    backgroundImage: `linear-gradient(90deg, ${vars.color.primary}, ${vars.color.accent})`,
    WebkitBackgroundClip: 'text',
    backgroundClip: 'text',
    WebkitTextFillColor: 'transparent',
    '@media': {
      '(forced-colors: active)': { backgroundImage: 'none', WebkitTextFillColor: 'currentColor' },
    },
  },
});

export const label = style({
  minWidth: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.snug,
  overflowWrap: 'anywhere',
});
