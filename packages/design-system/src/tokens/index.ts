import palette from '../../../../tokens/palette.json';
import base from '../../../../tokens/base.json';
import light from '../../../../tokens/themes/light.json';
import dark from '../../../../tokens/themes/dark.json';
import { durationMs, resolveTokens } from './resolve';

/** The raw token files, exactly as designers edit them (W3C design-token format). */
export const tokenSources = { palette, base, light, dark } as const;

export const baseValues = resolveTokens(base);
export const paletteValues = resolveTokens(palette).palette;

export const themeValues = {
  light: resolveTokens(light, [palette as never]),
  dark: resolveTokens(dark, [palette as never]),
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

const bp = base.breakpoint;
/** Min-width breakpoints in px, for media queries and JavaScript alike. */
export const breakpoints = {
  sm: parseInt(bp.sm.$value, 10),
  md: parseInt(bp.md.$value, 10),
  lg: parseInt(bp.lg.$value, 10),
  xl: parseInt(bp.xl.$value, 10),
} as const;
export type Breakpoint = keyof typeof breakpoints;

const d = base.motion.duration;
/** Motion constants in milliseconds (the site spec's numbers live here). */
export const durations = {
  fast: durationMs(d.fast),
  base: durationMs(d.base),
  slow: durationMs(d.slow),
  scrollIn: durationMs(d.scrollIn),
  stagger: durationMs(d.stagger),
  carousel: durationMs(d.carousel),
  gradient: durationMs(d.gradient),
} as const;

/** Easing curves as cubic-bezier control points (framer-motion takes these arrays). */
export const easings = {
  standard: base.motion.easing.standard.$value as [number, number, number, number],
  outCubic: base.motion.easing.outCubic.$value as [number, number, number, number],
  emphasized: base.motion.easing.emphasized.$value as [number, number, number, number],
} as const;
