import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { belowNavBar } from '../../theme/navBar';
import { heroBackdrop } from '../../theme/hero.css';
import { mediaUp } from '../../theme/media';

export const root = style([
  heroBackdrop,
  {
    paddingBlockStart: belowNavBar(vars.space[10]),
    paddingBlockEnd: vars.space[10],
    '@media': {
      [mediaUp('md')]: {
        paddingBlockStart: belowNavBar(vars.space[16]),
        paddingBlockEnd: vars.space[12],
      },
      [mediaUp('lg')]: {
        paddingBlockStart: belowNavBar(vars.space[20]),
        paddingBlockEnd: vars.space[16],
      },
    },
  },
]);

/** A hairline along the bottom edge, brightest in the middle, that closes the banner. */
export const rule = style({
  position: 'absolute',
  insetInline: 0,
  bottom: 0,
  height: '1px',
  zIndex: -1,
  backgroundImage: `linear-gradient(90deg, transparent, ${vars.color.borderSubtle} 20%, ${vars.color.borderSubtle} 80%, transparent)`,
});

export const inner = style({ display: 'grid', gap: vars.space[10], alignItems: 'center' });

export const withAside = style({
  '@media': { [mediaUp('lg')]: { gridTemplateColumns: 'minmax(0, 1.1fr) minmax(0, 0.9fr)' } },
});

export const text = style({ display: 'flex', flexDirection: 'column', gap: vars.space[8], minWidth: 0 });

export const align = styleVariants({
  start: { alignItems: 'flex-start', textAlign: 'start' },
  // A definite width (not fit-content): a long word then wraps instead of widening the block.
  center: { alignItems: 'center', textAlign: 'center', marginInline: 'auto', width: '100%', maxWidth: '48rem' },
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[3] });

export const actionsAlign = styleVariants({
  start: { justifyContent: 'flex-start' },
  center: { justifyContent: 'center' },
});

export const aside = style({ minWidth: 0 });

// A word longer than the screen is wide (a long product name) breaks instead of widening the page.
globalStyle(`${text} > *, ${text} hgroup, ${text} h1`, { maxWidth: '100%' });
