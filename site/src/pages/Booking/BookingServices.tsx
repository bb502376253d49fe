import { Container, Grid, Section, SectionHeading, Stack } from '@agency/design-system';
import { ServiceOptionCard } from '@agency/site-sections';
import { booking, bookingServices } from '../../content/booking';
import { ContentIcon } from '../../ui/icons/ContentIcon';

const { servicesSection } = booking;

export interface BookingServicesProps {
  /** The service the form holds ('' for none): its card shows as selected. */
  selected: string;
  /** Pre-fills the form with a service and brings the form into view. */
  onSelect(title: string): void;
}

/** Above the form: the five service cards, each with 'Select Service', which pre-fills the form. */
export function BookingServices({ selected, onSelect }: BookingServicesProps) {
  return (
    <Section spacing="md" aria-labelledby="booking-services-title">
      <Container>
        <Stack gap="10">
          <SectionHeading
            titleId="booking-services-title"
            title={servicesSection.heading}
            description={servicesSection.intro}
            align="center"
          />
          <Grid columns={{ base: 1, md: 2, lg: 3 }} gap="6">
            {bookingServices.map((service) => (
              <ServiceOptionCard
                key={service.title}
                title={service.title}
                icon={<ContentIcon name={service.icon} contained="gradient" size="lg" />}
                description={service.description}
                features={{ label: servicesSection.features, items: service.features }}
                actionLabel={servicesSection.select}
                onSelect={() => onSelect(service.title)}
                selected={selected === service.title}
                selectedLabel={servicesSection.selected}
              />
            ))}
          </Grid>
        </Stack>
      </Container>
    </Section>
  );
}
