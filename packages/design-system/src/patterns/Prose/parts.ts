/**
 * Long-form text built from parts, used as `Prose.Root`, `Prose.TableScroll`... (the Radix
 * convention): the Root styles the plain elements inside it, the other parts are the few that need more.
 */
export {
  ProseRoot as Root,
  ProseTableScroll as TableScroll,
  ProseTaskItem as TaskItem,
  ProseTask as Task,
} from './Prose';
