import { Carousel, TestimonialCard } from '@agency/design-system';
import { useId } from 'react';
import { homeSectionDelayS, testimonialCarousel } from '../../content/constants';
import { testimonials, testimonialsSection } from '../../content/testimonials';
import { HomeSection } from './HomeSection';

const sectionDelayS = homeSectionDelayS('testimonials');

/** Home testimonials: six client quotes in an auto-playing, looping carousel. */
export function TestimonialsSection() {
  const headingId = useId();
  return (
    <HomeSection
      id="testimonials"
      titleId={headingId}
      revealDelayS={sectionDelayS}
      revealAsOne
      gap="10"
      align="stretch"
      text={testimonialsSection}
    >
      <Carousel.Root label={testimonialsSection.carouselLabel} {...testimonialCarousel}>
        <Carousel.Viewport>
          {testimonials.map((testimonial) => (
            <Carousel.Slide key={testimonial.name}>
              <TestimonialCard
                quote={testimonial.feedback}
                name={testimonial.name}
                jobTitle={testimonial.role}
                avatarSrc={testimonial.image?.src}
              />
            </Carousel.Slide>
          ))}
        </Carousel.Viewport>
        <Carousel.Controls>
          <Carousel.ControlGroup align="start">
            <Carousel.AutoplayToggle />
          </Carousel.ControlGroup>
          <Carousel.Dots dotLabel={(slide) => testimonialsSection.dotLabel(slide, testimonials.length)} />
        </Carousel.Controls>
      </Carousel.Root>
    </HomeSection>
  );
}
