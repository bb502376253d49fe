import { PageHero } from '@agency/design-system';
import type { MetaFunction } from '../routeModule';
import { booking } from '../../content/booking';
import { Island } from '../../islands/Island';

const { hero } = booking;

export const meta: MetaFunction = () => ({ title: hero.eyebrow ?? hero.title, description: hero.subtitle });

/**
 * Service booking: hero, five service cards whose 'Select Service' pre-fills the
 * form, the booking form with the 24-hour promise, the three-step flow, the contact block and the
 * thank-you view (an island from the cards down).
 */
export default function BookingPage() {
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} subtitle={hero.subtitle} />
      <Island name="Booking" props={{}} when="interaction" />
    </>
  );
}
