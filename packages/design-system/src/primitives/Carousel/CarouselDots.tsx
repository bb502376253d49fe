import type { ComponentProps } from 'react';
import { cx } from '../../utils/cx';
import * as styles from './Carousel.css';
import { useCarousel } from './CarouselContext';

export interface CarouselDotsProps extends Omit<ComponentProps<'div'>, 'children' | 'role' | 'aria-label'> {
  /** Names the group of dots. Default 'Choose slide'. */
  label?: string;
  /** A dot's name from its position (1-based). Default 'Go to slide 3'. */
  dotLabel?: (position: number) => string;
}

/** One dot per position, the current one marked; hidden when there is only one position. */
export function CarouselDots({
  label = 'Choose slide',
  dotLabel = (n) => `Go to slide ${n}`,
  className,
  ...rest
}: CarouselDotsProps) {
  const { snap, goTo } = useCarousel('Dots');
  if (snap.snapCount <= 1) return null;
  return (
    <div {...rest} className={cx(styles.dots, className)} role="group" aria-label={label}>
      {Array.from({ length: snap.snapCount }, (_, position) => (
        <button
          key={position}
          type="button"
          className={styles.dot}
          aria-label={dotLabel(position + 1)}
          aria-current={position === snap.selected ? 'true' : undefined}
          onClick={() => goTo(position)}
        />
      ))}
    </div>
  );
}
