export { TestimonialsCarousel as default } from '../../pages/Home/TestimonialsCarousel';
