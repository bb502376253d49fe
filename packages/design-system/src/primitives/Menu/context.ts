import { createContext, use, type RefObject } from 'react';
import type { Breakpoint } from '../../tokens';

export interface MenuState {
  open: boolean;
  setOpen: (open: boolean) => void;
  /** The panel's id, for the trigger's `aria-controls`. */
  contentId: string;
  /** Where focus returns when the menu closes. */
  triggerRef: RefObject<HTMLButtonElement | null>;
  hideFrom: Breakpoint | false;
  currentPath: string | undefined;
}

export const MenuContext = createContext<MenuState | null>(null);

/** The panel's name, which its navigation landmark takes too. */
export const MenuLabelContext = createContext<string | undefined>(undefined);

export function useMenu(part: string): MenuState {
  const state = use(MenuContext);
  if (!state) throw new Error(`${part} must be rendered inside Menu.Root.`);
  return state;
}

/** The panel's module (Radix Dialog under it): fetched on intent, so a page's first load leaves it out. */
export const loadMenuDialog = () => import('./MenuDialog');
