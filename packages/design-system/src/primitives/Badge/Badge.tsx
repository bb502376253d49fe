import type { ComponentPropsWithoutRef, ReactNode, Ref } from 'react';
import { cx } from '../../utils/cx';
import * as styles from './Badge.css';

export interface BadgeProps extends ComponentPropsWithoutRef<'span'> {
  /** Semantic colour: neutral for lists (technologies), the others for meaning (type, status, progress). */
  tone?: styles.BadgeVariants['tone'];
  /** subtle: tinted background, strong text (the default) · solid: filled, for emphasis or over images. */
  variant?: styles.BadgeVariants['variant'];
  size?: styles.BadgeVariants['size'];
  /** A small icon before the label (decorative: hidden from assistive technology). */
  icon?: ReactNode;
  /** The label: a word ('guide'), a figure ('70%') or a count. */
  children: ReactNode;
  ref?: Ref<HTMLSpanElement>;
}

/** A small pill label: technologies, resource types, percent complete, counts. Not interactive. */
export function Badge({ tone, variant, size, icon, children, className, ...rest }: BadgeProps) {
  return (
    <span {...rest} className={cx(styles.badge({ tone, variant, size }), className)}>
      {icon && (
        <span className={styles.icon({ size })} aria-hidden="true">
          {icon}
        </span>
      )}
      <span className={styles.label}>{children}</span>
    </span>
  );
}
