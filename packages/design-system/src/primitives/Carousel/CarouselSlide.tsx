import { createContext, use, type ComponentProps } from 'react';
import { cx } from '../../utils/cx';
import * as styles from './Carousel.css';
import { useCarousel } from './CarouselContext';

/** A slide's place, given by `Carousel.Viewport` to each of its children. */
export const SlidePlace = createContext({ index: 0, total: 1 });

export interface CarouselSlideProps extends Omit<
  ComponentProps<'div'>,
  'role' | 'aria-roledescription' | 'aria-label' | 'aria-hidden' | 'inert'
> {
  /** The slide's name, e.g. 'Image 2 of 6'. Default: '2 of 6'. */
  label?: string;
}

/** One slide, a direct child of `Carousel.Viewport`; inert while out of view. */
export function CarouselSlide({ label, className, children, ...rest }: CarouselSlideProps) {
  const { snap } = useCarousel('Slide');
  const { index, total } = use(SlidePlace);
  const hidden = !snap.inView.includes(index);
  return (
    <div
      {...rest}
      className={cx(styles.slide, className)}
      role="group"
      aria-roledescription="slide"
      aria-label={label ?? `${index + 1} of ${total}`}
      inert={hidden}
      aria-hidden={hidden || undefined}
    >
      {children}
    </div>
  );
}
