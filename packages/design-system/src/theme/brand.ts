import { assignInlineVars, setElementVars } from '@vanilla-extract/dynamic';
import { themeFromTokens, type ThemeName } from '../tokens';
import { vars, type ThemeValues } from './contract.css';

export { themeFromTokens };

type DeepPartial<T> = { [K in keyof T]?: T[K] extends string ? string : DeepPartial<T[K]> };

/** A brand: any part of the theme contract, as plain CSS values. What it leaves out comes from `base`. */
export type Brand = DeepPartial<ThemeValues>;

function merge<T extends object>(base: T, overrides: DeepPartial<T> | undefined): T {
  if (!overrides) return base;
  const out: Record<string, unknown> = { ...(base as Record<string, unknown>) };
  for (const [key, value] of Object.entries(overrides)) {
    if (!(key in base)) throw new Error(`Unknown theme key "${key}": a brand can only fill the theme contract.`);
    const current = (base as Record<string, unknown>)[key];
    out[key] = typeof current === 'string' ? value : merge(current as object, value as DeepPartial<object>);
  }
  return out as T;
}

/**
 * A complete theme from a brand in one object: the brand's values over the light (or dark) theme.
 *
 * ```ts
 * const acme = brandTheme({ color: { primary: '#0b7a5a', primaryHover: '#08664b' }, radius: { md: '4px' } });
 * ```
 * Use it at run time with `<ThemeRoot theme={acme}>` or `applyTheme(document.documentElement, acme)`,
 * or at build time in a vanilla-extract `.css.ts` file: `createTheme(vars, acme)`.
 */
export function brandTheme(brand: Brand, base: ThemeName = 'light'): ThemeValues {
  return merge(themeFromTokens(base), brand);
}

/** Inline `style` that sets every contract variable to the theme's values. */
export function themeStyle(theme: ThemeValues): Record<string, string> {
  return assignInlineVars(vars, theme);
}

/** Sets the theme's variables on an element, e.g. `<html>`, so portalled menus follow it too. */
export function applyTheme(element: HTMLElement, theme: ThemeValues): void {
  setElementVars(element, vars, theme);
}
