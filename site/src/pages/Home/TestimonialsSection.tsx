import { Carousel, TestimonialCard } from '@agency/design-system';
import { useId } from 'react';
import { homeSectionDelayS, testimonialCarousel } from '../../content/constants';
import { testimonials, testimonialsSection } from '../../content/testimonials';
import { HomeSection } from './HomeSection';

const sectionDelayS = homeSectionDelayS('testimonials');

/** Home testimonials (spec sections 2 and 9): six client quotes in an auto-playing, looping carousel. */
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
      <Carousel
        label={testimonialsSection.carouselLabel}
        {...testimonialCarousel}
        labels={{ goTo: (slide) => testimonialsSection.dotLabel(slide, testimonials.length) }}
      >
        {testimonials.map((testimonial) => (
          <TestimonialCard
            key={testimonial.name}
            quote={testimonial.feedback}
            name={testimonial.name}
            jobTitle={testimonial.role}
            avatarSrc={testimonial.image?.src}
          />
        ))}
      </Carousel>
    </HomeSection>
  );
}
