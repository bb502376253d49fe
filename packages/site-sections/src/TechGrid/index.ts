export { TechGrid, type TechGridProps, type TechGridItem } from './TechGrid';
