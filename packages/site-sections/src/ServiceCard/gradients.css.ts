import { styleVariants } from '@vanilla-extract/css';
import { vars } from '@agency/design-system/foundations';

/** The brand gradients a card can carry, by name (the site's content names them, never CSS). */
export const brandGradientNames = [
  'primary-accent',
  'accent-primary',
  'primary-deep',
  'accent-deep',
  'primary-soft',
  'accent-soft',
  'ink-primary',
  'ink-accent',
] as const;

/** A named brand gradient: primary and accent hues in different directions and depths. */
export type BrandGradient = (typeof brandGradientNames)[number];

const linear = (from: string, to: string) => `linear-gradient(135deg, ${from}, ${to})`;

/**
 * Each gradient with the foreground drawn on it. Every stop is a role checked against that foreground
 * (onPrimary on primary, primaryHover and accent; primary/accent on their subtle tints; textInverse on
 * surfaceInverse), so icons on a tile keep their contrast in every theme.
 */
const definitions: Record<BrandGradient, { from: string; to: string; fg: string }> = {
  'primary-accent': { from: vars.color.primary, to: vars.color.accent, fg: vars.color.onPrimary },
  'accent-primary': { from: vars.color.accent, to: vars.color.primary, fg: vars.color.onPrimary },
  'primary-deep': { from: vars.color.primary, to: vars.color.primaryHover, fg: vars.color.onPrimary },
  'accent-deep': { from: vars.color.accent, to: vars.color.primaryHover, fg: vars.color.onPrimary },
  'primary-soft': { from: vars.color.primarySubtle, to: vars.color.accentSubtle, fg: vars.color.primary },
  'accent-soft': { from: vars.color.accentSubtle, to: vars.color.primarySubtle, fg: vars.color.accent },
  'ink-primary': { from: vars.color.surfaceInverse, to: vars.color.primary, fg: vars.color.textInverse },
  'ink-accent': { from: vars.color.surfaceInverse, to: vars.color.accent, fg: vars.color.textInverse },
};

/** A tile filled with the gradient, its foreground set to the checked colour. */
export const gradientTile = styleVariants(definitions, ({ from, to, fg }) => ({
  backgroundColor: from,
  backgroundImage: linear(from, to),
  color: fg,
}));

/** The gradient alone, for decorative bars and glows. Soft gradients use their strong hue here. */
export const gradientFill = styleVariants(definitions, ({ from, to, fg }, name) => {
  const soft = name.endsWith('-soft');
  return { backgroundImage: soft ? linear(fg, to) : linear(from, to) };
});
