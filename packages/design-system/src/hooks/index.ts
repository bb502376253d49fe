export { useMediaQuery } from './useMediaQuery';
export { useReducedMotion } from './useReducedMotion';
export { useScrollThreshold } from './useScrollThreshold';
export { useScrollProgress, scrollProgressPercent } from './useScrollProgress';
export { useThemeChoice } from './useThemeChoice';
