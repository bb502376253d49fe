import { PageHero } from '@agency/design-system';
import { PageMeta } from '../../app/PageMeta';

export default function AssessmentFormPage() {
  return (
    <>
      <PageMeta title="AssessmentForm" description="AssessmentForm" />
      <PageHero title="AssessmentForm" />
    </>
  );
}
