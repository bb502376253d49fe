import { PageHero } from '@agency/design-system';
import { PageMeta } from '../../app/PageMeta';

export default function LoginPage() {
  return (
    <>
      <PageMeta title="Login" description="Login" />
      <PageHero title="Login" />
    </>
  );
}
