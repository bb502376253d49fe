import { lazy, Suspense, useEffect, useEffectEvent, useId, useRef, useState, type CSSProperties } from 'react';
import { mediaUp } from '../../theme/media';
import { cx } from '../../utils/cx';
import { Glyph } from '../Glyph';
import * as styles from './Menu.css';
import type { MenuProps } from './types';

export type { MenuAction, MenuItem, MenuProps } from './types';

const loadDialog = () => import('./MenuDialog');
const MenuDialog = lazy(loadDialog);

const offsetProperty = styles.offsetVar.replace(/^var\((.+)\)$/, '$1');

/**
 * The site menu for narrow screens: a hamburger button that drops a panel of links and calls to
 * action down from under the fixed bar. Modal: a backdrop dims the page, page scrolling is locked and
 * focus stays inside until it closes (close button, backdrop click, Escape, or choosing a link), then
 * focus returns to the button. Render it inside the site's bar; it hides itself from `hideFrom` up.
 * The panel's code (and the dialog primitive under it) loads when the menu is first about to open:
 * on pointer over, focus or touch of the button, or at the latest on its click.
 */
export function Menu({
  label = 'Site menu',
  hideLabel = false,
  items,
  actions = [],
  footer,
  currentPath,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  offset,
  hideFrom = 'lg',
  triggerLabel = 'Open menu',
  closeLabel = 'Close menu',
  className,
  ...rest
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

  const positioned = offset ? ({ [offsetProperty]: offset } as CSSProperties) : undefined;

  const contentId = useId();
  const trigger = useRef<HTMLButtonElement>(null);
  // The panel mounts once it has been asked for, and stays (closed) afterwards.
  const [mounted, setMounted] = useState(open);
  if (open && !mounted) setMounted(true);
  const prefetch = () => void loadDialog();

  return (
    <>
      <button
        {...rest}
        ref={trigger}
        type="button"
        className={cx(styles.trigger, hideFrom && styles.hiddenFrom[hideFrom], className)}
        aria-label={triggerLabel}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? contentId : undefined}
        data-state={open ? 'open' : 'closed'}
        onPointerEnter={prefetch}
        onTouchStart={prefetch}
        onFocus={prefetch}
        onClick={() => setOpen(!open)}
      >
        <Glyph name="menu" className={styles.triggerIcon} aria-hidden="true" />
      </button>
      {mounted && (
        <Suspense>
          <MenuDialog
            open={open}
            onOpenChange={setOpen}
            label={label}
            hideLabel={hideLabel}
            items={items}
            actions={actions}
            footer={footer}
            currentPath={currentPath}
            closeLabel={closeLabel}
            positioned={positioned}
            contentId={contentId}
            returnFocusTo={trigger}
          />
        </Suspense>
      )}
    </>
  );
}
