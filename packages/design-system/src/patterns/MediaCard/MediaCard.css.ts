import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { rowLayout } from '../../layout/flex';

const hoverMotion = '(hover: hover) and (prefers-reduced-motion: no-preference)';

/** Marks the card, for the cue's hover motion. */
export const root = style({});

/** Meta and cue, one above the other, across the card's footer. */
export const footer = style({ display: 'flex', flexDirection: 'column', gap: vars.space[5], width: '100%' });

export const meta = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space[2] });

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
  '@media': { [hoverMotion]: { selectors: { [`${root}:hover &`]: { transform: 'translateX(4px)' } } } },
});
