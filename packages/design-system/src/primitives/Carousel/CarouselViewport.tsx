import { assignInlineVars } from '@vanilla-extract/dynamic';
import { Children, isValidElement, type ComponentProps } from 'react';
import { vars } from '../../theme/contract.css';
import { cx } from '../../utils/cx';
import * as styles from './Carousel.css';
import { useCarousel, type CarouselPerView } from './CarouselContext';
import { SlidePlace } from './CarouselSlide';
import { useComposedRef } from './composeRef';

export interface CarouselViewportProps extends ComponentProps<'div'> {
  /** Space between slides (a space token). Default '6' (24 px). */
  gap?: keyof typeof vars.space;
}

/** The window the slides move in; its children are the `Carousel.Slide`s, in order. */
export function CarouselViewport({ gap = '6', className, style, children, ref, ...rest }: CarouselViewportProps) {
  const { viewportRef, perView, running } = useCarousel('Viewport');
  const composedRef = useComposedRef(viewportRef, ref);
  const slides = Children.toArray(children);

  // The slides per view from each breakpoint up (mobile first) and the space between them.
  let perViewHere: CarouselPerView = 1;
  const viewportVars: Record<string, string> = { [styles.slideGap]: vars.space[gap] };
  for (const bp of styles.perViewRanges) {
    perViewHere = perView[bp] ?? perViewHere;
    viewportVars[styles.perViewFrom[bp]] = String(perViewHere);
  }

  return (
    <div
      {...rest}
      ref={composedRef}
      className={cx(styles.viewport, className)}
      style={{ ...assignInlineVars(viewportVars), ...style }}
    >
      <div className={styles.container} aria-live={running ? 'off' : 'polite'}>
        {slides.map((slide, index) => (
          <SlidePlace
            key={isValidElement(slide) ? (slide.key ?? index) : index}
            value={{ index, total: slides.length }}
          >
            {slide}
          </SlidePlace>
        ))}
      </div>
    </div>
  );
}
