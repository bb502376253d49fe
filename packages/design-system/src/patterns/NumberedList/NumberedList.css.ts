import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { mediaUp } from '../../theme/media';

const markerSize = '2rem';

export const list = style({
  display: 'grid',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  minWidth: 0,
});

export const columns = styleVariants({
  1: {},
  2: { '@media': { [mediaUp('md')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', columnGap: vars.space[8] } } },
});

export const listMarker = styleVariants({
  number: { rowGap: vars.space[6] },
  check: { rowGap: vars.space[4] },
});

export const item = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: `${markerSize} minmax(0, 1fr)`,
  columnGap: vars.space[4],
  alignItems: 'start',
});

// Numbered entries are joined by a thin line from one marker to the next (a timeline look).
globalStyle(`${listMarker.number} > ${item}:not(:last-child)::before`, {
  content: '""',
  position: 'absolute',
  insetInlineStart: `calc(${markerSize} / 2 - 1px)`,
  top: `calc(${markerSize} + ${vars.space[2]})`,
  bottom: `calc(${vars.space[2]} - ${vars.space[6]})`,
  width: '2px',
  borderRadius: vars.radius.pill,
  background: vars.color.borderSubtle,
});

export const marker = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: markerSize,
  height: markerSize,
  borderRadius: vars.radius.pill,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
  lineHeight: 1,
  fontVariantNumeric: 'tabular-nums',
});

export const markerLook = styleVariants({
  number: {
    backgroundColor: vars.color.primary,
    backgroundImage: `linear-gradient(135deg, ${vars.color.primary}, ${vars.color.accent})`,
    color: vars.color.onPrimary,
    boxShadow: vars.shadow.sm,
  },
  check: {
    background: vars.color.accentSubtle,
    color: vars.color.accent,
  },
});

export const check = style({ width: '1.1rem', height: '1.1rem', strokeWidth: 2.5 });

export const text = style({
  // Centres a single line on the marker; longer entries flow on beneath.
  paddingBlockStart: `calc((${markerSize} - 1em * ${vars.font.lineHeight.normal}) / 2)`,
  color: vars.color.text,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  overflowWrap: 'break-word',
});
