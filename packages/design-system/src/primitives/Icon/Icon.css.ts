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
    // The global reset caps an <svg> at its container's width; the icon keeps its size, as a span would.
    maxWidth: 'none',
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

const sizes = { sm: '1rem', md: '1.25rem', lg: '1.5rem', xl: '2rem' } as const;

/**
 * The glyph's box: sm 16, md 20, lg 24, xl 32 px (in rem, so it follows the user's text size). On an
 * `<svg>` (a component source) a class's width and height beat the SVG's own width/height attributes.
 */
export const glyph = styleVariants(sizes, (size) => ({ width: size, height: size }));

// On an <svg> (a component source, the glyph in a tile), the size outranks a container's `… svg` rule,
// written for a bare SVG (`.slot svg { width: 100% }`): an Icon keeps the size it is given, wherever it is
// put. (Give another size with `size`; a class cannot override it.)
for (const size of Object.keys(sizes) as (keyof typeof sizes)[]) {
  globalStyle(`svg${glyph[size]}${glyph[size]}`, { width: sizes[size], height: sizes[size] });
}

/** A tile is twice the glyph, with a radius that grows with it. */
export const tile = styleVariants({
  sm: { width: '2rem', height: '2rem', borderRadius: vars.radius.sm },
  md: { width: '2.5rem', height: '2.5rem', borderRadius: vars.radius.sm },
  lg: { width: '3rem', height: '3rem', borderRadius: vars.radius.md },
  xl: { width: '4rem', height: '4rem', borderRadius: vars.radius.lg },
});

/**
 * An element source (`icon={<Rocket />}`): Icon cannot pass its classes to a node it did not create, so a
 * span holds them and its SVG fills it, whatever width/height attributes the SVG carries (lucide sets 24).
 */
export const fill = style({});
globalStyle(`${fill} > svg`, { width: '100%', height: '100%', flexShrink: 0 });

/** An element source in a tile: the SVG takes the glyph's size, centred in the tile. */
export const tileSvg = styleVariants(sizes, () => ({}));
for (const size of Object.keys(sizes) as (keyof typeof sizes)[]) {
  globalStyle(`${tileSvg[size]} > svg`, { width: sizes[size], height: sizes[size], flexShrink: 0 });
}
