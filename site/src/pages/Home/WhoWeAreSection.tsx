import { Button, Container, Reveal, Section, SplitFeature } from '@agency/design-system';
import { homeSectionDelayS } from '../../content/constants';
import { whoWeAre } from '../../content/whoWeAre';
import { ContentIcon } from '../../ui/icons/ContentIcon';
import { ContentImage } from '../../ui/ContentImage';

const titleId = 'home-who-we-are-title';
/** Reveal takes seconds; the spec's delay is the section delay times 100 ms. */
const revealDelayS = homeSectionDelayS('whoWeAre');

const points = whoWeAre.points.map((point) => ({
  icon: <ContentIcon name={point.icon} />,
  title: point.title,
  text: point.text,
}));

/** The who-we-are block: the company's story, its values, 'Our Story' and 'Get in Touch'. */
export function WhoWeAreSection() {
  const { image } = whoWeAre;
  return (
    <Section surface="raised" aria-labelledby={titleId}>
      <Container>
        <Reveal asChild delay={revealDelayS}>
          <SplitFeature
            eyebrow={whoWeAre.eyebrow}
            title={whoWeAre.heading}
            titleId={titleId}
            points={points}
            actions={whoWeAre.actions.map((action) => (
              <Button key={action.href} href={action.href} variant={action.variant} size="lg">
                {action.label}
              </Button>
            ))}
            media={<ContentImage image={image} loading="lazy" />}
          >
            {whoWeAre.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </SplitFeature>
        </Reveal>
      </Container>
    </Section>
  );
}
