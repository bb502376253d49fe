export { TabsRoot as Root } from './TabsRoot';
export { TabsList as List } from './TabsList';
export { TabsTrigger as Trigger } from './TabsTrigger';
export { TabsPanel as Panel } from './TabsPanel';
export { TabsPreset as Preset } from './TabsPreset';
