import { PageHero } from '@agency/design-system';
import { PageMeta } from '../../app/PageMeta';

export default function ContactPage() {
  return (
    <>
      <PageMeta title="Contact" description="Contact" />
      <PageHero title="Contact" />
    </>
  );
}
