import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import type { Breakpoint } from '../../tokens';

export interface MenuItem {
  /** Where the link goes; internal paths render through the LinkProvider's router link. */
  href: string;
  label: string;
}

export interface MenuAction extends MenuItem {
  /** primary: the one main call to action (e.g. 'Contact Us') · secondary: outlined (default). */
  variant?: 'primary' | 'secondary';
}

/** The trigger button's own attributes, less those the menu sets itself. */
type TriggerAttributes = Omit<
  ComponentPropsWithoutRef<'button'>,
  | 'children'
  | 'type'
  | 'onClick'
  | 'onFocus'
  | 'onPointerEnter'
  | 'onTouchStart'
  | 'aria-label'
  | 'aria-haspopup'
  | 'aria-expanded'
  | 'aria-controls'
>;

/** Native attributes (`id`, `data-*`, `className`...) go to the trigger button. */
export interface MenuProps extends TriggerAttributes {
  /** The panel's name for assistive technology, and its small heading. */
  label?: string;
  /** Shows `label` to screen readers only (the panel still has its close button). */
  hideLabel?: boolean;
  /** The navigation links, one large row each. */
  items: MenuItem[];
  /** Calls to action shown as full-width buttons under the links (e.g. 'Book a call', 'Contact us'). */
  actions?: MenuAction[];
  /** Settings under the links and calls to action, outside the navigation (e.g. a `ThemeSwitch`). */
  footer?: ReactNode;
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
}
