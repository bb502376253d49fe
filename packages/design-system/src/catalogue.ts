// The foundations an adopter reaches for: the theme and its tokens, layout, motion and hooks. The
// root exports these with the primitives and patterns; `/foundations` adds the shared styles.
export * from './theme';
export { tokenSources, baseValues, paletteValues, themeValues, breakpoints, durations, easings } from './tokens';
export type { ThemeName, ColorRole, Breakpoint } from './tokens';
export { contrastRatio, contrastPairs, type ContrastPair } from './tokens/contrast';
export { cx } from './utils/cx';
export * from './layout';
export * from './motion';
export * from './hooks';
