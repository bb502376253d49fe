import { Carousel } from '@agency/design-system';
import type { ImageAsset } from '../../content/icons';
import { projectCarousel, projectDetail } from '../../content/projects';

const { carousel } = projectDetail;

export interface ProjectGalleryProps {
  /** The project's images, the first shown first. */
  images: readonly ImageAsset[];
}

/**
 * The project's image carousel (autoplay, arrows, dots, thumbnails, fullscreen). Its own module, with
 * the carousel's code, loaded once the splash has uncovered the page (see `ProjectDetailPage`).
 */
export default function ProjectGallery({ images }: ProjectGalleryProps) {
  const total = images.length;
  return (
    <Carousel
      label={carousel.label}
      loop
      fullscreen
      autoplay={{ interval: projectCarousel.autoplayMs, stopOnInteraction: true }}
      thumbnails={images.map((image) => (
        <img key={image.src} src={image.src} width={image.width} height={image.height} alt="" decoding="async" />
      ))}
      labels={{
        previous: carousel.previous,
        next: carousel.next,
        goTo: (n) => carousel.goTo(n, total),
        thumbnail: (n) => carousel.goTo(n, total),
        slide: carousel.slide,
        dots: carousel.dots,
        thumbnails: carousel.thumbnails,
        play: carousel.play,
        pause: carousel.pause,
        enterFullscreen: carousel.enterFullscreen,
        exitFullscreen: carousel.exitFullscreen,
      }}
    >
      {images.map((image, index) => (
        <img
          key={image.src}
          src={image.src}
          width={image.width}
          height={image.height}
          alt={image.alt}
          loading={index === 0 ? 'eager' : 'lazy'}
          decoding="async"
        />
      ))}
    </Carousel>
  );
}
