import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { cx } from '../../utils/cx';
import * as styles from './StepList.css';

/** One step of a process. */
export interface StepListItem {
  /** The step's short name, e.g. 'Initial consultation'. */
  title: ReactNode;
  /** A sentence or two about the step. */
  description?: ReactNode;
  /** A small icon shown before the title (decorative). */
  icon?: ReactNode;
}

export interface StepListProps extends Omit<HTMLAttributes<HTMLOListElement>, 'children'> {
  /** The steps, in order. They are numbered from 1. */
  steps: readonly StepListItem[];
  /** The element of each step's title, to fit the page outline. Default 'h3'. */
  titleAs?: 'h3' | 'h4' | 'p';
  ref?: Ref<HTMLOListElement>;
}

/**
 * A numbered, ordered process ("how it works"): each step has a number badge, joined to the next by
 * a line, a title and a description. It is an `<ol>`, so screen readers announce the position; the
 * visible numbers are decoration.
 */
export function StepList({ steps, titleAs: Title = 'h3', className, ref, ...rest }: StepListProps) {
  return (
    <ol {...rest} ref={ref} className={cx(styles.list, className)}>
      {steps.map((step, index) => (
        <li key={index} className={styles.item}>
          <span className={styles.marker} aria-hidden="true">
            {index + 1}
          </span>
          <div className={styles.body}>
            <Title className={styles.title}>
              {step.icon !== undefined && (
                <span className={styles.icon} aria-hidden="true">
                  {step.icon}
                </span>
              )}
              <span>{step.title}</span>
            </Title>
            {step.description !== undefined && <p className={styles.description}>{step.description}</p>}
          </div>
        </li>
      ))}
    </ol>
  );
}
