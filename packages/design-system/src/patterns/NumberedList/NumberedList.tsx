import { Check } from 'lucide-react';
import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { cx } from '../../utils/cx';
import * as styles from './NumberedList.css';

export interface NumberedListProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** The entries, in order: sentences or short phrases. */
  items: readonly ReactNode[];
  /**
   * number: an ordered list (`<ol>`) with numbered markers joined by a line, for steps and details ·
   * check: an unordered list (`<ul>`) with tick markers, for features.
   */
  marker?: 'number' | 'check';
  /** Entries in one column, or two from md up (for short entries such as features). Default 1. */
  columns?: 1 | 2;
  ref?: Ref<HTMLElement>;
}

/**
 * A list with large markers: numbered details or steps (an ordered list whose numbers sit in
 * gradient circles) or a checklist of features.
 */
export function NumberedList({ items, marker = 'number', columns = 1, className, ref, ...rest }: NumberedListProps) {
  const classes = cx(styles.list, styles.columns[columns], styles.listMarker[marker], className);
  const entries = items.map((item, index) => (
    <li key={index} className={styles.item}>
      <span className={cx(styles.marker, styles.markerLook[marker])} aria-hidden="true">
        {marker === 'number' ? index + 1 : <Check className={styles.check} />}
      </span>
      <span className={styles.text}>{item}</span>
    </li>
  ));
  return marker === 'number' ? (
    <ol {...rest} ref={ref as Ref<HTMLOListElement>} className={classes}>
      {entries}
    </ol>
  ) : (
    <ul {...rest} ref={ref as Ref<HTMLUListElement>} className={classes}>
      {entries}
    </ul>
  );
}
