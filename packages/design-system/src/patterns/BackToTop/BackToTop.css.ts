import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { mediaUp, reducedMotion } from '../../theme/media';

const edge = (space: string, side: 'bottom' | 'right' | 'left') => `calc(${space} + env(safe-area-inset-${side}, 0px))`;

/** How far the region the button keeps clear of (`clearOf`) reaches into the viewport: the button sits that much higher. */
export const lift = createVar();
const bottomEdge = (space: string) => `calc(${space} + max(env(safe-area-inset-bottom, 0px), ${lift}))`;

export const button = style({
  position: 'fixed',
  zIndex: vars.zIndex.toast,
  vars: { [lift]: '0px' },
  insetBlockEnd: bottomEdge(vars.space[4]),
  insetInlineEnd: edge(vars.space[4], 'right'),
  display: 'inline-grid',
  placeItems: 'center',
  padding: vars.space[1],
  margin: 0,
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: '50%',
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  cursor: 'pointer',
  WebkitTapHighlightColor: 'transparent',
  opacity: 1,
  transform: 'none',
  // Fades and scales in when it appears (a transition from its starting style: no keyframes to pause).
  '@starting-style': { opacity: 0, transform: 'translateY(8px) scale(0.85)' },
  transitionProperty: 'opacity, transform, border-color',
  transitionDuration: vars.duration.base,
  transitionTimingFunction: vars.easing.emphasized,
  selectors: {
    '&:hover': { transform: 'translateY(-2px)', borderColor: vars.color.primary },
    '&:active': { transform: 'translateY(0) scale(0.96)' },
    '[dir="rtl"] &': { insetInlineEnd: edge(vars.space[4], 'left') },
  },
  '@media': {
    [mediaUp('md')]: {
      insetBlockEnd: bottomEdge(vars.space[8]),
      insetInlineEnd: edge(vars.space[8], 'right'),
      selectors: { '[dir="rtl"] &': { insetInlineEnd: edge(vars.space[8], 'left') } },
    },
    [reducedMotion]: {
      transition: 'none',
      selectors: { '&:hover, &:active': { transform: 'none' } },
    },
  },
});
