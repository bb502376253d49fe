import { assignVars, globalStyle, style } from '@vanilla-extract/css';
import { themeFromTokens } from '../tokens';
import { vars } from './contract.css';

const light = themeFromTokens('light');
const dark = themeFromTokens('dark');

/**
 * The light and the dark theme in one class, for `<html>`: it follows the visitor's system
 * (`prefers-color-scheme`) from the first paint, from CSS alone, and `data-theme="light"` or
 * `data-theme="dark"` on the same element forces one (see `setThemeChoice` and `themeChoiceScript`).
 */
export const systemTheme = style({
  colorScheme: 'light dark',
  vars: assignVars(vars.shadow, light.shadow),
  '@media': {
    '(prefers-color-scheme: dark)': { vars: assignVars(vars.shadow, dark.shadow) },
  },
  selectors: {
    '&[data-theme="light"]': { colorScheme: 'light', vars: assignVars(vars.shadow, light.shadow) },
    '&[data-theme="dark"]': { colorScheme: 'dark', vars: assignVars(vars.shadow, dark.shadow) },
  },
});

/** Class names that set every contract variable to one theme; put one on `<html>` or a wrapper. */
export const lightTheme = style({ colorScheme: 'light', vars: assignVars(vars.shadow, light.shadow) }, 'light');
export const darkTheme = style({ colorScheme: 'dark', vars: assignVars(vars.shadow, dark.shadow) }, 'dark');

/** Each colour role as `light-dark(light, dark)`: the element's `color-scheme` picks one. */
function lightDarkColors(): typeof light.color {
  const pairs = Object.entries(light.color).map(([role, value]) => {
    const darkValue = dark.color[role as keyof typeof dark.color];
    return [role, value === darkValue ? value : `light-dark(${value}, ${darkValue})`];
  });
  return Object.fromEntries(pairs) as typeof light.color;
}

// The three classes share one declaration of the contract: the scales, which both themes share, and
// each colour role once, as a `light-dark()` pair that the class's `color-scheme` resolves. Only the
// shadows, whose layers differ between the themes, are set per class (above).
globalStyle(`${systemTheme}, ${lightTheme}, ${darkTheme}`, {
  vars: {
    ...assignVars(vars.color, lightDarkColors()),
    ...assignVars(vars.space, light.space),
    ...assignVars(vars.radius, light.radius),
    ...assignVars(vars.font, light.font),
    ...assignVars(vars.zIndex, light.zIndex),
    ...assignVars(vars.size, light.size),
    ...assignVars(vars.duration, light.duration),
    ...assignVars(vars.easing, light.easing),
  },
});
