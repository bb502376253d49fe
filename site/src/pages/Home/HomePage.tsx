import { Suspense } from 'react';
import { JsonLd } from '../../app/JsonLd';
import type { MetaFunction } from '../routeModule';
import { brand } from '../../content/brand';
import { organizationJsonLd } from '../../content/seo';
import { siteConfig } from '../../integrations/config';
import { HeroSection } from './HeroSection';
import { lazyNow } from '../../app/lazyNow';

export const meta: MetaFunction = () => ({ description: brand.tagline });

/**
 * Everything under the hero, code-split: a prerendered page keeps its server HTML until the code
 * arrives, then hydrates it. Its code is asked for while the splash shows.
 */
const BelowTheFold = lazyNow(() => import('./BelowTheFold'));

/** Home: hero, services, features, who-we-are, portfolio, trust, testimonials. */
export default function HomePage() {
  return (
    <>
      <JsonLd data={organizationJsonLd(siteConfig.url)} />
      <HeroSection />
      <Suspense>
        <BelowTheFold />
      </Suspense>
    </>
  );
}
