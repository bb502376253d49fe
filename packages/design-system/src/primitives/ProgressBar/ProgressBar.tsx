import { useId, type ComponentPropsWithoutRef, type ReactNode, type Ref } from 'react';
import { cx } from '../../utils/cx';
import { clampPercent } from '../ProgressRing/clampPercent';
import * as styles from './ProgressBar.css';

export interface ProgressBarProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children' | 'role'> {
  /** Percent complete, 0–100. Values outside are clamped and rounded. */
  value: number;
  /** Visible label above the bar, e.g. 'Progress'; it also names the bar for assistive technology. */
  label?: ReactNode;
  /** Accessible name when there is no visible `label`. */
  'aria-label'?: string;
  /** Shows the percentage ('70%') at the end of the label row. */
  showValue?: boolean;
  /** A solid fill in this semantic colour. Without one the bar fills with the brand gradient (primary → accent). */
  tone?: keyof typeof styles.toneFill;
  /** Bar thickness: sm 6 px, md 10 px. */
  size?: keyof typeof styles.trackSize;
  ref?: Ref<HTMLDivElement>;
}

/** A horizontal progress bar (0–100) with an optional label and percentage above it. */
export function ProgressBar({
  value,
  label,
  showValue = true,
  tone,
  size = 'md',
  className,
  ref,
  'aria-label': ariaLabel,
  ...rest
}: ProgressBarProps) {
  const percent = clampPercent(value);
  const labelId = useId();
  const hasLabel = label !== undefined && label !== null;

  return (
    <div {...rest} ref={ref} className={cx(styles.root, className)}>
      {(hasLabel || showValue) && (
        <div className={styles.header}>
          {hasLabel && (
            <span id={labelId} className={styles.label}>
              {label}
            </span>
          )}
          {/* The bar announces its own value: the visible copy is not read twice. */}
          {showValue && (
            <span className={styles.value} aria-hidden="true">
              {percent}%
            </span>
          )}
        </div>
      )}
      <div
        role="progressbar"
        aria-labelledby={hasLabel ? labelId : undefined}
        aria-label={hasLabel ? undefined : ariaLabel}
        aria-valuenow={percent}
        aria-valuemin={0}
        aria-valuemax={100}
        className={cx(styles.track, styles.trackSize[size])}
      >
        <div
          className={cx(styles.fill, tone ? styles.toneFill[tone] : styles.gradientFill)}
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
