import { FeaturesSection } from './FeaturesSection';
import { PortfolioSection } from './PortfolioSection';
import { ServicesSection } from './ServicesSection';
import { TestimonialsSection } from './TestimonialsSection';
import { TrustSection } from './TrustSection';
import { WhoWeAreSection } from './WhoWeAreSection';

/** The home page after the hero, in the spec's order (code-split from the hero: see `HomePage`). */
export default function BelowTheFold() {
  return (
    <>
      <ServicesSection />
      <FeaturesSection />
      <WhoWeAreSection />
      <PortfolioSection />
      <TrustSection />
      <TestimonialsSection />
    </>
  );
}
