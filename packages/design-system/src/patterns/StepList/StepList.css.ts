import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const markerSize = '2.5rem';

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: `${markerSize} minmax(0, 1fr)`,
  columnGap: vars.space[4],
  paddingBottom: vars.space[8],
  selectors: {
    '&:last-child': { paddingBottom: 0 },
    // The line joining this step's badge to the next one's.
    '&:not(:last-child)::before': {
      content: '""',
      position: 'absolute',
      top: `calc(${markerSize} + ${vars.space[2]})`,
      bottom: vars.space[2],
      insetInlineStart: `calc(${markerSize} / 2 - 1px)`,
      width: '2px',
      borderRadius: vars.radius.pill,
      background: `linear-gradient(${vars.color.primary}, ${vars.color.accent})`,
      opacity: 0.35,
    },
  },
});

export const marker = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: markerSize,
  height: markerSize,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.primary,
  backgroundImage: `linear-gradient(135deg, ${vars.color.primary}, ${vars.color.accent})`,
  color: vars.color.onPrimary,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
  lineHeight: 1,
  boxShadow: vars.shadow.sm,
  fontVariantNumeric: 'tabular-nums',
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
  minWidth: 0,
  // Centres the first line of the title on the badge.
  paddingTop: `calc((${markerSize} - ${vars.font.lineHeight.snug} * ${vars.font.size.lg}) / 2)`,
});

export const title = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.snug,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const icon = style({
  display: 'inline-flex',
  flexShrink: 0,
  width: '1.25rem',
  height: '1.25rem',
  color: vars.color.primary,
  lineHeight: 0,
});

globalStyle(`${icon} svg`, { width: '100%', height: '100%' });

export const description = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});
