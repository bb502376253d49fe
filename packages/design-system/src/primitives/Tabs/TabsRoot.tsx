import * as RadixTabs from '@radix-ui/react-tabs';
import { useRef, useState, type ComponentPropsWithoutRef, type ReactNode, type Ref } from 'react';
import { cx } from '../../utils/cx';
import { SelectTab } from './select';
import * as styles from './Tabs.css';

/** The root's own attributes, less those the tab state takes over. */
type RootAttributes = Omit<ComponentPropsWithoutRef<'div'>, 'defaultValue' | 'dir'>;

export interface TabsRootProps extends RootAttributes {
  /** The parts: `Tabs.List` with one `Tabs.Trigger` per tab, then the `Tabs.Panel`s. */
  children?: ReactNode;
  /**
   * The tab selected at first (uncontrolled), e.g. 'all'. Give this or `value`: with neither, no tab
   * is selected until the user picks one.
   */
  defaultValue?: string;
  /** The selected tab (controlled); pair with `onValueChange`. */
  value?: string;
  /** Called once with the new value whenever the user selects a tab. */
  onValueChange?: (value: string) => void;
  ref?: Ref<HTMLDivElement>;
}

/**
 * Switches between views or filters of one section (e.g. All / Frontend / Backend): a pill-shaped
 * segmented control (`Tabs.List`) above its panels (`Tabs.Panel`). Built on Radix Tabs: one tab stop,
 * arrow keys move between tabs and select them at once (wrapping around), Home and End jump to the
 * first and last tab.
 */
export function TabsRoot({ value, defaultValue, onValueChange, className, ...rest }: TabsRootProps) {
  const [own, setOwn] = useState(defaultValue);
  const selected = value ?? own;
  // One press reaches here up to three times (mousedown and focus at once, click after the render):
  // the owner hears of it once.
  const reported = useRef<string | null>(null);
  const select = (next: string) => {
    if (next === selected || next === reported.current) return;
    reported.current = next;
    queueMicrotask(() => {
      reported.current = null;
    });
    setOwn(next);
    onValueChange?.(next);
  };
  return (
    <SelectTab value={select}>
      <RadixTabs.Root
        {...rest}
        className={cx(styles.root, className)}
        value={selected ?? ''}
        onValueChange={select}
        activationMode="automatic"
      />
    </SelectTab>
  );
}
