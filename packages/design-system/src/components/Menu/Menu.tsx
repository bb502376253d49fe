import * as Dialog from '@radix-ui/react-dialog';
import { ChevronRight, Menu as MenuIcon, X } from 'lucide-react';
import { useEffect, useEffectEvent, useState, type CSSProperties } from 'react';
import { visuallyHidden } from '../../theme/focus.css';
import { mediaUp } from '../../theme/media';
import type { Breakpoint } from '../../tokens';
import { cx } from '../../utils/cx';
import { Button } from '../Button';
import { Link } from '../LinkProvider';
import * as styles from './Menu.css';

export interface MenuItem {
  /** Where the link goes; internal paths render through the LinkProvider's router link. */
  href: string;
  label: string;
}

export interface MenuAction extends MenuItem {
  /** primary: the one main call to action (e.g. 'Contact Us') · secondary: outlined (default). */
  variant?: 'primary' | 'secondary';
}

export interface MenuProps {
  /** The panel's name for assistive technology, and its small heading. */
  label?: string;
  /** Shows `label` to screen readers only (the panel still has its close button). */
  hideLabel?: boolean;
  /** The navigation links, one large row each. */
  items: MenuItem[];
  /** Calls to action shown as full-width buttons under the links (e.g. 'Booking Now', 'Contact Us'). */
  actions?: MenuAction[];
  /** The current page's path: the link with this `href` is marked `aria-current="page"`. */
  currentPath?: string;
  /** Controlled open state. Leave undefined to let the menu manage it. */
  open?: boolean;
  /** Open state on first render when uncontrolled. */
  defaultOpen?: boolean;
  /** Called whenever the menu asks to open or close (trigger, close button, backdrop, Escape, a link). */
  onOpenChange?: (open: boolean) => void;
  /**
   * Where the backdrop and panel start from the top of the viewport: the height of the fixed bar
   * holding the trigger. Any CSS length; defaults to `vars.size.navHeight` (5rem).
   */
  offset?: string;
  /**
   * The trigger is hidden at and above this breakpoint (default `lg`, 1024 px: the menu serves
   * medium widths and below), and an open menu closes when the window grows past it.
   * `false` always shows the trigger.
   */
  hideFrom?: Breakpoint | false;
  /** The trigger's accessible name. */
  triggerLabel?: string;
  /** The close button's accessible name. */
  closeLabel?: string;
  /** Extra class for the trigger button (placement in the site's bar). */
  className?: string;
}

const offsetProperty = styles.offsetVar.replace(/^var\((.+)\)$/, '$1');

/**
 * The site menu for narrow screens: a hamburger button that drops a panel of links and calls to
 * action down from under the fixed bar. Modal: a backdrop dims the page, page scrolling is locked and
 * focus stays inside until it closes (close button, backdrop click, Escape, or choosing a link), then
 * focus returns to the button. Render it inside the site's bar; it hides itself from `hideFrom` up.
 */
export function Menu({
  label = 'Site menu',
  hideLabel = false,
  items,
  actions = [],
  currentPath,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  offset,
  hideFrom = 'lg',
  triggerLabel = 'Open menu',
  closeLabel = 'Close menu',
  className,
}: MenuProps) {
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen);
  const open = openProp ?? uncontrolledOpen;
  const setOpen = (next: boolean) => {
    if (openProp === undefined) setUncontrolledOpen(next);
    onOpenChange?.(next);
  };

  // Past the breakpoint the trigger is hidden: an open menu there would be stranded, so it closes.
  const closeIfOpen = useEffectEvent(() => {
    if (open) setOpen(false);
  });
  useEffect(() => {
    if (!hideFrom) return;
    const wide = window.matchMedia(mediaUp(hideFrom));
    const onChange = () => {
      if (wide.matches) closeIfOpen();
    };
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, [hideFrom]);

  const close = () => setOpen(false);
  const positioned = offset ? ({ [offsetProperty]: offset } as CSSProperties) : undefined;
  const current = (href: string) => (currentPath !== undefined && href === currentPath ? 'page' : undefined);

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger
        className={cx(styles.trigger, hideFrom && styles.hiddenFrom[hideFrom], className)}
        aria-label={triggerLabel}
      >
        <MenuIcon className={styles.triggerIcon} aria-hidden="true" />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} style={positioned} data-menu-backdrop="" />
        <Dialog.Content className={styles.panel} style={positioned} aria-describedby={undefined}>
          <div className={styles.inner}>
            <div className={styles.header}>
              <Dialog.Title className={hideLabel ? visuallyHidden : styles.title}>{label}</Dialog.Title>
              <Dialog.Close className={styles.close} aria-label={closeLabel}>
                <X className={styles.triggerIcon} aria-hidden="true" />
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
                        <ChevronRight className={styles.chevron} aria-hidden="true" />
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
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
