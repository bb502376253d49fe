import { PageHero } from '@agency/design-system';
import { PageMeta } from '../../app/PageMeta';

export default function ProjectDetailPage() {
  return (
    <>
      <PageMeta title="ProjectDetail" description="ProjectDetail" />
      <PageHero title="ProjectDetail" />
    </>
  );
}
