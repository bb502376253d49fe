import { useEffect, useEffectEvent, useId, useRef, useState, type ReactNode } from 'react';
import { mediaUp } from '../../theme/media';
import type { Breakpoint } from '../../tokens';
import { MenuContext } from './context';

export interface MenuRootProps {
  /** `Menu.Trigger` and `Menu.Content`, wherever they go in the bar. */
  children: ReactNode;
  /** Controlled open state. Leave undefined to let the menu manage it. */
  open?: boolean;
  /** Open state on first render when uncontrolled. */
  defaultOpen?: boolean;
  /** Called whenever the menu asks to open or close (trigger, close button, backdrop, Escape, a link). */
  onOpenChange?: (open: boolean) => void;
  /**
   * The trigger is hidden at and above this breakpoint (default `lg`, 1024 px: the menu serves
   * medium widths and below), and an open menu closes when the window grows past it.
   * `false` always shows the trigger.
   */
  hideFrom?: Breakpoint | false;
  /** The current page's path: the `Menu.Item` or `Menu.Action` with this `href` is marked `aria-current="page"`. */
  currentPath?: string;
}

/**
 * The site menu for narrow screens, built from parts: `Menu.Trigger` (the hamburger button) and
 * `Menu.Content` (the modal panel dropping down from under the fixed bar) with its `Menu.Close`,
 * `Menu.Nav`, `Menu.List` of `Menu.Item`s, `Menu.Actions` of `Menu.Action`s and `Menu.Footer`.
 * The Root holds the open state and renders no element of its own. The panel's code (and the
 * dialog primitive under it) loads when the menu is first about to open: on pointer over, focus or
 * touch of the trigger, or at the latest on its click.
 */
export function MenuRoot({
  children,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  hideFrom = 'lg',
  currentPath,
}: MenuRootProps) {
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

  const contentId = useId();
  const triggerRef = useRef<HTMLButtonElement>(null);

  return <MenuContext value={{ open, setOpen, contentId, triggerRef, hideFrom, currentPath }}>{children}</MenuContext>;
}
