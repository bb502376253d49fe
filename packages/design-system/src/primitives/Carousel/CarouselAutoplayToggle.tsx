import { RoundButton, type CarouselButtonAttributes } from './CarouselButton';
import { cx } from '../../utils/cx';
import * as styles from './Carousel.css';
import { TOGGLE_ATTRIBUTE, useCarousel } from './CarouselContext';

export interface CarouselAutoplayToggleProps extends CarouselButtonAttributes {
  /** The name while autoplay runs. Default 'Pause autoplay'. */
  pauseLabel?: string;
  /** The name while it is stopped. Default 'Start autoplay'. */
  playLabel?: string;
}

/**
 * Stops and starts autoplay for good (hover and focus only pause it). Shown only while autoplay can
 * run: `autoplay` on the Root, more than one position, and no preference for reduced motion.
 */
export function CarouselAutoplayToggle({
  pauseLabel = 'Pause autoplay',
  playLabel = 'Start autoplay',
  className,
  ...rest
}: CarouselAutoplayToggleProps) {
  const { canAutoplay, playing, setPlaying } = useCarousel('AutoplayToggle');
  if (!canAutoplay) return null;
  return (
    <RoundButton
      {...rest}
      className={cx(styles.autoplayToggle, className)}
      label={playing ? pauseLabel : playLabel}
      icon={playing ? 'pause' : 'play'}
      onClick={() => setPlaying(!playing)}
      {...{ [TOGGLE_ATTRIBUTE]: '' }}
    />
  );
}
