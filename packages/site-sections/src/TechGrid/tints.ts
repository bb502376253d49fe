import type { ColorRole } from '@agency/design-system';

/** A tile tint: a gradient between two colour roles (equal for a flat tint) and the foreground on it. */
export interface TintRoles {
  from: ColorRole;
  to: ColorRole;
  foreground: ColorRole;
}

/**
 * The tints of a technology's logo tile, by theme role. The foreground of each is a checked contrast
 * pair with both ends of its gradient, in every theme (TechGrid.test.ts).
 */
export const tintRoles = {
  'primary-accent': { from: 'primary', to: 'accent', foreground: 'onPrimary' },
  'accent-primary': { from: 'accent', to: 'primary', foreground: 'onPrimary' },
  'primary-deep': { from: 'primary', to: 'primaryHover', foreground: 'onPrimary' },
  'accent-deep': { from: 'accent', to: 'surfaceInverse', foreground: 'onAccent' },
  'primary-soft': { from: 'primarySubtle', to: 'primarySubtle', foreground: 'primary' },
  'accent-soft': { from: 'accentSubtle', to: 'accentSubtle', foreground: 'accent' },
  'ink-primary': { from: 'surfaceInverse', to: 'primary', foreground: 'onPrimary' },
  'ink-accent': { from: 'surfaceInverse', to: 'accent', foreground: 'onAccent' },
} as const satisfies Record<string, TintRoles>;

/** Tints of a technology's logo tile: the brand's primary and accent hues in different depths and directions. */
export type TechTint = keyof typeof tintRoles;

/** Every tint, in a stable order. */
export const techTints = Object.keys(tintRoles) as TechTint[];
