export {
  Carousel,
  type CarouselProps,
  type CarouselAutoplayOptions,
  type CarouselLabels,
  type CarouselPerView,
  type ResponsivePerView,
} from './Carousel';
