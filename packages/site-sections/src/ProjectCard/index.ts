export * as ProjectCard from './parts';
export type {
  ProjectCardRootProps,
  ProjectCardMediaProps,
  ProjectCardTagProps,
  ProjectCardTitleProps,
  ProjectCardFactProps,
  ProjectCardFeaturesProps,
  ProjectCardProgressProps,
  ProjectCardLinkProps,
} from './ProjectCard';
