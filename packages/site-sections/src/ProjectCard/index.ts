export {
  ProjectCard,
  type ProjectCardRootProps,
  type ProjectCardMediaProps,
  type ProjectCardFactProps,
  type ProjectCardFeaturesProps,
  type ProjectCardLinkProps,
} from './ProjectCard';
