import { PageHero } from '@agency/design-system';
import { PageMeta } from '../../app/PageMeta';

export default function BookingPage() {
  return (
    <>
      <PageMeta title="Booking" description="Booking" />
      <PageHero title="Booking" />
    </>
  );
}
