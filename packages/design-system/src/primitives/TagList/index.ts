export { TagList, type TagListProps, type TagListItem } from './TagList';
