import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRingStyle } from '../../theme/focus';
import { rowLayout, stackLayout } from '../../layout/flex';

export const field = style({
  ...stackLayout('2'),
  width: '100%',
  minWidth: 0,
});

export const label = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.snug,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const requiredMark = style({
  marginInlineStart: vars.space[1],
  color: vars.color.danger,
  fontWeight: vars.font.weight.bold,
});

/** Positions adornments (select chevron, password toggle) over the control. */
export const controlWrap = style({ position: 'relative', width: '100%' });

export const control = style({
  display: 'block',
  fontFamily: vars.font.family.body,
  width: '100%',
  minWidth: 0,
  minHeight: '3rem',
  margin: 0,
  paddingBlock: vars.space[3],
  paddingInline: vars.space[4],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.snug,
  boxShadow: vars.shadow.sm,
  transitionProperty: 'border-color, box-shadow',
  transitionDuration: vars.duration.fast,
  transitionTimingFunction: vars.easing.standard,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:hover:not(:disabled)': { borderColor: vars.color.text },
    '&:focus': { borderColor: vars.color.primary },
    '&:focus-visible': focusRingStyle(),
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    '&[aria-invalid="true"]:hover:not(:disabled)': { borderColor: vars.color.danger },
    '&:disabled': {
      cursor: 'not-allowed',
      background: vars.color.surfaceSunken,
      color: vars.color.textMuted,
      borderColor: vars.color.borderSubtle,
      boxShadow: 'none',
    },
  },
});

export const textarea = style({
  minHeight: '8.5rem',
  resize: 'vertical',
  lineHeight: vars.font.lineHeight.normal,
});

export const select = style({
  appearance: 'none',
  paddingInlineEnd: vars.space[12],
  cursor: 'pointer',
  textOverflow: 'ellipsis',
  selectors: {
    // The placeholder option ('Select a service') reads as a placeholder, not as a value.
    '&:has(option[value=""]:checked)': { color: vars.color.textMuted },
  },
});

globalStyle(`${select} option`, { color: vars.color.text, background: vars.color.surfaceRaised });

export const passwordInput = style({ paddingInlineEnd: vars.space[12] });

const adornment = {
  position: 'absolute',
  insetBlock: 0,
  insetInlineEnd: vars.space[1],
  marginBlock: 'auto',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.5rem',
  height: '2.5rem',
  color: vars.color.textMuted,
} as const;

export const chevron = style({
  position: 'absolute',
  insetBlock: 0,
  insetInlineEnd: vars.space[4],
  marginBlock: 'auto',
  width: '1.25rem',
  height: '1.25rem',
  color: vars.color.textMuted,
  pointerEvents: 'none',
  selectors: { [`${select}:disabled + &`]: { opacity: 0.6 } },
});

export const toggle = style({
  ...adornment,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  cursor: 'pointer',
  transitionProperty: 'background-color, color',
  transitionDuration: vars.duration.fast,
  transitionTimingFunction: vars.easing.standard,
  selectors: {
    '&:hover:not(:disabled)': { color: vars.color.text, background: vars.color.surfaceSunken },
    '&:focus-visible': focusRingStyle({ offset: 0 }),
    '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
  },
});

export const icon = style({ width: '1.25rem', height: '1.25rem', flexShrink: 0 });

export const hint = style({
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.snug,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const error = style({
  ...rowLayout('2', { align: 'flex-start' }),
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.snug,
  color: vars.color.danger,
  overflowWrap: 'anywhere',
});

export const errorIcon = style({
  width: '1rem',
  height: '1rem',
  flexShrink: 0,
  // Centres the icon on the first line of text (line box is 1.3 × 0.875rem).
  marginBlockStart: `calc((${vars.font.lineHeight.snug} * 1em - 1rem) / 2)`,
});

/** `FormField.Root as="fieldset"`: a field without the fieldset's own border and padding. */
export const group = style({ margin: 0, padding: 0, border: 'none', minInlineSize: 0 });

export const legend = style({
  padding: 0,
  // A floated legend is an ordinary child of the fieldset's flex column, so the field's gap applies to it.
  float: 'left',
  width: '100%',
});
