import { useId, type ComponentPropsWithoutRef, type ReactNode, type Ref } from 'react';
import { cx } from '../../utils/cx';
import { clampPercent } from './clampPercent';
import * as styles from './ProgressRing.css';

export interface ProgressRingProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children' | 'role'> {
  /** Percent complete, 0–100. Values outside are clamped and rounded. */
  value: number;
  /** Accessible name, e.g. 'Scroll progress' (or name it with `aria-labelledby`). */
  'aria-label'?: string;
  /** Diameter: sm 40 px, md 56 px, lg 80 px. */
  size?: keyof typeof styles.size;
  /** A solid arc in this semantic colour. Without one the arc is the brand gradient (primary → accent). */
  tone?: keyof typeof styles.arcTone;
  /** Shows the percentage ('42%') in the centre. */
  showLabel?: boolean;
  /** Replaces the centre label, e.g. an arrow icon (decorative: the ring is read as its value). */
  children?: ReactNode;
  ref?: Ref<HTMLDivElement>;
}

/**
 * A circular progress indicator (0–100) with its percentage in the centre. Read by assistive
 * technology as a progress bar with its value.
 */
export function ProgressRing({
  value,
  size = 'md',
  tone,
  showLabel = true,
  children,
  className,
  ref,
  ...rest
}: ProgressRingProps) {
  const percent = clampPercent(value);
  const gradientId = `progress-ring-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const box = styles.ringSizes[size];
  const stroke = styles.strokeWidths[size];
  const radius = (box - stroke) / 2;
  const centre = box / 2;

  const content =
    children !== undefined ? (
      <span className={cx(styles.icon, styles.iconSize[size])}>{children}</span>
    ) : showLabel ? (
      <span className={styles.labelSize[size]}>{percent}%</span>
    ) : null;

  return (
    <div
      {...rest}
      ref={ref}
      role="progressbar"
      aria-valuenow={percent}
      aria-valuemin={0}
      aria-valuemax={100}
      className={cx(styles.root, styles.size[size], className)}
    >
      <svg className={styles.svg} viewBox={`0 0 ${box} ${box}`} aria-hidden="true" focusable="false">
        {!tone && (
          <defs>
            {/* Primary at 12 o'clock, accent at 6 (the SVG is turned a quarter left). */}
            <linearGradient id={gradientId} x1="1" y1="0" x2="0" y2="0">
              <stop offset="0" className={styles.stopPrimary} />
              <stop offset="1" className={styles.stopAccent} />
            </linearGradient>
          </defs>
        )}
        <circle className={styles.track} cx={centre} cy={centre} r={radius} fill="none" strokeWidth={stroke} />
        <circle
          className={cx(styles.arc, tone && styles.arcTone[tone])}
          stroke={tone ? undefined : `url(#${gradientId})`}
          cx={centre}
          cy={centre}
          r={radius}
          fill="none"
          strokeWidth={stroke}
          strokeLinecap="round"
          pathLength={100}
          strokeDasharray="100 100"
          strokeDashoffset={100 - percent}
          // A round cap would draw a dot at 0%.
          visibility={percent === 0 ? 'hidden' : undefined}
        />
      </svg>
      {content && (
        <span className={styles.centre} aria-hidden="true">
          {content}
        </span>
      )}
    </div>
  );
}
