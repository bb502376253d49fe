import type { ColorRole } from '../tokens';
import { vars } from './contract.css';

/** A brand gradient as theme colour roles: its two stops and the foreground drawn on it. */
export interface BrandGradientRoles {
  /** The first stop (top left of a tile). */
  from: ColorRole;
  /** The last stop (bottom right of a tile). */
  to: ColorRole;
  /** Icons and short text on the gradient: 4.5:1 against both stops in every theme (gradients.test.ts). */
  foreground: ColorRole;
  /** The bare fill's first stop, where `from` is too pale a tint to draw a bar or a glow on its own. */
  fillFrom?: ColorRole;
}

/**
 * The brand gradients, by name: the primary and accent hues in different directions and depths. A
 * re-themed contract re-colours them; content names them, never CSS.
 */
export const brandGradients = {
  'primary-accent': { from: 'primary', to: 'accent', foreground: 'onPrimary' },
  'accent-primary': { from: 'accent', to: 'primary', foreground: 'onPrimary' },
  'primary-deep': { from: 'primary', to: 'primaryHover', foreground: 'onPrimary' },
  'accent-deep': { from: 'accent', to: 'surfaceInverse', foreground: 'onAccent' },
  'primary-soft': { from: 'primarySubtle', to: 'accentSubtle', foreground: 'primary', fillFrom: 'primary' },
  'accent-soft': { from: 'accentSubtle', to: 'primarySubtle', foreground: 'accent', fillFrom: 'accent' },
  'ink-primary': { from: 'surfaceInverse', to: 'primary', foreground: 'onPrimary' },
  'ink-accent': { from: 'surfaceInverse', to: 'accent', foreground: 'onAccent' },
} as const satisfies Record<string, BrandGradientRoles>;

/** The name of a brand gradient. */
export type BrandGradient = keyof typeof brandGradients;

/** Every brand gradient's name, in a stable order. */
export const brandGradientNames = Object.keys(brandGradients) as readonly BrandGradient[];

/**
 * A brand gradient as a CSS `linear-gradient()` between its stops' theme variables, for a style that
 * needs it inside a larger rule (a pseudo-element, a recipe variant). `fill` takes the bare fill's stops.
 */
export function gradientImage(name: BrandGradient, angle = '135deg', { fill = false } = {}): string {
  const roles: BrandGradientRoles = brandGradients[name];
  const from = fill ? (roles.fillFrom ?? roles.from) : roles.from;
  return `linear-gradient(${angle}, ${vars.color[from]}, ${vars.color[roles.to]})`;
}
