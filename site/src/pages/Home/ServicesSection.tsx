import { Button, Grid, Inline, Reveal } from '@agency/design-system';
import { visuallyHidden } from '@agency/design-system/foundations';
import { ServiceCard } from '@agency/site-sections';
import { useId } from 'react';
import { homeSectionDelayS } from '../../content/constants';
import { services, servicesSection } from '../../content/services';
import { ContentIcon } from '../../ui/icons/ContentIcon';
import { HomeSection } from './HomeSection';

const titleId = 'home-services-title';
/** Reveal takes seconds; the spec's delay is the section delay times 100 ms. */
const revealDelayS = homeSectionDelayS('services');

/** 'Our Expertise': eight service cards, each opening the booking page. */
export function ServicesSection() {
  /** The cards' one shared link description ('Book this service'), for assistive technology only. */
  const cardHintId = useId();
  return (
    <HomeSection
      titleId={titleId}
      revealDelayS={revealDelayS}
      text={servicesSection}
      highlight={servicesSection.heading.split(' ').at(-1)}
    >
      <Grid columns={{ base: 1, md: 2, lg: 4 }} gap="6">
        {services.map((service) => (
          <Reveal asChild key={service.id} delay={revealDelayS}>
            <ServiceCard
              title={service.title}
              description={service.description}
              icon={<ContentIcon name={service.icon} size="lg" />}
              gradient={service.gradient}
              href={servicesSection.cardHref}
              linkHintId={cardHintId}
            />
          </Reveal>
        ))}
      </Grid>
      <span id={cardHintId} className={visuallyHidden}>
        {servicesSection.cardLinkHint}
      </span>
      <Reveal asChild delay={revealDelayS}>
        <Inline justify="center">
          <Button href={servicesSection.cta.href} size="lg">
            {servicesSection.cta.label}
          </Button>
        </Inline>
      </Reveal>
    </HomeSection>
  );
}
