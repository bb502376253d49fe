import { Carousel } from '@agency/design-system';
import { projectCarousel, projectDetail, type Project } from '../../content/projects';
import { ContentImage } from '../../ui/ContentImage';

const { carousel } = projectDetail;

export interface ProjectGalleryProps {
  /** The project: its carousel shows `images` (the card's image first). */
  project: Project;
}

/** The project's image carousel (autoplay, arrows, dots, thumbnails, fullscreen), beside its header. */
export function ProjectGallery({ project }: ProjectGalleryProps) {
  const { images } = project;
  const total = images.length;
  return (
    <Carousel
      label={carousel.label}
      loop
      fullscreen
      autoplay={{ interval: projectCarousel.autoplayMs, stopOnInteraction: true }}
      thumbnails={images.map((image) => (
        <ContentImage key={image.src} image={image} alt="" />
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
        <ContentImage key={image.src} image={image} loading={index === 0 ? 'eager' : 'lazy'} />
      ))}
    </Carousel>
  );
}
