export { TechGrid, type TechGridProps, type TechGridItem } from './TechGrid';
export { techTints, tintRoles, type TechTint } from './tints';
