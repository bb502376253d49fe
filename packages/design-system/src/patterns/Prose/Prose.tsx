import type { ComponentProps, ReactNode } from 'react';
import { visuallyHidden } from '../../theme/focus.css';
import { cx } from '../../utils/cx';
import * as styles from './Prose.css';

export interface ProseRootProps extends ComponentProps<'div'> {
  /** Running text: headings from `h2` down, paragraphs, lists, links, code, quotes, rules and tables. */
  children?: ReactNode;
}

/**
 * Long-form text written by people (an article, a policy): its headings, paragraphs, lists, links,
 * code, quotes and tables on the theme's type scale, in a measure that reads well (70 characters).
 * It styles the plain elements inside it, so Markdown compiled to elements needs no classes; a wide
 * table goes in a `Prose.TableScroll`, a checklist item is a `Prose.TaskItem` starting with a `Prose.Task`.
 */
export function ProseRoot({ className, ...rest }: ProseRootProps) {
  return <div {...rest} className={cx(styles.root, className)} />;
}

export interface ProseTableScrollProps extends Omit<ComponentProps<'section'>, 'aria-label' | 'tabIndex'> {
  /** The table's name, for the scrollable region around it; unique on the page. */
  label: string;
  /** The table. */
  children: ReactNode;
}

/**
 * Around a table: a table wider than the column scrolls inside it, and a keyboard can scroll it; a
 * shade at an edge shows that more of the table lies beyond. It is a region, named by `label`: give
 * each table of a page its own name. Drawn for prose on the page's surface (`vars.color.surface`).
 */
export function ProseTableScroll({ label, className, ...rest }: ProseTableScrollProps) {
  return (
    // A region that scrolls must take focus, or a keyboard cannot scroll it.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <section {...rest} className={cx(styles.tableScroll, className)} aria-label={label} tabIndex={0} />
  );
}

export type ProseTaskItemProps = ComponentProps<'li'>;

/** A checklist item in a list: no bullet, its `Prose.Task` box in the bullet's place. */
export function ProseTaskItem({ className, ...rest }: ProseTaskItemProps) {
  return <li {...rest} className={cx(styles.task, className)} />;
}

export interface ProseTaskProps extends Omit<ComponentProps<'span'>, 'children'> {
  /** Ticked (done) or not. */
  checked: boolean;
  /** Said before a ticked item's text to assistive technology. */
  doneLabel?: string;
}

/**
 * A checklist item's box, first in its `Prose.TaskItem`: ticked or not. The box is hidden from
 * assistive technology, which hears `doneLabel` before a ticked item's text instead.
 */
export function ProseTask({ checked, doneLabel = 'Done:', ...rest }: ProseTaskProps) {
  return (
    <span {...rest}>
      <span className={styles.taskBox} data-checked={checked ? '' : undefined} aria-hidden="true" />
      {checked && <span className={visuallyHidden}>{doneLabel} </span>}
    </span>
  );
}
