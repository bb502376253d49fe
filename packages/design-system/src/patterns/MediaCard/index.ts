export { MediaCard, type MediaCardProps } from './MediaCard';
