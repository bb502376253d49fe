import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { cx } from '../../utils/cx';
import { Glyph } from '../../primitives/Glyph';
import * as styles from './StepList.css';

/** One entry: a step of a process, a detail or a feature. */
export interface StepListItem {
  /** The entry: a short name ('Initial consultation') or, in a small list, a sentence. */
  title: ReactNode;
  /** A sentence or two under the title. */
  description?: ReactNode;
  /** A small decorative glyph before the title. */
  icon?: ReactNode;
}

type Variants = styles.StepListVariants;

export interface StepListProps extends Omit<HTMLAttributes<HTMLOListElement | HTMLUListElement>, 'children'> {
  /** The entries, in order. Numbered from 1. */
  items: readonly StepListItem[];
  /**
   * number: an ordered list (`<ol>`), numbers joined by a line, for steps and details · check: an
   * unordered list (`<ul>`) with ticks, for features. Default 'number'.
   */
  marker?: Variants['marker'];
  /** md: large badges and titles, for a process · sm: body-size entries, for details and features. Default 'md'. */
  size?: Variants['size'];
  /** One column, or two from md up (for short entries such as features). Default 1. */
  columns?: Variants['columns'];
  /** The element of each title: a heading level to fit the page outline, or 'p'. Default 'p'. */
  titleAs?: 'h3' | 'h4' | 'p';
  ref?: Ref<HTMLOListElement | HTMLUListElement>;
}

/**
 * A list with large markers: the steps of a process ("how it works"), numbered details or a checklist of
 * features. `marker="number"` is an ordered list whose numbers sit in gradient circles joined by a line;
 * `marker="check"` an unordered list with ticks. `size` md suits a process (titles, descriptions); sm,
 * body-size entries. Markers are decoration: the list itself tells assistive technology the order and the
 * count.
 */
export function StepList({
  items,
  marker = 'number',
  size = 'md',
  columns = 1,
  titleAs: Title = 'p',
  className,
  ref,
  ...rest
}: StepListProps) {
  const List = marker === 'number' ? 'ol' : 'ul';
  return (
    // The ref is typed for either list; TypeScript checks a union tag's ref against both at once.
    <List
      {...rest}
      ref={ref as Ref<HTMLOListElement & HTMLUListElement>}
      className={cx(styles.list({ size, marker, columns }), className)}
    >
      {items.map((item, index) => (
        <li key={index} className={styles.item({ marker })}>
          <span className={styles.marker({ marker, size })} aria-hidden="true">
            {marker === 'number' ? index + 1 : <Glyph name="check-stroke-2.5" className={styles.check} />}
          </span>
          <div className={styles.body}>
            <Title className={styles.title({ size })}>
              {item.icon !== undefined && (
                <span className={styles.icon} aria-hidden="true">
                  {item.icon}
                </span>
              )}
              <span>{item.title}</span>
            </Title>
            {item.description !== undefined && <p className={styles.description}>{item.description}</p>}
          </div>
        </li>
      ))}
    </List>
  );
}
