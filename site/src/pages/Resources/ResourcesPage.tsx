import { PageHero } from '@agency/design-system';
import { PageMeta } from '../../app/PageMeta';

export default function ResourcesPage() {
  return (
    <>
      <PageMeta title="Resources" description="Resources" />
      <PageHero title="Resources" />
    </>
  );
}
