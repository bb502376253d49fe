import { useId } from 'react';
import { homeSectionDelayS } from '../../content/constants';
import { testimonialsSection } from '../../content/testimonials';
import { Island } from '../../islands/Island';
import { HomeSection } from './HomeSection';

const sectionDelayS = homeSectionDelayS('testimonials');

/** Home testimonials: the heading, and six client quotes in an auto-playing, looping carousel (an island). */
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
      <Island name="Testimonials" props={{}} when="visible" />
    </HomeSection>
  );
}
