import { PageHero } from '@agency/design-system';
import { PageMeta } from '../../app/PageMeta';

export default function ProjectsPage() {
  return (
    <>
      <PageMeta title="Projects" description="Projects" />
      <PageHero title="Projects" />
    </>
  );
}
