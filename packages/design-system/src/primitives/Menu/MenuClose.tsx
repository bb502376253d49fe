import type { ComponentProps } from 'react';
import { cx } from '../../utils/cx';
import { Glyph } from '../Glyph';
import * as styles from './Menu.css';
import { useMenu } from './context';

export interface MenuCloseProps extends Omit<ComponentProps<'button'>, 'children' | 'type' | 'aria-label'> {
  /** The button's accessible name (default 'Close menu'). */
  label?: string;
}

/**
 * The panel's close button, beside its heading: a direct child of `Menu.Content`, before the rest,
 * so it takes focus first when the menu opens.
 */
export function MenuClose({ label = 'Close menu', className, onClick, ...rest }: MenuCloseProps) {
  const { setOpen } = useMenu('Menu.Close');
  return (
    <button
      {...rest}
      type="button"
      className={cx(styles.close, className)}
      aria-label={label}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) setOpen(false);
      }}
    >
      <Glyph name="close" className={styles.triggerIcon} aria-hidden="true" />
    </button>
  );
}
