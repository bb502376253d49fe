export { StatGrid, type StatGridProps, type StatItem } from './StatGrid';
