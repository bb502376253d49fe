import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space[6], minWidth: 0 });

/** Lets a long tab list scroll sideways on narrow screens instead of widening the page. */
export const scroller = style({
  display: 'flex',
  maxWidth: '100%',
  minWidth: 0,
  overflowX: 'auto',
  overscrollBehaviorX: 'contain',
  scrollbarWidth: 'none',
  selectors: { '&::-webkit-scrollbar': { display: 'none' } },
});

export const align = styleVariants({
  start: { justifyContent: 'flex-start' },
  center: { justifyContent: 'safe center' },
});

/** The sunken pill track. */
export const list = style({
  display: 'inline-flex',
  flexShrink: 0,
  gap: vars.space[1],
  padding: vars.space[1],
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.borderSubtle}`,
});

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  minHeight: '2.5rem',
  paddingInline: vars.space[5],
  border: '1px solid transparent',
  borderRadius: vars.radius.pill,
  background: 'transparent',
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
    '&:hover:not([data-state="active"]):not([data-disabled])': { color: vars.color.text },
    '&[data-state="active"]': {
      background: vars.color.surfaceRaised,
      borderColor: vars.color.borderSubtle,
      // Primary text as well as the raised pill: the choice stays obvious in the dark theme too.
      color: vars.color.primary,
      boxShadow: vars.shadow.sm,
    },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.5 },
    // Kept within the track's padding so the scroll box never clips it.
    '&:focus-visible': { outlineOffset: '0px' },
  },
});

export const panel = style({
  minWidth: 0,
  borderRadius: vars.radius.md,
});
