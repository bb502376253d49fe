export { SplitFeature, type SplitFeatureProps, type SplitFeaturePoint } from './SplitFeature';
