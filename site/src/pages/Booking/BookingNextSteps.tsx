import { Button, Card, ContactInfoList, Inline, SectionHeading, Stack, StepList } from '@agency/design-system';
import { booking } from '../../content/booking';
import { ContentIcon } from '../../ui/icons/ContentIcon';

const { stepsHeading, contactBlock } = booking;

const steps = booking.steps.map((step) => ({
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
        <Card.Root as="section">
          <Card.Content>
            <Card.Header>
              <Card.Title as="h2">{contactBlock.heading}</Card.Title>
            </Card.Header>
            <Card.Body>
              <p>{contactBlock.text}</p>
              <ContactInfoList items={contactItems} />
            </Card.Body>
            <Card.Footer>
              <Inline gap="4">
                <Button href={contactBlock.viewPricing.href} variant="secondary">
                  {contactBlock.viewPricing.label}
                </Button>
                <Button
                  href={contactBlock.seePortfolio.href}
                  variant="link"
                  iconEnd={<ContentIcon name="arrow-right" />}
                >
                  {contactBlock.seePortfolio.label}
                </Button>
              </Inline>
            </Card.Footer>
          </Card.Content>
        </Card.Root>
      </div>
    </Stack>
  );
}
