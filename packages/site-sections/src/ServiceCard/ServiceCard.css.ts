import { globalStyle, style } from '@vanilla-extract/css';
import { vars, mediaUp, reducedMotion, cardTitleText, cardBodyText } from '@agency/design-system/foundations';

const motion = {
  transitionDuration: vars.duration.base,
  transitionTimingFunction: vars.easing.standard,
};

/** Marks the card, for its parts' hover and focus states. */
export const card = style({});

/** Phones: the tile beside the title, the description under both. From md: one column. */
export const layout = style({
  display: 'grid',
  flexGrow: 1,
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  alignItems: 'center',
  columnGap: vars.space[4],
  rowGap: vars.space[3],
  '@media': {
    [mediaUp('md')]: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space[3] },
  },
});

/** Clips the bar to the card's rounded corners (the card itself stays unclipped for its focus ring). */
export const barClip = style({
  position: 'absolute',
  inset: 0,
  overflow: 'hidden',
  borderRadius: `calc(${vars.radius.lg} - 1px)`,
  pointerEvents: 'none',
});

/** A gradient line along the top edge, drawn in from the left on hover and focus. */
export const bar = style({
  position: 'absolute',
  insetBlockStart: 0,
  insetInline: 0,
  height: '4px',
  transform: 'scaleX(0)',
  transformOrigin: 'left center',
  transitionProperty: 'transform',
  ...motion,
  selectors: {
    [`${card}:hover &, ${card}:focus-within &`]: { transform: 'scaleX(1)' },
  },
  '@media': {
    [reducedMotion]: {
      transform: 'none',
      opacity: 0,
      transitionProperty: 'opacity',
      selectors: { [`${card}:hover &, ${card}:focus-within &`]: { transform: 'none', opacity: 1 } },
    },
  },
});

export const tile = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '3rem',
  height: '3rem',
  borderRadius: vars.radius.md,
  '@media': { [mediaUp('md')]: { marginBlockEnd: vars.space[2] } },
  boxShadow: vars.shadow.sm,
});

globalStyle(`${tile} > svg`, { width: '1.5rem', height: '1.5rem' });

export const title = style({
  ...cardTitleText,
});

export const description = style({
  gridColumn: '1 / -1',
  ...cardBodyText,
  color: vars.color.textMuted,
});

/** A quiet arrow at the bottom (from md) that turns primary and slides on hover. */
export const arrow = style({
  alignItems: 'center',
  justifyContent: 'center',
  display: 'none',
  width: '2rem',
  height: '2rem',
  marginBlockStart: 'auto',
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceSunken,
  color: vars.color.textMuted,
  transitionProperty: 'transform, background-color, color',
  ...motion,
  selectors: {
    [`${card}:hover &, ${card}:focus-within &`]: {
      background: vars.color.primarySubtle,
      color: vars.color.primary,
    },
  },
  '@media': {
    [mediaUp('md')]: { display: 'inline-flex' },
    '(prefers-reduced-motion: no-preference)': {
      selectors: { [`${card}:hover &`]: { transform: 'translateX(4px)' } },
    },
  },
});

globalStyle(`${arrow} > svg`, { width: '1rem', height: '1rem' });
