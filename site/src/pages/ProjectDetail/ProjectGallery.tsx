import { Carousel } from '@agency/design-system';
import { projectHref } from '../../content/paths';
import { projectCarousel, projectDetail, type Project } from '../../content/projects';
import { ContentImage } from '../../ui/ContentImage';
import { projectPicture } from '../../shell/viewTransitionNames';

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
    <Carousel.Root
      label={carousel.label}
      loop
      autoplay={{ interval: projectCarousel.autoplayMs, stopOnInteraction: true }}
    >
      <Carousel.Viewport>
        {images.map((image, index) => (
          <Carousel.Slide key={image.src} label={carousel.slide(index + 1, total)}>
            <ContentImage
              image={image}
              loading={index === 0 ? 'eager' : 'lazy'}
              {...(index === 0 ? projectPicture(project.id, projectHref(project.id)) : {})}
            />
          </Carousel.Slide>
        ))}
      </Carousel.Viewport>
      <Carousel.Controls>
        <Carousel.ControlGroup align="start">
          <Carousel.AutoplayToggle playLabel={carousel.play} pauseLabel={carousel.pause} />
        </Carousel.ControlGroup>
        <Carousel.Dots label={carousel.dots} dotLabel={(n) => carousel.goTo(n, total)} />
        <Carousel.ControlGroup align="end">
          <Carousel.Previous label={carousel.previous} />
          <Carousel.Next label={carousel.next} />
          <Carousel.FullscreenToggle enterLabel={carousel.enterFullscreen} exitLabel={carousel.exitFullscreen} />
        </Carousel.ControlGroup>
      </Carousel.Controls>
      <Carousel.Thumbnails label={carousel.thumbnails} thumbnailLabel={(n) => carousel.goTo(n, total)}>
        {images.map((image) => (
          <ContentImage key={image.src} image={image} alt="" />
        ))}
      </Carousel.Thumbnails>
    </Carousel.Root>
  );
}
