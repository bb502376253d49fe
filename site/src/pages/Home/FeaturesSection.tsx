import { Button, Grid, Inline, Reveal } from '@agency/design-system';
import { FeatureCard } from '@agency/site-sections';
import { homeSectionDelayS } from '../../content/constants';
import { features, featuresSection } from '../../content/features';
import { ContentIcon } from '../../ui/icons/ContentIcon';
import { HomeSection } from './HomeSection';

const titleId = 'home-features-title';
/**
 * The spec lists no delay of its own for this section (its six delays belong to the other Home
 * sections); it sits in the services' band of the page and takes their delay.
 */
const revealDelayS = homeSectionDelayS('services');

/** 'Powerful Features': four static cards on an 8 s animated gradient. */
export function FeaturesSection() {
  return (
    <HomeSection
      animatedGradient
      titleId={titleId}
      revealDelayS={revealDelayS}
      text={featuresSection}
      highlight={featuresSection.heading.split(' ').at(-1)}
    >
      <Grid columns={{ base: 1, md: 2, xl: 4 }} gap="6">
        {features.map((feature) => (
          <Reveal asChild key={feature.title} delay={revealDelayS}>
            <FeatureCard
              title={feature.title}
              description={feature.description}
              icon={<ContentIcon name={feature.icon} size="lg" />}
              gradient={feature.gradient}
              stats={feature.stats}
              highlights={feature.highlights}
            />
          </Reveal>
        ))}
      </Grid>
      <Reveal asChild delay={revealDelayS}>
        <Inline justify="center">
          {/* The spec's button does nothing: a real button with no action. */}
          <Button variant="secondary" size="lg">
            {featuresSection.cta.label}
          </Button>
        </Inline>
      </Reveal>
    </HomeSection>
  );
}
