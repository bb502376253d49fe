export * as Menu from './parts';
export type { MenuRootProps } from './MenuRoot';
export type { MenuTriggerProps } from './MenuTrigger';
export type { MenuContentProps } from './MenuContent';
export type { MenuCloseProps } from './MenuClose';
export type {
  MenuNavProps,
  MenuListProps,
  MenuItemProps,
  MenuActionsProps,
  MenuActionProps,
  MenuFooterProps,
} from './MenuNav';
