import { RoundButton, type CarouselButtonAttributes } from './CarouselButton';
import { useCarousel } from './CarouselContext';

export interface CarouselArrowProps extends CarouselButtonAttributes {
  /** The button's name. Default 'Previous slide' / 'Next slide'. */
  label?: string;
}

/** Moves one position back; marked unavailable at the first position without loop. */
export function CarouselPrevious({ label = 'Previous slide', ...rest }: CarouselArrowProps) {
  const { snap, goPrevious } = useCarousel('Previous');
  if (snap.snapCount <= 1) return null;
  return <RoundButton {...rest} label={label} icon="chevron-left" onClick={goPrevious} unavailable={!snap.canPrev} />;
}

/** Moves one position on; marked unavailable at the last position without loop. */
export function CarouselNext({ label = 'Next slide', ...rest }: CarouselArrowProps) {
  const { snap, goNext } = useCarousel('Next');
  if (snap.snapCount <= 1) return null;
  return <RoundButton {...rest} label={label} icon="chevron-right" onClick={goNext} unavailable={!snap.canNext} />;
}
