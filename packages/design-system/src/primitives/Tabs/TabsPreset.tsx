import type { ReactNode } from 'react';
import { TabsList, type TabsListProps } from './TabsList';
import { TabsPanel } from './TabsPanel';
import { TabsRoot, type TabsRootProps } from './TabsRoot';
import { TabsTrigger } from './TabsTrigger';

/** One tab of `Tabs.Preset`: its trigger and its panel. */
export interface TabItem {
  /** Unique value of the tab, e.g. 'frontend'. */
  value: string;
  /** The tab's visible text, e.g. 'Frontend'. */
  label: ReactNode;
  /** The panel shown while this tab is selected. */
  content: ReactNode;
  /** A tab that cannot be selected. */
  disabled?: boolean;
}

export interface TabsPresetProps extends Omit<TabsRootProps, 'children'> {
  /** Accessible name of the tab list, e.g. 'Filter technologies' (not shown). */
  label: string;
  /** The tabs, in order. */
  items: TabItem[];
  /** The tab selected at first (uncontrolled). Default: the first enabled item. */
  defaultValue?: string;
  /** Where the tab list sits above its panels. Default 'start'. */
  align?: TabsListProps['align'];
  /**
   * With a controlled `value`: one panel element for every tab, whose content is updated in place
   * rather than mounted afresh, so it can animate from one tab's state to the next.
   */
  keepPanel?: boolean;
}

/**
 * Tabs from a list of items: the parts composed the usual way (a labelled `Tabs.List` of
 * `Tabs.Trigger`s, one `Tabs.Panel` per item). Compose the parts instead for anything more.
 */
export function TabsPreset({
  label,
  items,
  defaultValue,
  value,
  align = 'start',
  keepPanel = false,
  ...rest
}: TabsPresetProps) {
  const initial = defaultValue ?? items.find((item) => !item.disabled)?.value;
  return (
    <TabsRoot {...rest} value={value} defaultValue={value === undefined ? initial : undefined}>
      <TabsList label={label} align={align}>
        {items.map((item) => (
          <TabsTrigger key={item.value} value={item.value} disabled={item.disabled}>
            {item.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {keepPanel && value !== undefined ? (
        <TabsPanel value={value}>{items.find((item) => item.value === value)?.content}</TabsPanel>
      ) : (
        items.map((item) => (
          <TabsPanel key={item.value} value={item.value}>
            {item.content}
          </TabsPanel>
        ))
      )}
    </TabsRoot>
  );
}
