import { PageHero } from '@agency/design-system';
import { deferredUntilUncovered } from '../../app/deferred';
import { PageMeta } from '../../app/PageMeta';
import { DeferredSlot, partsReady, prerenderedSlot, useWholePageOnNavigation } from '../../app/prerenderedPart';
import { resourcesHero as hero } from '../../content/resourcesHero';

/**
 * Everything under the hero (the resource center, popular resources, events, the community: text and
 * links, nothing to operate), with the page's content: its code follows the splash. A prerendered
 * page shows what the server wrote of it until then (`DeferredSlot`); after a client-side navigation
 * the page shows once the code is in, whole.
 */
const ResourcesSections = deferredUntilUncovered(() => import('./ResourcesSections'));
const sectionsSlot = prerenderedSlot('resources-sections');
const ready = partsReady(ResourcesSections);

/** Resources (spec section 2): categories, popular resources, events and the developer community. */
export default function ResourcesPage() {
  useWholePageOnNavigation(ready);
  return (
    <>
      <PageMeta title="Resources" description={hero.subtitle} />
      <PageHero eyebrow={hero.eyebrow} title={hero.title} subtitle={hero.subtitle} />
      <DeferredSlot slot={sectionsSlot}>
        <ResourcesSections />
      </DeferredSlot>
    </>
  );
}
