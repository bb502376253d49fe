import { Carousel, Container, Reveal, Section, SectionHeading, Stack, TestimonialCard } from '@agency/design-system';
import { useId } from 'react';
import { homeSectionDelayS, testimonialCarousel } from '../../content/constants';
import { testimonials, testimonialsSection } from '../../content/testimonials';

const sectionDelayS = homeSectionDelayS('testimonials');

/** Home testimonials (spec sections 2 and 9): six client quotes in an auto-playing, looping carousel. */
export function TestimonialsSection() {
  const headingId = useId();
  return (
    <Section id="testimonials" aria-labelledby={headingId}>
      <Container>
        <Reveal asChild delay={sectionDelayS}>
          <Stack gap="10" align="stretch">
            <SectionHeading
              titleId={headingId}
              eyebrow={testimonialsSection.eyebrow}
              title={testimonialsSection.heading}
              description={testimonialsSection.intro}
              align="center"
            />
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
          </Stack>
        </Reveal>
      </Container>
    </Section>
  );
}
