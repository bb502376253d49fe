import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { visuallyHidden } from '../../theme/focus.css';
import { cx } from '../../utils/cx';
import * as styles from './Prose.css';

export interface ProseRootProps extends ComponentPropsWithoutRef<'div'> {
  /** Running text: headings from `h2` down, paragraphs, lists, links, code, quotes, rules and tables. */
  children?: ReactNode;
}

/**
 * Long-form text written by people (an article, a policy): its headings, paragraphs, lists, links,
 * code, quotes and tables on the theme's type scale, in a measure that reads well (70 characters).
 * It styles the plain elements inside it, so Markdown compiled to elements needs no classes; a wide
 * table goes in a `TableScroll`, a checklist item starts with a `Task`.
 */
export function Root({ className, ...rest }: ProseRootProps) {
  return <div {...rest} className={cx(styles.root, className)} />;
}

export interface ProseTableScrollProps {
  /** The table's name, for the scrollable region around it; unique on the page. */
  label: string;
  children: ReactNode;
}

/**
 * Around a table: a table wider than the column scrolls inside it, and a keyboard can scroll it. It is
 * a region, named by `label`: give each table of a page its own name.
 */
export function TableScroll({ label, children }: ProseTableScrollProps) {
  return (
    // A region that scrolls must take focus, or a keyboard cannot scroll it.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <section className={styles.tableScroll} aria-label={label} tabIndex={0}>
      {children}
    </section>
  );
}

export interface ProseTaskProps {
  checked: boolean;
  /** Said before a ticked item's text to assistive technology. */
  doneLabel?: string;
}

/** A checklist item's box, first in its `<li>` (give the item `taskItemClass`): ticked or not. */
export function Task({ checked, doneLabel = 'Done:' }: ProseTaskProps) {
  return (
    <>
      <span className={styles.taskBox} data-checked={checked ? '' : undefined} aria-hidden="true" />
      {checked && <span className={visuallyHidden}>{doneLabel} </span>}
    </>
  );
}

/** The class of a list item that starts with a `Task`: no bullet, the box in its place. */
export const taskItemClass = styles.task;
