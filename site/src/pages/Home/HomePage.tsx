import { PageHero } from '@agency/design-system';
import { PageMeta } from '../../app/PageMeta';

export default function HomePage() {
  return (
    <>
      <PageMeta title="Home" description="Home" />
      <PageHero title="Home" />
    </>
  );
}
