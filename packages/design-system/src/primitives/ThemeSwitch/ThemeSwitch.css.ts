import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRingStyle } from '../../theme/focus';
import { reducedMotion } from '../../theme/media';

/** The sunken pill track, as the Tabs' list. */
export const root = style({
  display: 'inline-flex',
  flexShrink: 0,
  width: 'fit-content',
  gap: vars.space[1],
  margin: 0,
  padding: vars.space[1],
  minWidth: 0,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.borderSubtle}`,
});

export const option = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space[2],
  minWidth: '2rem',
  minHeight: '2rem',
  paddingInline: vars.space[2],
  border: '1px solid transparent',
  borderRadius: vars.radius.pill,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  userSelect: 'none',
  transitionProperty: 'background-color, color, box-shadow, border-color',
  transitionDuration: vars.duration.fast,
  transitionTimingFunction: vars.easing.standard,
  selectors: {
    '&:hover:not(:has(:checked))': { color: vars.color.text },
    '&:has(:checked)': {
      background: vars.color.surfaceRaised,
      borderColor: vars.color.borderSubtle,
      color: vars.color.primary,
      boxShadow: vars.shadow.sm,
    },
    '&:has(:focus-visible)': focusRingStyle(),
  },
  '@media': { [reducedMotion]: { transition: 'none' } },
});

/** Labelled options fill the width they are given (e.g. a menu panel) in equal parts. */
export const labelled = style({ flex: '1 1 0', minHeight: '2.5rem', paddingInline: vars.space[3] });

export const fill = style({ display: 'flex', width: '100%' });

/** The native radio: invisible, still focusable and checkable; its option draws the state. */
export const input = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  margin: 0,
  opacity: 0,
  cursor: 'inherit',
});
