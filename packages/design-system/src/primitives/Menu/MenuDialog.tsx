import * as Dialog from '@radix-ui/react-dialog';
import type { CSSProperties, ReactNode, RefObject } from 'react';
import { visuallyHidden } from '../../theme/focus.css';
import { ariaCurrent } from '../../utils/ariaCurrent';
import { Button } from '../Button';
import { Glyph } from '../Glyph';
import { Link } from '../LinkProvider';
import * as styles from './Menu.css';
import type { MenuAction, MenuItem } from './types';

export interface MenuDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  label: string;
  hideLabel: boolean;
  items: MenuItem[];
  actions: MenuAction[];
  footer?: ReactNode;
  currentPath?: string;
  closeLabel: string;
  positioned?: CSSProperties;
  contentId: string;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}

/**
 * The menu's modal panel (Radix Dialog: focus trap, scroll lock, Escape, outside click). Its own
 * module, loaded when the menu is first about to open, so pages do not ship it up front.
 */
export default function MenuDialog({
  open,
  onOpenChange,
  label,
  hideLabel,
  items,
  actions,
  footer,
  currentPath,
  closeLabel,
  positioned,
  contentId,
  returnFocusTo,
}: MenuDialogProps) {
  const close = () => onOpenChange(false);
  const current = (href: string) => ariaCurrent(href, currentPath);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} style={positioned} data-menu-backdrop="" />
        <Dialog.Content
          id={contentId}
          className={styles.panel}
          style={positioned}
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            // The trigger is ours, not Radix's: give focus back to it.
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
        >
          <div className={styles.inner}>
            <div className={styles.header}>
              <Dialog.Title className={hideLabel ? visuallyHidden : styles.title}>{label}</Dialog.Title>
              <Dialog.Close className={styles.close} aria-label={closeLabel}>
                <Glyph name="close" className={styles.triggerIcon} aria-hidden="true" />
              </Dialog.Close>
            </div>
            <nav aria-label={label}>
              <ul className={styles.list}>
                {items.map((item) => {
                  const isCurrent = current(item.href);
                  return (
                    <li key={item.href} className={styles.item}>
                      <Link href={item.href} className={styles.link} aria-current={isCurrent} onClick={close}>
                        <span className={styles.linkLabel}>
                          {isCurrent && <span className={styles.currentMark} aria-hidden="true" />}
                          {item.label}
                        </span>
                        <Glyph name="chevron-right" className={styles.chevron} aria-hidden="true" />
                      </Link>
                    </li>
                  );
                })}
              </ul>
              {actions.length > 0 && (
                <div className={styles.actions}>
                  {actions.map((action) => (
                    <Button
                      key={action.href}
                      href={action.href}
                      variant={action.variant ?? 'secondary'}
                      size="lg"
                      fullWidth
                      className={styles.action}
                      aria-current={current(action.href)}
                      onClick={close}
                    >
                      {action.label}
                    </Button>
                  ))}
                </div>
              )}
            </nav>
            {footer && <div className={styles.footer}>{footer}</div>}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
