import { Carousel } from '@agency/design-system';
import { projectCarousel, projectDetailsOf, projectDetailTexts } from '../../content/projectsDetails';
import type { ProjectSummary } from '../../content/projectsList';
import { ContentImage } from '../../ui/ContentImage';

const { carousel } = projectDetailTexts;

export interface ProjectGalleryProps {
  /** The project: its card's image first, then the further images of its page (`projectsDetails`). */
  project: ProjectSummary;
}

/**
 * The project's image carousel (autoplay, arrows, dots, thumbnails, fullscreen). Its own module, with
 * the carousel's code and the further images, loaded once the splash has uncovered the page (see
 * `ProjectDetailPage`).
 */
export default function ProjectGallery({ project }: ProjectGalleryProps) {
  const images = [project.image, ...projectDetailsOf(project.id).moreImages];
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
