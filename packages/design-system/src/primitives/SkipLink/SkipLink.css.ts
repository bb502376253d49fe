import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRingStyle } from '../../theme/focus';

export const link = style({
  position: 'fixed',
  insetBlockStart: vars.space[3],
  insetInlineStart: vars.space[3],
  zIndex: vars.zIndex.toast,
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '2.75rem',
  paddingInline: vars.space[5],
  borderRadius: vars.radius.pill,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  textDecoration: 'none',
  // Parked above the top edge until focused, shadowless so nothing of it shows; it slides in
  // (transform only, instant under reduced motion).
  transform: 'translateY(calc(-100% - 2rem))',
  transitionProperty: 'transform',
  transitionDuration: vars.duration.fast,
  transitionTimingFunction: vars.easing.standard,
  selectors: {
    '&:focus, &:focus-visible': {
      transform: 'none',
      boxShadow: vars.shadow.lg,
      ...focusRingStyle({ offset: '3px' }),
    },
    '&:focus:not(:focus-visible)': { outline: 'none' },
  },
});
