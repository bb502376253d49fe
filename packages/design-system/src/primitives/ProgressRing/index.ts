export { ProgressRing, type ProgressRingProps } from './ProgressRing';
export { clampPercent } from './clampPercent';
