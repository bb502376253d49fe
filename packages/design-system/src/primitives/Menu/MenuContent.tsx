import { lazy, Suspense, useState, type ComponentProps } from 'react';
import { loadMenuDialog, useMenu } from './context';

const MenuDialog = lazy(loadMenuDialog);

export interface MenuContentProps extends Omit<ComponentProps<'div'>, 'id'> {
  /** The panel's name for assistive technology, and its small heading (default 'Site menu'). */
  label?: string;
  /** Shows `label` to screen readers only (the panel still has its close button). */
  hideLabel?: boolean;
  /**
   * Where the backdrop and panel start from the top of the viewport: the height of the fixed bar
   * holding the trigger. Any CSS length; defaults to `vars.size.navHeight` (5rem).
   */
  offset?: string;
}

/**
 * The menu's panel: a modal dialog (Radix Dialog) that drops down from under the fixed bar, over a
 * backdrop that dims the page. While it is open, page scrolling is locked and focus stays inside;
 * it closes on its close button, a click on the backdrop, Escape or a chosen link, and focus returns
 * to the trigger. Its heading is `label`; put `Menu.Close` first among its children (it sits beside
 * the heading), then `Menu.Nav` and `Menu.Footer`. Its attributes, class name and ref go to the panel.
 * The panel's code loads when the menu is first about to open, and the panel stays mounted (closed)
 * afterwards.
 */
export function MenuContent(props: MenuContentProps) {
  const { open } = useMenu('Menu.Content');
  const [mounted, setMounted] = useState(open);
  if (open && !mounted) setMounted(true);
  if (!mounted) return null;
  return (
    <Suspense>
      <MenuDialog {...props} />
    </Suspense>
  );
}
