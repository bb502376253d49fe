import { PageHero } from '@agency/design-system';
import { PageMeta } from '../../app/PageMeta';

export default function ProductsPage() {
  return (
    <>
      <PageMeta title="Products" description="Products" />
      <PageHero title="Products" />
    </>
  );
}
