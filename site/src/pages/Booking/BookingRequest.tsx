import { Container, Grid, Section } from '@agency/design-system';
import { useState } from 'react';
import BookingForm, { type ServiceRequest } from '../../forms/BookingForm';
import { BookingNextSteps } from './BookingNextSteps';
import { BookingServices } from './BookingServices';

/**
 * The five service cards, whose 'Select Service' pre-fills the form, and the booking form with the
 * three-step flow beside it: one island, as the cards and the form share the chosen service.
 */
export function BookingRequest() {
  const [serviceRequest, setServiceRequest] = useState<ServiceRequest>();
  const [selected, setSelected] = useState('');
  return (
    <>
      <BookingServices selected={selected} onSelect={(title) => setServiceRequest({ title })} />
      <Section spacing="md" surface="sunken">
        <Container>
          <Grid columns={{ base: 1, lg: 2 }} gap="10">
            <div>
              <BookingForm serviceRequest={serviceRequest} onServiceChange={setSelected} />
            </div>
            <BookingNextSteps />
          </Grid>
        </Container>
      </Section>
    </>
  );
}
