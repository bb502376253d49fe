import { Button, FigureList, Grid, Inline, TagList } from '@agency/design-system';
import { TrustCard } from '@agency/site-sections';
import { useId, type ReactNode } from 'react';
import { homeSectionDelayS } from '../../content/constants';
import { trustCards, trustSection, type TrustCard as TrustCardContent } from '../../content/trust';
import { ContentIcon, glyphs } from '../../ui/icons/ContentIcon';
import { HomeSection } from './HomeSection';

const sectionDelayS = homeSectionDelayS('trust');
const Check = glyphs.check;

/** The evidence of each kind of trust card. */
function proofOf(card: TrustCardContent): ReactNode {
  switch (card.kind) {
    case 'metrics':
      return <FigureList variant="metrics" items={card.metrics} />;
    case 'quote':
      return <FigureList variant="metrics" items={[card.metric]} />;
    case 'badges':
      return (
        <TagList
          layout="grid"
          tone="primary"
          size="md"
          items={card.badges.map((label) => ({ label, icon: <Check /> }))}
        />
      );
  }
}

/** Home trust block: three cards of claims, then "Let's Build Something Great". */
export function TrustSection() {
  const headingId = useId();
  return (
    <HomeSection
      id="trust"
      surface="sunken"
      titleId={headingId}
      revealDelayS={sectionDelayS}
      revealAsOne
      align="stretch"
      text={trustSection}
    >
      <Grid columns={{ base: 1, md: 2, lg: 3 }} gap="6">
        {trustCards.map((card) => (
          <TrustCard
            key={card.title}
            title={card.title}
            icon={<ContentIcon name={card.icon} size="lg" contained="gradient" />}
            description={card.description}
            quote={card.kind === 'quote' ? { text: card.quote, attribution: card.attribution } : undefined}
          >
            {proofOf(card)}
          </TrustCard>
        ))}
      </Grid>
      <Inline justify="center">
        <Button href={trustSection.cta.href} iconEnd={<ContentIcon name="arrow-right" size="sm" />}>
          {trustSection.cta.label}
        </Button>
      </Inline>
    </HomeSection>
  );
}
