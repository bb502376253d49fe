import * as RadixTabs from '@radix-ui/react-tabs';
import { useRef, type ComponentPropsWithoutRef, type ReactNode, type Ref } from 'react';
import { cx } from '../../utils/cx';
import * as styles from './Tabs.css';

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

/** The root's own attributes, less the tab state the component manages. */
type RootAttributes = Omit<ComponentPropsWithoutRef<'div'>, 'children' | 'defaultValue' | 'dir'>;

export interface TabsProps extends RootAttributes {
  /** Accessible name of the tab list, e.g. 'Filter technologies' (not shown). */
  label: string;
  /** The tabs, in order. */
  items: TabItem[];
  /** The tab selected at first (uncontrolled). Defaults to the first enabled item. */
  defaultValue?: string;
  /** The selected tab (controlled); pair with `onValueChange`. */
  value?: string;
  /** Called with the new value whenever the user selects a tab. */
  onValueChange?: (value: string) => void;
  /** Where the tab list sits above its panels. */
  align?: keyof typeof styles.align;
  /**
   * With a controlled `value`: one panel element for every tab, whose content is updated in place
   * rather than mounted afresh, so it can animate from one tab's state to the next (a grid filtered by
   * the tabs, whose items glide).
   */
  keepPanel?: boolean;
  ref?: Ref<HTMLDivElement>;
}

/**
 * Switches between views or filters of one section (e.g. All / Frontend / Backend): a pill-shaped segmented
 * control above its panels. Built on Radix Tabs: one tab stop, arrow keys move between tabs and select them
 * at once, Home and End jump to the first and last tab. On phones a long list scrolls sideways inside its
 * track.
 */
export function Tabs({
  label,
  items,
  defaultValue,
  value,
  onValueChange,
  align = 'start',
  keepPanel = false,
  className,
  ...rest
}: TabsProps) {
  const initial = defaultValue ?? items.find((item) => !item.disabled)?.value;
  // Radix reports one click twice (on focus, then on mousedown): tell the owner once.
  const reported = useRef<string | null>(null);
  const handleValueChange = (next: string) => {
    if (reported.current === next) return;
    reported.current = next;
    queueMicrotask(() => {
      reported.current = null;
    });
    onValueChange?.(next);
  };
  return (
    <RadixTabs.Root
      {...rest}
      className={cx(styles.root, className)}
      defaultValue={value === undefined ? initial : undefined}
      value={value}
      onValueChange={handleValueChange}
      activationMode="automatic"
    >
      <div className={cx(styles.scroller, styles.align[align])}>
        <RadixTabs.List aria-label={label} className={styles.list} loop>
          {items.map((item) => (
            <RadixTabs.Trigger key={item.value} value={item.value} disabled={item.disabled} className={styles.trigger}>
              {item.label}
            </RadixTabs.Trigger>
          ))}
        </RadixTabs.List>
      </div>
      {keepPanel && value !== undefined ? (
        <RadixTabs.Content value={value} className={styles.panel}>
          {items.find((item) => item.value === value)?.content}
        </RadixTabs.Content>
      ) : (
        items.map((item) => (
          <RadixTabs.Content key={item.value} value={item.value} className={styles.panel}>
            {item.content}
          </RadixTabs.Content>
        ))
      )}
    </RadixTabs.Root>
  );
}
