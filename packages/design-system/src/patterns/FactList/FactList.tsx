import type { ReactNode, Ref } from 'react';
import { cx } from '../../utils/cx';
import * as styles from './FactList.css';

/** One fact: a short label ('Founded') and its value ('2025'). */
export interface Fact {
  label: ReactNode;
  value: ReactNode;
  /** A decorative glyph shown in a tile before the fact (an SVG element). */
  icon?: ReactNode;
}

export interface FactListProps {
  /** The facts, in reading order. */
  items: readonly Fact[];
  /**
   * stack: one fact per row, divided by hairlines · columns: side by side from md up (stacked on phones).
   */
  layout?: 'stack' | 'columns';
  /** Sets the list on a raised panel with a border, to stand apart from running text. */
  framed?: boolean;
  /** Names the list for assistive technology when no heading does. */
  'aria-label'?: string;
  className?: string;
  ref?: Ref<HTMLDListElement>;
}

/**
 * Key facts as a description list (`<dl>`): an optional icon tile, a small muted label and a strong
 * value. For company facts, project figures and contact details.
 */
export function FactList({
  items,
  layout = 'stack',
  framed = false,
  'aria-label': ariaLabel,
  className,
  ref,
}: FactListProps) {
  return (
    <dl ref={ref} aria-label={ariaLabel} className={cx(styles.list({ layout, framed }), className)}>
      {items.map((fact, index) => (
        <div key={index} className={styles.item({ layout, withIcon: fact.icon !== undefined })}>
          <dt className={styles.label}>
            {fact.icon !== undefined && (
              // Inside the term (a `<dl>` group holds only terms and definitions), hidden from assistive technology.
              <span className={styles.icon} aria-hidden="true">
                {fact.icon}
              </span>
            )}
            {fact.label}
          </dt>
          <dd className={styles.value}>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
