export * as Prose from './parts';
export type { ProseRootProps, ProseTableScrollProps, ProseTaskItemProps, ProseTaskProps } from './Prose';
