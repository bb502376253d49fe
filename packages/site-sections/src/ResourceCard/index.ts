export { ResourceCard, type ResourceCardProps, type ResourceAction } from './ResourceCard';
