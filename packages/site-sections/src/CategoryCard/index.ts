export { CategoryCard, type CategoryCardProps, type CategoryItem, type CategoryAction } from './CategoryCard';
