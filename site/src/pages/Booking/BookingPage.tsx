import {
  Alert,
  Button,
  Card,
  ContactInfoList,
  Container,
  FormCard,
  Grid,
  Inline,
  PageHero,
  Section,
  SectionHeading,
  SelectField,
  ServiceOptionCard,
  Stack,
  StepList,
  SuccessPanel,
  TextAreaField,
  TextField,
  useReducedMotion,
} from '@agency/design-system';
import { useRef } from 'react';
import { PageMeta } from '../../app/PageMeta';
import { booking, bookingServices, type BookingFieldName } from '../../content/bookingServices';
import { useSendForm } from '../../forms/useSendForm';
import type { FormRules } from '../../forms/validation';
import { useEmailSender } from '../../integrations/email';
import { ContentIcon } from '../../ui/icons/glyphs/booking';

const { hero, servicesSection, form, contactBlock, thankYou } = booking;

const rules: FormRules<BookingFieldName> = {
  name: { required: true },
  email: { required: true, email: true },
  service: { required: true },
  message: {},
};

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

/**
 * Service booking (spec section 2): hero, five service cards whose 'Select Service' pre-fills the
 * form, the booking form with the 24-hour promise, the three-step flow, the contact block and the
 * thank-you view.
 */
export default function BookingPage() {
  const email = useEmailSender();
  const reducedMotion = useReducedMotion();
  const formCard = useRef<HTMLElement | null>(null);
  const {
    values,
    summaryId,
    fieldProps,
    problems,
    status,
    missingRequired,
    sendFailed,
    setValue,
    submitRef,
    summaryRef,
    handleSubmit,
    restart,
    focusField,
  } = useSendForm<BookingFieldName>({
    storageKey: 'draft:booking',
    rules,
    send: async (values) => {
      const receipt = await email.send('booking', values);
      console.info('Booking request sent', receipt.status, receipt.text);
    },
    onError: (error) => console.error('Booking form: sending failed', error),
    // After a successful request the values are cleared, except the service (spec section 4).
    keepAfterSend: ['service'],
  });

  const selectService = (title: string) => {
    if (status === 'sent') restart();
    setValue('service', title);
    // Wait for the form to render (it may be coming back from the thank-you view), then bring it in.
    requestAnimationFrame(() => {
      formCard.current?.scrollIntoView({ behavior: reducedMotion ? 'instant' : 'smooth', block: 'start' });
      // Focus confirms the choice to screen readers ("Service, Web Development") without a second jump.
      focusField('service', { preventScroll: true });
    });
  };

  const field = (name: BookingFieldName) => ({ ...form.fields[name], ...fieldProps(name) });

  return (
    <>
      <PageMeta title={hero.eyebrow ?? hero.title} description={hero.subtitle} />
      <PageHero eyebrow={hero.eyebrow} title={hero.title} subtitle={hero.subtitle} />

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
                  onSelect={() => selectService(service.title)}
                  selected={values.service === service.title}
                  selectedLabel={servicesSection.selected}
                />
              ))}
            </Grid>
          </Stack>
        </Container>
      </Section>

      <Section spacing="md" tone="sunken">
        <Container>
          <Grid columns={{ base: 1, lg: 2 }} gap="10">
            <div>
              {status === 'sent' ? (
                <SuccessPanel
                  id={form.id}
                  ref={formCard}
                  title={thankYou.title}
                  focusOnMount
                  action={<Button onClick={restart}>{thankYou.action}</Button>}
                >
                  {thankYou.message}
                </SuccessPanel>
              ) : (
                <FormCard
                  id={form.id}
                  ref={formCard}
                  title={form.heading}
                  note={form.responsePromise}
                  noteIcon={<ContentIcon name="clock" size="sm" />}
                >
                  <form noValidate onSubmit={handleSubmit}>
                    <Stack gap="5">
                      {missingRequired && (
                        <Alert tone="danger" id={summaryId} ref={summaryRef}>
                          {form.requiredError}
                        </Alert>
                      )}
                      <TextField {...field('name')} />
                      <TextField
                        {...field('email')}
                        type="email"
                        inputMode="email"
                        spellCheck={false}
                        error={problems.email === 'email' ? form.invalidEmailError : undefined}
                      />
                      <SelectField
                        {...field('service')}
                        placeholder={form.servicePlaceholder}
                        options={form.serviceOptions}
                      />
                      <TextAreaField {...field('message')} rows={5} />
                      {sendFailed && <Alert tone="danger">{form.sendError}</Alert>}
                      <div>
                        <Button
                          type="submit"
                          size="lg"
                          ref={submitRef}
                          busy={status === 'sending'}
                          busyLabel={form.sending}
                          iconStart={<ContentIcon name="send" />}
                        >
                          {form.submit}
                        </Button>
                      </div>
                    </Stack>
                  </form>
                </FormCard>
              )}
            </div>

            <Stack gap="10">
              <Stack gap="6" as="section" aria-labelledby="booking-steps-title">
                <SectionHeading titleId="booking-steps-title" title={booking.stepsHeading} size="sm" />
                <StepList steps={steps} />
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
                      <Button
                        href={contactBlock.seePortfolio.href}
                        variant="link"
                        iconEnd={<ContentIcon name="arrow-right" />}
                      >
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
          </Grid>
        </Container>
      </Section>
    </>
  );
}
