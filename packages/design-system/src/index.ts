// Design system: theme, tokens, layout, motion, hooks and components.
export * from './theme';
export { tokenSources, baseValues, paletteValues, themeValues, breakpoints, durations, easings } from './tokens';
export type { ThemeName, ColorRole, Breakpoint } from './tokens';
export { contrastRatio, contrastPairs, type ContrastPair } from './tokens/contrast';
export * from './layout';
export * from './motion';
export * from './hooks';
export * from './components/LinkProvider';
export * from './components/Button';
export * from './components/Carousel';
export * from './components/Menu';
export * from './components/FormField';
export * from './components/Alert';
export * from './components/Card';
export * from './components/Badge';
export * from './components/Avatar';
export * from './components/Icon';
