/**
 * The site menu built from parts, used as `Menu.Root`, `Menu.Trigger`, `Menu.Content`... (the Radix
 * convention): the Root holds the open state, every other part reads it and renders one piece.
 */
export { MenuRoot as Root } from './MenuRoot';
export { MenuTrigger as Trigger } from './MenuTrigger';
export { MenuContent as Content } from './MenuContent';
export { MenuClose as Close } from './MenuClose';
export {
  MenuNav as Nav,
  MenuList as List,
  MenuItem as Item,
  MenuActions as Actions,
  MenuAction as Action,
  MenuFooter as Footer,
} from './MenuNav';
