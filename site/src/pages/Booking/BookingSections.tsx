import {
  Button,
  Card,
  ContactInfoList,
  Container,
  Grid,
  Inline,
  Section,
  SectionHeading,
  Stack,
  StepList,
  SuccessPanel,
} from '@agency/design-system';
import { ServiceOptionCard } from '@agency/site-sections';
import type { Ref } from 'react';
import { bookingSections, bookingServices } from '../../content/bookingSections';
import { ContentIcon } from '../../ui/icons/glyphs/booking';

/*
 * What the booking page leaves for after the splash (see `BookingPage`), in one module: the sections
 * around its form, with their content and icons; the hero and the form's glyphs, which the page keeps
 * as prerendered until then; and what shows only once the visitor has submitted the form: its
 * messages and its thank-you view.
 */

export { Alert, PageHero } from '@agency/design-system';
export { ContentIcon };

const { servicesSection, stepsHeading, contactBlock, thankYou } = bookingSections;

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
                featuresLabel={servicesSection.features}
                features={service.features}
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

const steps = bookingSections.steps.map((step) => ({
  title: step.title,
  description: step.description,
  icon: <ContentIcon name={step.icon} />,
}));

const contactItems = [
  {
    icon: <ContentIcon name="mail" contained="subtle" size="md" />,
    label: contactBlock.emailLabel,
    value: contactBlock.email.label,
    href: contactBlock.email.href,
  },
  {
    icon: <ContentIcon name="phone" contained="subtle" size="md" />,
    label: contactBlock.phoneLabel,
    value: contactBlock.phone.label,
    href: contactBlock.phone.href,
  },
];

/** Beside the form: the three-step flow and the contact block. */
export function BookingNextSteps() {
  return (
    <Stack gap="10">
      <Stack gap="6" as="section" aria-labelledby="booking-steps-title">
        <SectionHeading titleId="booking-steps-title" title={stepsHeading} size="sm" />
        <StepList items={steps} titleAs="h3" />
      </Stack>
      {/* A plain wrapper: the card keeps its own height instead of filling the column. */}
      <div>
        <Card
          as="section"
          title={contactBlock.heading}
          titleAs="h2"
          footer={
            <Inline gap="4">
              <Button href={contactBlock.viewPricing.href} variant="secondary">
                {contactBlock.viewPricing.label}
              </Button>
              <Button href={contactBlock.seePortfolio.href} variant="link" iconEnd={<ContentIcon name="arrow-right" />}>
                {contactBlock.seePortfolio.label}
              </Button>
            </Inline>
          }
        >
          <p>{contactBlock.text}</p>
          <ContactInfoList items={contactItems} />
        </Card>
      </div>
    </Stack>
  );
}

export interface BookingThankYouProps {
  /** The form's anchor: 'Select Service' scrolls here, whichever of the two shows. */
  id: string;
  ref: Ref<HTMLElement>;
  /** Back to the (cleared) form. */
  onRestart(): void;
}

/** Replaces the form once the request is sent; its button brings the form back. */
export function BookingThankYou({ id, ref, onRestart }: BookingThankYouProps) {
  return (
    <SuccessPanel
      id={id}
      ref={ref}
      title={thankYou.title}
      focusOnMount
      action={<Button onClick={onRestart}>{thankYou.action}</Button>}
    >
      {thankYou.message}
    </SuccessPanel>
  );
}
