import * as RadixTabs from '@radix-ui/react-tabs';
import type { ComponentPropsWithoutRef, ReactNode, Ref } from 'react';
import { cx } from '../../utils/cx';
import * as styles from './Tabs.css';

/** The tab list's own attributes, less its role and name (given by `label` or `aria-labelledby`). */
type ListAttributes = Omit<ComponentPropsWithoutRef<'div'>, 'role' | 'aria-label' | 'aria-labelledby'>;

interface TabsListBaseProps extends ListAttributes {
  /** The tabs: one `Tabs.Trigger` each, in order. */
  children?: ReactNode;
  /** Where the list sits above the panels. Default 'start'. */
  align?: keyof typeof styles.align;
  ref?: Ref<HTMLDivElement>;
}

/** The list's props: its name is either `label` or a visible heading's id in `aria-labelledby`. */
export type TabsListProps = TabsListBaseProps &
  (
    | {
        /** Accessible name of the tab list, e.g. 'Filter technologies' (not shown). */
        label: string;
        'aria-labelledby'?: never;
      }
    | {
        label?: never;
        /** The id of a visible heading that names the tab list. */
        'aria-labelledby': string;
      }
  );

/**
 * The `tablist`: a sunken pill track holding the `Tabs.Trigger`s. On a narrow screen a long list
 * scrolls sideways inside a box of its own, never widening the page; className, attributes and ref
 * reach the `tablist` element itself.
 */
export function TabsList({ label, align = 'start', className, ...rest }: TabsListProps) {
  return (
    <div className={cx(styles.scroller, styles.align[align])}>
      <RadixTabs.List {...rest} aria-label={label} className={cx(styles.list, className)} loop />
    </div>
  );
}
