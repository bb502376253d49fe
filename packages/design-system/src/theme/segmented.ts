import { vars } from './contract.css';

/**
 * The look of a segmented control (Tabs' list, ThemeSwitch): a sunken pill track of pill options, the
 * chosen one raised. Style objects to spread; each component adds its own selectors for state.
 */
export const segmentedTrack = {
  display: 'inline-flex',
  flexShrink: 0,
  gap: vars.space[1],
  padding: vars.space[1],
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.borderSubtle}`,
} as const;

export const segmentedOption = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
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
} as const;

/** The chosen option: raised, in primary text as well, so the choice stays obvious in the dark theme too. */
export const segmentedChosen = {
  background: vars.color.surfaceRaised,
  borderColor: vars.color.borderSubtle,
  color: vars.color.primary,
  boxShadow: vars.shadow.sm,
} as const;
