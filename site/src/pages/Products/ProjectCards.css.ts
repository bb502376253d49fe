import { style } from '@vanilla-extract/css';
import { rowLayout, vars } from '@agency/design-system/foundations';

const hoverMotion = '(hover: hover) and (prefers-reduced-motion: no-preference)';

/** Marks the card, for the cue's hover motion. */
export const card = style({});

/** The technologies and the cue, one above the other, across the card's footer. */
export const footer = style({ display: 'flex', flexDirection: 'column', gap: vars.space[5], width: '100%' });

export const meta = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space[2] });

/** 'View Details' along the bottom: decoration (the card's link is its title), its arrow sliding on hover. */
export const cue = style({
  ...rowLayout('2', { align: 'center', inline: true }),
  alignSelf: 'flex-start',
  paddingTop: vars.space[4],
  width: '100%',
  borderTop: `1px solid ${vars.color.borderSubtle}`,
  color: vars.color.primary,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
});

export const cueArrow = style({
  width: '1.1em',
  height: '1.1em',
  flexShrink: 0,
  transitionProperty: 'transform',
  transitionDuration: vars.duration.base,
  transitionTimingFunction: vars.easing.standard,
  '@media': { [hoverMotion]: { selectors: { [`${card}:hover &`]: { transform: 'translateX(4px)' } } } },
});
