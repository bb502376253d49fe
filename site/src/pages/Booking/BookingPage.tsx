import { Container, Grid, PageHero, Section } from '@agency/design-system';
import { lazy, Suspense, useState } from 'react';
import type { MetaFunction } from '../routeModule';
import { booking } from '../../content/booking';
import { BookingNextSteps } from './BookingNextSteps';
import type { ServiceRequest } from '../../forms/BookingForm';
import { BookingServices } from './BookingServices';

const { hero } = booking;

export const meta: MetaFunction = () => ({ title: hero.eyebrow ?? hero.title, description: hero.subtitle });

/** The form is loaded after the first view: its react-hook-form code is not in the page's first JavaScript. */
const BookingForm = lazy(() => import('../../forms/BookingForm'));

/**
 * Service booking: hero, five service cards whose 'Select Service' pre-fills the
 * form, the booking form with the 24-hour promise, the three-step flow, the contact block and the
 * thank-you view.
 */
export default function BookingPage() {
  const [serviceRequest, setServiceRequest] = useState<ServiceRequest>();
  const [selected, setSelected] = useState('');

  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} subtitle={hero.subtitle} />
      <BookingServices selected={selected} onSelect={(title) => setServiceRequest({ title })} />

      <Section spacing="md" surface="sunken">
        <Container>
          <Grid columns={{ base: 1, lg: 2 }} gap="10">
            <div>
              <Suspense>
                <BookingForm serviceRequest={serviceRequest} onServiceChange={setSelected} />
              </Suspense>
            </div>

            <BookingNextSteps />
          </Grid>
        </Container>
      </Section>
    </>
  );
}
