import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { reducedMotion } from '../../theme/media';

export const button = recipe({
  base: {
    display: 'inline-flex',
    // Set here, not inherited, so the button keeps its type inside any host page (docs, CMS embeds).
    fontFamily: vars.font.family.body,
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space[2],
    border: '1px solid transparent',
    borderRadius: vars.radius.pill,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.tight,
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    userSelect: 'none',
    transitionProperty: 'transform, box-shadow, background-color, color, border-color',
    transitionDuration: vars.duration.base,
    transitionTimingFunction: vars.easing.standard,
    selectors: {
      '&:hover:not(:disabled):not([aria-disabled="true"])': { transform: 'scale(1.03)' },
      '&:active:not(:disabled):not([aria-disabled="true"])': { transform: 'scale(0.98)' },
      '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.6 },
      '&[aria-busy="true"]': { cursor: 'progress', opacity: 0.85 },
    },
    '@media': {
      [reducedMotion]: {
        selectors: {
          '&:hover:not(:disabled):not([aria-disabled="true"]), &:active:not(:disabled):not([aria-disabled="true"])': {
            transform: 'none',
          },
        },
      },
    },
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.primary,
        color: vars.color.onPrimary,
        boxShadow: vars.shadow.sm,
        selectors: {
          '&:hover:not(:disabled):not([aria-disabled="true"])': {
            background: vars.color.primaryHover,
            boxShadow: vars.shadow.lg,
          },
        },
      },
      secondary: {
        background: vars.color.surfaceRaised,
        color: vars.color.text,
        borderColor: vars.color.border,
        selectors: {
          '&:hover:not(:disabled):not([aria-disabled="true"])': {
            borderColor: vars.color.primary,
            color: vars.color.primary,
            boxShadow: vars.shadow.md,
          },
        },
      },
      ghost: {
        background: 'transparent',
        color: vars.color.text,
        selectors: {
          '&:hover:not(:disabled):not([aria-disabled="true"])': { background: vars.color.primarySubtle },
        },
      },
      link: {
        background: 'transparent',
        color: vars.color.primary,
        paddingInline: '0 !important',
        borderRadius: vars.radius.sm,
        textDecoration: 'underline',
        textUnderlineOffset: '0.2em',
        selectors: {
          '&:hover:not(:disabled):not([aria-disabled="true"])': { transform: 'none', color: vars.color.primaryHover },
        },
      },
    },
    size: {
      sm: { fontSize: vars.font.size.sm, minHeight: '2.25rem', paddingInline: vars.space[4] },
      md: { fontSize: vars.font.size.md, minHeight: '2.75rem', paddingInline: vars.space[5] },
      lg: { fontSize: vars.font.size.lg, minHeight: '3.25rem', paddingInline: vars.space[8] },
    },
    fullWidth: {
      true: { width: '100%' },
      false: {},
    },
  },
  defaultVariants: { variant: 'primary', size: 'md', fullWidth: false },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  width: '1em',
  height: '1em',
  flexShrink: 0,
  borderRadius: '50%',
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 700ms linear infinite`,
});

export const icon = style({ display: 'inline-flex', flexShrink: 0, width: '1.15em', height: '1.15em' });
