export { FactList, type FactListProps, type Fact } from './FactList';
