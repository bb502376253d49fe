import palette from '../../../../tokens/palette.json';
import base from '../../../../tokens/base.json';
import light from '../../../../tokens/themes/light.json';
import dark from '../../../../tokens/themes/dark.json';
import { resolveTokens } from './resolve';

/** The raw token files, exactly as designers edit them (W3C design-token format). */
export const tokenSources = { palette, base, light, dark } as const;

export const baseValues = /* @__PURE__ */ resolveTokens(base);
export const paletteValues = /* @__PURE__ */ resolveTokens(palette).palette;

export const themeValues = {
  light: /* @__PURE__ */ resolveTokens(light, [palette as never]),
  dark: /* @__PURE__ */ resolveTokens(dark, [palette as never]),
};

export type ThemeName = keyof typeof themeValues;

/** The complete values of a built-in theme: its colours and shadows plus the shared scales. */
export function themeFromTokens(name: ThemeName) {
  return {
    color: themeValues[name].color,
    shadow: themeValues[name].shadow,
    space: baseValues.space,
    radius: baseValues.radius,
    font: baseValues.font,
    zIndex: baseValues.zIndex,
    size: baseValues.size,
    duration: baseValues.motion.duration,
    easing: baseValues.motion.easing,
  };
}

/** Everything a theme fills in: the shape of the theme contract, as CSS values. */
export type ThemeValues = ReturnType<typeof themeFromTokens>;
export type ColorRole = keyof (typeof themeValues)['light']['color'];

export { breakpoints, durations, easings, type Breakpoint } from './runtime';
