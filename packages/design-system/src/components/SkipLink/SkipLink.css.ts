import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const link = style({
  position: 'fixed',
  insetBlockStart: vars.space[3],
  insetInlineStart: vars.space[3],
  zIndex: vars.zIndex.toast,
  padding: `${vars.space[3]} ${vars.space[5]}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontWeight: vars.font.weight.semibold,
  boxShadow: vars.shadow.lg,
  textDecoration: 'none',
  transform: 'translateY(-200%)',
  selectors: {
    '&:focus-visible': {
      transform: 'none',
      outline: `3px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
  },
});
