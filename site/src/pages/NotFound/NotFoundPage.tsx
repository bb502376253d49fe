import { PageHero } from '@agency/design-system';
import { PageMeta } from '../../app/PageMeta';

export default function NotFoundPage() {
  return (
    <>
      <PageMeta title="NotFound" description="NotFound" />
      <PageHero title="NotFound" />
    </>
  );
}
