import { useId } from 'react';
import { homeSectionDelayS } from '../../content/constants';
import { portfolioSection } from '../../content/portfolio';
import { Island } from '../../islands/Island';
import { HomeSection } from './HomeSection';
import { portfolioGap } from './PortfolioGrid';

const sectionDelayS = homeSectionDelayS('portfolio');

/** Home portfolio: the heading, and the cards with their 'View All Projects' toggle (an island). */
export function PortfolioSection() {
  const headingId = useId();
  return (
    <HomeSection
      id="portfolio"
      titleId={headingId}
      revealDelayS={sectionDelayS}
      text={portfolioSection}
      gap={portfolioGap}
    >
      <Island name="Portfolio" props={{}} when="visible" />
    </HomeSection>
  );
}
