import { Carousel, TestimonialCard } from '@agency/design-system';
import { testimonialCarousel } from '../../content/constants';
import { testimonials, testimonialsSection } from '../../content/testimonials';

/** Home testimonials' carousel: six client quotes, auto-playing and looping. An island. */
export function TestimonialsCarousel() {
  return (
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
  );
}
