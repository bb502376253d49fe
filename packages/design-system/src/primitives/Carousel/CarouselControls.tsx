import type { ComponentProps } from 'react';
import { cx } from '../../utils/cx';
import * as styles from './Carousel.css';

export type CarouselControlsProps = ComponentProps<'div'>;

/**
 * The bar under the slides: `Carousel.Dots` in the middle, a `Carousel.ControlGroup` at either end
 * (on a phone the dots take their own line). Hidden while none of its buttons shows.
 */
export function CarouselControls({ className, ...rest }: CarouselControlsProps) {
  return <div {...rest} className={cx(styles.controls, className)} />;
}

export interface CarouselControlGroupProps extends ComponentProps<'div'> {
  /** Which end of the bar: 'start' (left) or 'end' (right). */
  align: 'start' | 'end';
}

/** Buttons side by side at one end of `Carousel.Controls`. */
export function CarouselControlGroup({ align, className, ...rest }: CarouselControlGroupProps) {
  return <div {...rest} className={cx(align === 'start' ? styles.controlStart : styles.controlEnd, className)} />;
}
