export * as Tabs from './parts';
export type { TabsRootProps } from './TabsRoot';
export type { TabsListProps } from './TabsList';
export type { TabsTriggerProps } from './TabsTrigger';
export type { TabsPanelProps } from './TabsPanel';
export type { TabsPresetProps, TabItem } from './TabsPreset';
