import * as RadixTabs from '@radix-ui/react-tabs';
import { use, type ComponentPropsWithoutRef, type ReactNode, type Ref } from 'react';
import { cx } from '../../utils/cx';
import { SelectTab } from './select';
import * as styles from './Tabs.css';

/** The button's own attributes, less those a tab sets itself. */
type TriggerAttributes = Omit<ComponentPropsWithoutRef<'button'>, 'value' | 'type' | 'role'>;

export interface TabsTriggerProps extends TriggerAttributes {
  /** The tab's value, e.g. 'frontend': selecting it shows the `Tabs.Panel` of the same value. */
  value: string;
  /** The tab's visible text, e.g. 'Frontend'. */
  children?: ReactNode;
  /** A tab that cannot be selected: dimmed, and the arrow keys skip it. */
  disabled?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * One tab, a child of `Tabs.List`: a pill that stands out while it is selected. A press selects it, and
 * so does a click alone (one a script sends, such as a press kept until the tabs hydrated).
 */
export function TabsTrigger({ className, onClick, ...rest }: TabsTriggerProps) {
  const select = use(SelectTab);
  return (
    <RadixTabs.Trigger
      {...rest}
      className={cx(styles.trigger, className)}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) select(rest.value);
      }}
    />
  );
}
