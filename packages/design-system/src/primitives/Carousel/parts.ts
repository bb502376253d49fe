/**
 * A carousel built from parts, used as `Carousel.Root`, `Carousel.Viewport`... (the Radix convention):
 * the Root holds embla and the state, every other part reads it and renders one piece.
 */
export { CarouselRoot as Root } from './CarouselRoot';
export { CarouselViewport as Viewport } from './CarouselViewport';
export { CarouselSlide as Slide } from './CarouselSlide';
export { CarouselControls as Controls, CarouselControlGroup as ControlGroup } from './CarouselControls';
export { CarouselPrevious as Previous, CarouselNext as Next } from './CarouselArrows';
export { CarouselDots as Dots } from './CarouselDots';
export { CarouselThumbnails as Thumbnails } from './CarouselThumbnails';
export { CarouselAutoplayToggle as AutoplayToggle } from './CarouselAutoplayToggle';
export { CarouselFullscreenToggle as FullscreenToggle } from './CarouselFullscreenToggle';
