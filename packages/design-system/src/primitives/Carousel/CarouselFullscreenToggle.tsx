import { RoundButton, type CarouselButtonAttributes } from './CarouselButton';
import { useCarousel } from './CarouselContext';
import { useFullscreen } from './useFullscreen';

export interface CarouselFullscreenToggleProps extends CarouselButtonAttributes {
  /** Default 'Enter full screen'. */
  enterLabel?: string;
  /** Default 'Exit full screen'. */
  exitLabel?: string;
}

/** Takes the whole carousel in and out of full screen; hidden where the browser has no Fullscreen API (iPhone). */
export function CarouselFullscreenToggle({
  enterLabel = 'Enter full screen',
  exitLabel = 'Exit full screen',
  ...rest
}: CarouselFullscreenToggleProps) {
  const { root } = useCarousel('FullscreenToggle');
  const screen = useFullscreen(root);
  if (!screen.supported) return null;
  return (
    <RoundButton
      {...rest}
      label={screen.active ? exitLabel : enterLabel}
      icon={screen.active ? 'minimize-2' : 'maximize-2'}
      onClick={screen.toggle}
    />
  );
}
