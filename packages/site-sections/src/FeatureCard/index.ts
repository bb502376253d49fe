export { FeatureCard, type FeatureCardProps, type FeatureCardStat } from './FeatureCard';
