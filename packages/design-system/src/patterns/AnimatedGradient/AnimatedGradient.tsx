import { assignInlineVars } from '@vanilla-extract/dynamic';
import type { ComponentPropsWithoutRef, ReactNode, Ref } from 'react';
import { cx } from '../../utils/cx';
import * as styles from './AnimatedGradient.css';

export interface AnimatedGradientProps extends ComponentPropsWithoutRef<'div'> {
  /**
   * Seconds one drift of the gradient takes (it then drifts back). Defaults to the motion token
   * `duration.gradient` (8 s). Under reduced motion the gradient stands still.
   */
  duration?: number;
  /** soft: pale primary and accent tints (text stays on the page colours) · vivid: stronger brand hues for a hero-like band. */
  intensity?: keyof typeof styles.intensity;
  /** The root element: a `section` when the band is a page section of its own. */
  as?: 'div' | 'section';
  /** The content, drawn over the gradient. */
  children?: ReactNode;
  ref?: Ref<HTMLElement>;
}

/**
 * A band whose background is a slowly drifting primary and accent glow. The gradient is a decorative
 * layer behind the content, moved with transform only, and still under reduced motion.
 */
export function AnimatedGradient({
  duration,
  intensity = 'soft',
  as = 'div',
  className,
  style,
  children,
  ref,
  ...rest
}: AnimatedGradientProps) {
  const Root = as as 'div';
  const timing = duration === undefined ? undefined : assignInlineVars({ [styles.durationVar]: `${duration}s` });
  return (
    <Root {...rest} ref={ref as Ref<HTMLDivElement>} className={cx(styles.root, className)} style={style}>
      <span className={cx(styles.layer, styles.intensity[intensity])} style={timing} aria-hidden="true">
        <span className={cx(styles.blob, styles.blobA)} />
        <span className={cx(styles.blob, styles.blobB)} />
        <span className={cx(styles.blob, styles.blobC)} />
      </span>
      {children}
    </Root>
  );
}
