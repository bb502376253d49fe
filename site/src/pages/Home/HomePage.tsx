import { JsonLd } from '../../ui/JsonLd';
import type { MetaFunction } from '../routeModule';
import { brand } from '../../content/brand';
import { organizationJsonLd } from '../../content/seo';
import { siteConfig } from '../../integrations/config';
import { HeroSection } from './HeroSection';
import BelowTheFold from './BelowTheFold';

export const meta: MetaFunction = () => ({ description: brand.tagline });

/** Home: hero, services, features, who-we-are, portfolio, trust, testimonials. */
export default function HomePage() {
  return (
    <>
      <JsonLd data={organizationJsonLd(siteConfig.url)} />
      <HeroSection />
      <BelowTheFold />
    </>
  );
}
