import * as Dialog from '@radix-ui/react-dialog';
import type { CSSProperties } from 'react';
import { visuallyHidden } from '../../theme/focus.css';
import { cx } from '../../utils/cx';
import * as styles from './Menu.css';
import { MenuLabelContext, useMenu } from './context';
import type { MenuContentProps } from './MenuContent';

const offsetProperty = styles.offsetVar.replace(/^var\((.+)\)$/, '$1');

/**
 * `Menu.Content`'s dialog (Radix Dialog: focus trap, scroll lock, Escape, outside click). Its own
 * module, loaded when the menu is first about to open, so pages do not ship it up front.
 */
export default function MenuDialog({
  label = 'Site menu',
  hideLabel = false,
  offset,
  className,
  style,
  children,
  ...rest
}: MenuContentProps) {
  const { open, setOpen, contentId, triggerRef } = useMenu('Menu.Content');
  const positioned = offset ? ({ [offsetProperty]: offset } as CSSProperties) : undefined;
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} style={positioned} data-menu-backdrop="" />
        <Dialog.Content
          aria-describedby={undefined}
          {...rest}
          id={contentId}
          className={cx(styles.panel, className)}
          style={{ ...positioned, ...style }}
          onCloseAutoFocus={(event) => {
            // The trigger is ours, not Radix's: give focus back to it.
            event.preventDefault();
            triggerRef.current?.focus();
          }}
        >
          <div className={styles.inner}>
            <Dialog.Title className={hideLabel ? visuallyHidden : styles.title}>{label}</Dialog.Title>
            <MenuLabelContext value={label}>{children}</MenuLabelContext>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
