import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { cx } from '../../utils/cx';
import * as styles from './FigureList.css';

/** One figure: what it measures ('Founded', 'Team') and its value ('2025', '2 members'). */
export interface Figure {
  label: ReactNode;
  value: ReactNode;
  /** A decorative glyph (an SVG element or `<Icon />`), hidden from assistive technology. */
  icon?: ReactNode;
}

type Variants = styles.FigureListVariants;

export interface FigureListProps extends Omit<HTMLAttributes<HTMLDListElement>, 'children'> {
  /** The figures, in reading order. */
  items: readonly Figure[];
  /**
   * facts: a small label over a strong value, hairlines between, an icon tile beside (key facts,
   * details) · stats: tiles, an uppercase label over a bold value, an icon tile above (key figures) ·
   * metrics: a large gradient value, then its label (headline results). Default 'facts'.
   */
  variant?: Variants['variant'];
  /**
   * stack: one figure under the other (stats: one tile per row) · row: side by side (facts: in one
   * row from md up; stats: two tiles per row, four from lg; metrics: as many as fit). Phones stack
   * facts. Default 'stack'.
   */
  layout?: Variants['layout'];
  /** Sets the list on a raised panel, to stand apart from running text (stat tiles then recess). */
  framed?: Variants['framed'];
  ref?: Ref<HTMLDListElement>;
}

/**
 * Label/value figures as a description list (`<dl>`): each label is a term and its value the
 * description, so a screen reader reads 'Team, 2 members'. Company facts, project stats, results.
 */
export function FigureList({
  items,
  variant = 'facts',
  layout = 'stack',
  framed = false,
  className,
  ref,
  ...rest
}: FigureListProps) {
  return (
    <dl {...rest} ref={ref} className={cx(styles.list({ variant, layout, framed }), className)}>
      {items.map((figure, index) => (
        <div key={index} className={styles.item({ variant, layout, framed, withIcon: figure.icon !== undefined })}>
          <dt className={styles.label({ variant })}>
            {figure.icon !== undefined && (
              <span className={styles.icon({ variant })} aria-hidden="true">
                {figure.icon}
              </span>
            )}
            {figure.label}
          </dt>
          <dd className={styles.value({ variant, layout })}>{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}
