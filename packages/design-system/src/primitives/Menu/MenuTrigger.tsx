import { useCallback, type ComponentProps, type Ref } from 'react';
import { cx } from '../../utils/cx';
import { Glyph } from '../Glyph';
import * as styles from './Menu.css';
import { loadMenuDialog, useMenu } from './context';

/** The button's own attributes, less those the menu sets itself. */
type TriggerAttributes = Omit<
  ComponentProps<'button'>,
  'children' | 'type' | 'aria-label' | 'aria-haspopup' | 'aria-expanded' | 'aria-controls'
>;

export interface MenuTriggerProps extends TriggerAttributes {
  /** The button's accessible name (default 'Open menu'). */
  label?: string;
}

/** Sets a ref the caller passed, whichever kind it is. */
function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

/**
 * The hamburger button that opens and closes the menu. Hidden at and above the Root's `hideFrom`.
 * Pointer over, focus or touch starts loading the panel's code, so it is there by the click.
 */
export function MenuTrigger({
  label = 'Open menu',
  className,
  ref,
  onClick,
  onFocus,
  onPointerEnter,
  onTouchStart,
  ...rest
}: MenuTriggerProps) {
  const { open, setOpen, contentId, triggerRef, hideFrom } = useMenu('Menu.Trigger');
  const prefetch = () => void loadMenuDialog();
  // One callback for the menu's own ref (focus returns to it) and the caller's.
  const setRef = useCallback(
    (node: HTMLButtonElement | null) => {
      triggerRef.current = node;
      assignRef(ref, node);
    },
    [triggerRef, ref],
  );
  return (
    <button
      {...rest}
      ref={setRef}
      type="button"
      className={cx(styles.trigger, hideFrom && styles.hiddenFrom[hideFrom], className)}
      aria-label={label}
      aria-haspopup="dialog"
      aria-expanded={open}
      aria-controls={open ? contentId : undefined}
      data-state={open ? 'open' : 'closed'}
      onPointerEnter={(event) => {
        onPointerEnter?.(event);
        prefetch();
      }}
      onTouchStart={(event) => {
        onTouchStart?.(event);
        prefetch();
      }}
      onFocus={(event) => {
        onFocus?.(event);
        prefetch();
      }}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) setOpen(!open);
      }}
    >
      <Glyph name="menu" className={styles.triggerIcon} aria-hidden="true" />
    </button>
  );
}
