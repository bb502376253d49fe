export { useMediaQuery } from './useMediaQuery';
export { useReducedMotion } from './useReducedMotion';
export { useNearViewport } from './useNearViewport';
export { useScrollThreshold } from './useScrollThreshold';
export { useScrollProgress, scrollProgressPercent } from './useScrollProgress';
export { useThemeChoice } from './useThemeChoice';
