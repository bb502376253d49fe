export * as Prose from './Prose';
export type { ProseRootProps, ProseTableScrollProps, ProseTaskProps } from './Prose';
