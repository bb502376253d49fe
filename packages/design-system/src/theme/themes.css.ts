import { assignVars, createTheme, style } from '@vanilla-extract/css';
import { themeFromTokens } from '../tokens';
import { vars } from './contract.css';

const light = themeFromTokens('light');
const dark = themeFromTokens('dark');

/** Class names that set every contract variable; put one on `<html>` or a wrapper. */
export const lightTheme = createTheme(vars, light, 'light');
export const darkTheme = createTheme(vars, dark, 'dark');

/** Each colour role as `light-dark(light, dark)`: the element's `color-scheme` picks one. */
function lightDarkColors(): typeof light.color {
  const pairs = Object.entries(light.color).map(([role, value]) => {
    const darkValue = dark.color[role as keyof typeof dark.color];
    return [role, value === darkValue ? value : `light-dark(${value}, ${darkValue})`];
  });
  return Object.fromEntries(pairs) as typeof light.color;
}

/**
 * The light and the dark theme in one class, for `<html>`: it follows the visitor's system
 * (`prefers-color-scheme`) from the first paint, from CSS alone, and `data-theme="light"` or
 * `data-theme="dark"` on the same element forces one (see `setThemeChoice` and `themeChoiceScript`).
 * Colours are written once each, as `light-dark()` pairs switched by `color-scheme`; the shadows,
 * whose layers differ between the themes, are switched by selector.
 */
export const systemTheme = style({
  vars: assignVars(vars, { ...light, color: lightDarkColors() }),
  colorScheme: 'light dark',
  '@media': {
    '(prefers-color-scheme: dark)': { vars: assignVars(vars.shadow, dark.shadow) },
  },
  selectors: {
    '&[data-theme="light"]': { colorScheme: 'light', vars: assignVars(vars.shadow, light.shadow) },
    '&[data-theme="dark"]': { colorScheme: 'dark', vars: assignVars(vars.shadow, dark.shadow) },
  },
});
