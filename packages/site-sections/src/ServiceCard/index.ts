export { ServiceCard, type ServiceCardProps } from './ServiceCard';
export { brandGradientNames, type BrandGradient } from './gradients.css';
