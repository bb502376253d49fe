export * as ProjectCard from './parts';
export type {
  ProjectCardRootProps,
  ProjectCardMediaProps,
  ProjectCardTagProps,
  ProjectCardTitleProps,
  ProjectCardFactProps,
  ProjectCardFeaturesProps,
  ProjectCardLinkProps,
} from './ProjectCard';
