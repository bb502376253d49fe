export { StepList, type StepListProps, type StepListItem } from './StepList';
