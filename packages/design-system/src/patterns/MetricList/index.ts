export { MetricList, type MetricListProps, type MetricListItem } from './MetricList';
