import { PageHero } from '@agency/design-system';
import { PageMeta } from '../../app/PageMeta';

export default function AboutPage() {
  return (
    <>
      <PageMeta title="About" description="About" />
      <PageHero title="About" />
    </>
  );
}
