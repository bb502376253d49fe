export { TestimonialCard, type TestimonialCardProps } from './TestimonialCard';
