import { createContainer, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { control } from '../../primitives/FormField/FormField.css';
import { stackLayout } from '../../layout/flex';

const formContainer = createContainer('newsletter');

/** Wide enough for the field and the button side by side. */
const inlineQuery = `${formContainer} (min-width: 24rem)`;

export const form = style({
  containerName: formContainer,
  containerType: 'inline-size',
  ...stackLayout('3'),
  width: '100%',
  minWidth: 0,
});

export const label = style({
  // Inherits the surrounding text colour, so the form reads on a page and on an inverse footer alike.
  color: 'inherit',
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.snug,
  overflowWrap: 'anywhere',
});

export const row = style({
  ...stackLayout('3'),
  '@container': {
    [inlineQuery]: { flexDirection: 'row', alignItems: 'stretch', gap: vars.space[2] },
  },
});

// The text field's own control style, as a pill that shares a row with the button.
export const input = style([control, { flex: '1 1 auto', borderRadius: vars.radius.pill }]);

export const button = style({
  width: '100%',
  '@container': {
    [inlineQuery]: { width: 'auto', flexShrink: 0, minHeight: '3rem' },
  },
});

/**
 * The validation message carries its own background (text on dangerSubtle, a checked pair), so it
 * stays readable on any surface the form sits on, the inverse footer included.
 */
export const fieldError = style({
  display: 'flex',
  alignItems: 'flex-start',
  alignSelf: 'flex-start',
  gap: vars.space[2],
  maxWidth: '100%',
  paddingBlock: vars.space[2],
  paddingInline: vars.space[3],
  borderRadius: vars.radius.sm,
  background: vars.color.dangerSubtle,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.snug,
  overflowWrap: 'anywhere',
});

export const fieldErrorIcon = style({
  width: '1rem',
  height: '1rem',
  flexShrink: 0,
  color: vars.color.danger,
  // Centres the icon on the first line of text (line box is 1.3 × 0.875rem).
  marginBlockStart: `calc((${vars.font.lineHeight.snug} * 1em - 1rem) / 2)`,
});

export const outcome = style({ fontSize: vars.font.size.sm });
