import type { ComponentProps } from 'react';
import { cx } from '../../utils/cx';
import { Glyph, type GlyphName } from '../Glyph';
import * as styles from './Carousel.css';

/** A button's attributes, less those its part sets itself. */
export type CarouselButtonAttributes = Omit<
  ComponentProps<'button'>,
  'type' | 'children' | 'onClick' | 'aria-label' | 'aria-disabled'
>;

interface RoundButtonProps extends CarouselButtonAttributes {
  label: string;
  icon: GlyphName;
  onClick: () => void;
  /** Shown as unavailable but kept in the Tab order, so focus never drops. */
  unavailable?: boolean;
}

/** The round icon button every carousel control uses. */
export function RoundButton({ label, icon, onClick, unavailable, className, ...rest }: RoundButtonProps) {
  return (
    <button
      type="button"
      className={cx(styles.roundButton, className)}
      aria-label={label}
      aria-disabled={unavailable || undefined}
      onClick={onClick}
      {...rest}
    >
      <Glyph name={icon} className={styles.icon} aria-hidden />
    </button>
  );
}
