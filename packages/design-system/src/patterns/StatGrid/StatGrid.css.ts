import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { mediaUp } from '../../theme/media';

export const list = style({ margin: 0 });

export const tile = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
  minWidth: 0,
  padding: vars.space[4],
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  '@media': { [mediaUp('md')]: { padding: vars.space[6] } },
  selectors: {
    // A short brand-gradient rule along the top edge.
    '&::before': {
      content: '""',
      position: 'absolute',
      insetInline: 0,
      top: 0,
      height: '3px',
      backgroundImage: `linear-gradient(90deg, ${vars.color.primary}, ${vars.color.accent})`,
    },
  },
});

export const surface = styleVariants({
  raised: {
    background: vars.color.surfaceRaised,
    border: `1px solid ${vars.color.borderSubtle}`,
    boxShadow: vars.shadow.sm,
  },
  sunken: {
    background: vars.color.surfaceSunken,
    border: `1px solid ${vars.color.borderSubtle}`,
  },
});

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.25rem',
  height: '2.25rem',
  marginBlockEnd: vars.space[2],
  borderRadius: vars.radius.md,
  background: vars.color.primarySubtle,
  color: vars.color.primary,
});

globalStyle(`${icon} svg`, { width: '1.25rem', height: '1.25rem' });

export const label = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  lineHeight: vars.font.lineHeight.snug,
  '@media': { [mediaUp('md')]: { fontSize: vars.font.size.sm } },
});

export const value = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  letterSpacing: '-0.01em',
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'break-word',
  fontVariantNumeric: 'tabular-nums',
  '@media': { [mediaUp('md')]: { fontSize: vars.font.size.xl } },
});
