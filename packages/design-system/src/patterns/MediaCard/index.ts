export { MediaCard, type MediaCardRootProps, type MediaCardMediaProps, type MediaCardTitleProps } from './MediaCard';
