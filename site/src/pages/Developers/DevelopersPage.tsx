import { PageHero } from '@agency/design-system';
import { PageMeta } from '../../app/PageMeta';

export default function DevelopersPage() {
  return (
    <>
      <PageMeta title="Developers" description="Developers" />
      <PageHero title="Developers" />
    </>
  );
}
