export { ProjectCard, type ProjectCardProps, type ProjectCardLink, type ProjectCardMetaItem } from './ProjectCard';
