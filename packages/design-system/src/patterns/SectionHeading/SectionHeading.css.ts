import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { mediaUp } from '../../theme/media';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space[4], minWidth: 0 });

export const align = styleVariants({
  start: { alignItems: 'flex-start', textAlign: 'start' },
  center: { alignItems: 'center', textAlign: 'center' },
});

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3], margin: 0 });

export const eyebrow = style({
  color: vars.color.accent,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  letterSpacing: '0.12em',
  textTransform: 'uppercase',
  lineHeight: vars.font.lineHeight.snug,
});

export const title = style({
  color: vars.color.text,
  letterSpacing: '-0.02em',
  overflowWrap: 'break-word',
  hyphens: 'auto',
});

/** Title sizes from the type scale, growing on larger screens. */
export const size = styleVariants({
  sm: {
    fontSize: vars.font.size.xl,
    fontWeight: vars.font.weight.bold,
    '@media': { [mediaUp('md')]: { fontSize: vars.font.size['2xl'] } },
  },
  md: {
    fontSize: vars.font.size['2xl'],
    fontWeight: vars.font.weight.bold,
    '@media': { [mediaUp('md')]: { fontSize: vars.font.size['3xl'] } },
  },
  lg: {
    fontSize: vars.font.size['3xl'],
    fontWeight: vars.font.weight.extrabold,
    letterSpacing: '-0.03em',
    '@media': {
      [mediaUp('md')]: { fontSize: vars.font.size['4xl'] },
      [mediaUp('lg')]: { fontSize: vars.font.size['5xl'] },
    },
  },
});

/** Both ends of the gradient meet AA contrast on the page surface in every theme. */
export const highlight = style({
  color: vars.color.primary,
  backgroundImage: `linear-gradient(90deg, ${vars.color.primary}, ${vars.color.accent})`,
  WebkitBackgroundClip: 'text',
  backgroundClip: 'text',
  WebkitTextFillColor: 'transparent',
  WebkitBoxDecorationBreak: 'clone',
  boxDecorationBreak: 'clone',
  '@media': {
    '(forced-colors: active)': { backgroundImage: 'none', WebkitTextFillColor: 'currentColor' },
  },
});

export const description = style({
  maxWidth: '60ch',
  color: vars.color.textMuted,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  '@media': { [mediaUp('md')]: { fontSize: vars.font.size.lg } },
});
