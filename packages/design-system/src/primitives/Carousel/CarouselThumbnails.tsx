import { Children, useEffect, useState, type ComponentProps } from 'react';
import { cx } from '../../utils/cx';
import * as styles from './Carousel.css';
import { useCarousel } from './CarouselContext';
import { useComposedRef } from './composeRef';

export interface CarouselThumbnailsProps extends Omit<ComponentProps<'div'>, 'role' | 'aria-label'> {
  /** Names the row. Default 'Slide thumbnails'. */
  label?: string;
  /** A thumbnail's name from its slide (1-based). Default 'Show slide 3'. */
  thumbnailLabel?: (slide: number) => string;
}

/**
 * A row of buttons, one per slide in order: each child is a thumbnail (e.g. a small `<img alt="">`).
 * The current one is marked and kept in sight; the row scrolls on its own, never the page.
 */
export function CarouselThumbnails({
  label = 'Slide thumbnails',
  thumbnailLabel = (n) => `Show slide ${n}`,
  className,
  children,
  ref,
  ...rest
}: CarouselThumbnailsProps) {
  const { snap, reducedMotion, showSlide } = useCarousel('Thumbnails');
  const [row, setRow] = useState<HTMLDivElement | null>(null);
  const rowRef = useComposedRef(setRow, ref);
  const thumbnails = Children.toArray(children).slice(0, snap.slideCount);
  const firstInView = snap.inView[0] ?? 0;

  useEffect(() => {
    if (!row) return;
    // Measured in the next frame, which lays the page out anyway, rather than in React's commit,
    // where reading a box would lay it out once more.
    const frame = requestAnimationFrame(() => {
      const current = row.querySelector<HTMLElement>('[aria-current="true"]');
      if (!current) return;
      const box = row.getBoundingClientRect();
      const thumb = current.getBoundingClientRect();
      const behavior = reducedMotion ? 'instant' : 'smooth';
      if (thumb.left < box.left) row.scrollBy({ left: thumb.left - box.left - 8, behavior });
      else if (thumb.right > box.right) row.scrollBy({ left: thumb.right - box.right + 8, behavior });
    });
    return () => cancelAnimationFrame(frame);
  }, [row, firstInView, reducedMotion]);

  if (thumbnails.length === 0) return null;
  return (
    <div {...rest} ref={rowRef} className={cx(styles.thumbnails, className)} role="group" aria-label={label}>
      {thumbnails.map((thumbnail, index) => (
        <button
          key={index}
          type="button"
          className={styles.thumbnail}
          aria-label={thumbnailLabel(index + 1)}
          aria-current={index === firstInView ? 'true' : undefined}
          onClick={() => showSlide(index)}
        >
          {thumbnail}
        </button>
      ))}
    </div>
  );
}
