import { globalStyle, style, styleVariants, type StyleRule } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { gradientImage } from '../../theme/gradients';
import type { Tone } from '../../theme/tone';

export const icon = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    lineHeight: 0,
    verticalAlign: 'middle',
  },
  variants: {
    // Without a tone the icon takes the text colour around it.
    tone: {
      neutral: { color: vars.color.textMuted },
      primary: { color: vars.color.primary },
      accent: { color: vars.color.accent },
      success: { color: vars.color.success },
      danger: { color: vars.color.danger },
    } satisfies Record<Tone, StyleRule>,
    // A tile sets its own icon colour (the tone is ignored): each pair is a checked contrast pair.
    contained: {
      none: {},
      subtle: { background: vars.color.primarySubtle, color: vars.color.primary },
      accent: { background: vars.color.accentSubtle, color: vars.color.accent },
      gradient: {
        backgroundColor: vars.color.primary,
        backgroundImage: gradientImage('primary-accent'),
        color: vars.color.onPrimary,
        boxShadow: vars.shadow.sm,
      },
    },
  },
  defaultVariants: { contained: 'none' },
});

export type IconVariants = NonNullable<RecipeVariants<typeof icon>>;

/** The glyph's box: sm 16, md 20, lg 24, xl 32 px (in rem, so it follows the user's text size). */
export const glyph = styleVariants({
  sm: { width: '1rem', height: '1rem' },
  md: { width: '1.25rem', height: '1.25rem' },
  lg: { width: '1.5rem', height: '1.5rem' },
  xl: { width: '2rem', height: '2rem' },
});

/** A tile is twice the glyph, with a radius that grows with it. */
export const tile = styleVariants({
  sm: { width: '2rem', height: '2rem', borderRadius: vars.radius.sm },
  md: { width: '2.5rem', height: '2.5rem', borderRadius: vars.radius.sm },
  lg: { width: '3rem', height: '3rem', borderRadius: vars.radius.md },
  xl: { width: '4rem', height: '4rem', borderRadius: vars.radius.lg },
});

export const inner = style({ display: 'inline-flex', alignItems: 'center', justifyContent: 'center', lineHeight: 0 });

// Any SVG fills its box, whatever width/height attributes it carries (lucide sets 24).
globalStyle(`${inner} > svg`, { width: '100%', height: '100%', flexShrink: 0 });
