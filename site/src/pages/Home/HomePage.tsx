import { Suspense } from 'react';
import { deferredUntilUncovered } from '../../app/deferred';
import { JsonLd } from '../../app/JsonLd';
import { PageMeta } from '../../app/PageMeta';
import { brand } from '../../content/brand';
import { organizationJsonLd } from '../../content/seo';
import { siteConfig } from '../../integrations/config';
import { HeroSection } from './HeroSection';

/** Everything under the hero: not needed for the first view, so its code follows the splash. */
const BelowTheFold = deferredUntilUncovered(() => import('./BelowTheFold'));

/** Home (spec section 2): hero, services, features, who-we-are, portfolio, trust, testimonials. */
export default function HomePage() {
  return (
    <>
      <PageMeta description={brand.tagline} />
      <JsonLd data={organizationJsonLd(siteConfig.url)} />
      <HeroSection />
      <Suspense>
        <BelowTheFold />
      </Suspense>
    </>
  );
}
