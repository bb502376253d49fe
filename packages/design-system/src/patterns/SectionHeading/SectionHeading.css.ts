import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { eyebrowText, leadText } from '../../theme/text';
import { mediaUp } from '../../theme/media';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space[4], minWidth: 0 });

export const align = styleVariants({
  start: { alignItems: 'flex-start', textAlign: 'start' },
  center: { alignItems: 'center', textAlign: 'center' },
});

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3], margin: 0 });

export const eyebrow = style({ ...eyebrowText, color: vars.color.accent });

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

export const description = style({ ...leadText, maxWidth: '60ch' });
