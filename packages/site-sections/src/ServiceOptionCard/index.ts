export { ServiceOptionCard, type ServiceOptionCardProps } from './ServiceOptionCard';
