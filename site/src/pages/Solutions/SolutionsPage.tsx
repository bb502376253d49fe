import { PageHero } from '@agency/design-system';
import { PageMeta } from '../../app/PageMeta';

export default function SolutionsPage() {
  return (
    <>
      <PageMeta title="Solutions" description="Solutions" />
      <PageHero title="Solutions" />
    </>
  );
}
