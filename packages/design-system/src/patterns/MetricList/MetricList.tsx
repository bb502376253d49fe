import type { HTMLAttributes, Ref } from 'react';
import { cx } from '../../utils/cx';
import * as styles from './MetricList.css';

/** One claimed figure: the value ('+30%') and what it measures ('user retention'). */
export interface MetricListItem {
  value: string;
  label: string;
}

export interface MetricListProps extends Omit<HTMLAttributes<HTMLUListElement>, 'children'> {
  /** The figures, in order. Each reads as one phrase: '+30% user retention'. */
  items: readonly MetricListItem[];
  /**
   * rows: one figure per row, value beside its label, with hairlines between (inside cards) ·
   * tiles: figures side by side, value above label, wrapping on narrow screens.
   */
  layout?: 'rows' | 'tiles';
  /** Value colour: the primary → accent gradient (default) or solid primary. */
  tone?: 'gradient' | 'primary';
  /** Names the list for assistive technology when no visible heading does. */
  'aria-label'?: string;
  ref?: Ref<HTMLUListElement>;
}

/** Headline figures (results, counts): large values with short labels, as a list. */
export function MetricList({ items, layout = 'rows', tone = 'gradient', className, ...rest }: MetricListProps) {
  return (
    <ul {...rest} className={cx(styles.list, styles.layout[layout], className)}>
      {items.map(({ value, label }) => (
        <li key={`${value} ${label}`} className={styles.item[layout]}>
          <span className={cx(styles.value, styles.valueSize[layout], styles.tone[tone])}>{value}</span>{' '}
          <span className={styles.label}>{label}</span>
        </li>
      ))}
    </ul>
  );
}
