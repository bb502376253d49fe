import { PageMeta } from '../../app/PageMeta';
import { brand } from '../../content/brand';
import { FeaturesSection } from './FeaturesSection';
import { HeroSection } from './HeroSection';
import { PortfolioSection } from './PortfolioSection';
import { ServicesSection } from './ServicesSection';
import { TestimonialsSection } from './TestimonialsSection';
import { TrustSection } from './TrustSection';
import { WhoWeAreSection } from './WhoWeAreSection';

/** Home (spec section 2): hero, services, features, who-we-are, portfolio, trust, testimonials. */
export default function HomePage() {
  return (
    <>
      <PageMeta description={brand.tagline} />
      <HeroSection />
      <ServicesSection />
      <FeaturesSection />
      <WhoWeAreSection />
      <PortfolioSection />
      <TrustSection />
      <TestimonialsSection />
    </>
  );
}
