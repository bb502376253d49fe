import * as RadixTabs from '@radix-ui/react-tabs';
import type { ComponentPropsWithoutRef, ReactNode, Ref } from 'react';
import { cx } from '../../utils/cx';
import * as styles from './Tabs.css';

/** The panel's own attributes, less its role. */
type PanelAttributes = Omit<ComponentPropsWithoutRef<'div'>, 'role'>;

export interface TabsPanelProps extends PanelAttributes {
  /**
   * The value of the tab that shows this panel, e.g. 'frontend'. Only the selected tab's panel is in the
   * page. For one panel that every tab updates in place (a grid filtered by the tabs, whose items glide
   * to their new places), control the root and give a single panel the selected value:
   * `<Tabs.Panel value={value}>`.
   */
  value: string;
  /** What the panel shows. */
  children?: ReactNode;
  ref?: Ref<HTMLDivElement>;
}

/** A `tabpanel`, named by its tab and reached by one Tab press from the list. */
export function TabsPanel({ className, ...rest }: TabsPanelProps) {
  return <RadixTabs.Content {...rest} className={cx(styles.panel, className)} />;
}
