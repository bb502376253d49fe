import {
  Button,
  Container,
  FormCard,
  Grid,
  Section,
  SelectField,
  Stack,
  TextAreaField,
  TextField,
  useReducedMotion,
} from '@agency/design-system';
import { Suspense, useRef } from 'react';
import { deferredUntilUncovered } from '../../app/deferred';
import { PageMeta } from '../../app/PageMeta';
import { DeferredSlot, partsReady, prerenderedSlot, useWholePageOnNavigation } from '../../app/prerenderedPart';
import { bookingForm, type BookingFieldName } from '../../content/bookingForm';
import { useSendForm } from '../../forms/useSendForm';
import type { FormRules } from '../../forms/validation';
import { useEmailSender } from '../../integrations/email';

const { hero, form } = bookingForm;

// The first view is the form: the rest loads once the splash has uncovered the page, and what the
// server rendered of it stays as it is until then (see `DeferredSlot`).
const sections = () => import('./BookingSections');
const PageHero = deferredUntilUncovered(async () => ({ default: (await sections()).PageHero }));
const BookingServices = deferredUntilUncovered(async () => ({ default: (await sections()).BookingServices }));
const BookingNextSteps = deferredUntilUncovered(async () => ({ default: (await sections()).BookingNextSteps }));
const ContentIcon = deferredUntilUncovered(async () => ({ default: (await sections()).ContentIcon }));
// Shown only after a submit.
const Alert = deferredUntilUncovered(async () => ({ default: (await sections()).Alert }));
const BookingThankYou = deferredUntilUncovered(async () => ({ default: (await sections()).BookingThankYou }));
const ready = partsReady(PageHero, BookingServices, BookingNextSteps, ContentIcon, Alert, BookingThankYou);

const heroSlot = prerenderedSlot('booking-hero');
const servicesSlot = prerenderedSlot('booking-services');
const nextStepsSlot = prerenderedSlot('booking-next-steps');
const noteIconSlot = prerenderedSlot('booking-note-icon');
const submitIconSlot = prerenderedSlot('booking-submit-icon');

const rules: FormRules<BookingFieldName> = {
  name: { required: true },
  email: { required: true, email: true },
  service: { required: true },
  message: {},
};

/**
 * Service booking (spec section 2): hero, five service cards whose 'Select Service' pre-fills the
 * form, the booking form with the 24-hour promise, the three-step flow, the contact block and the
 * thank-you view.
 */
export default function BookingPage() {
  useWholePageOnNavigation(ready);
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
      <DeferredSlot slot={heroSlot}>
        <PageHero eyebrow={hero.eyebrow} title={hero.title} subtitle={hero.subtitle} />
      </DeferredSlot>
      <DeferredSlot slot={servicesSlot}>
        <BookingServices selected={values.service} onSelect={selectService} />
      </DeferredSlot>

      <Section spacing="md" surface="sunken">
        <Container>
          <Grid columns={{ base: 1, lg: 2 }} gap="10">
            <div>
              {status === 'sent' ? (
                <Suspense>
                  <BookingThankYou id={form.id} ref={formCard} onRestart={restart} />
                </Suspense>
              ) : (
                <FormCard
                  id={form.id}
                  ref={formCard}
                  title={form.heading}
                  note={form.responsePromise}
                  noteIcon={
                    <DeferredSlot slot={noteIconSlot} as="span">
                      <ContentIcon name="clock" size="sm" />
                    </DeferredSlot>
                  }
                >
                  <form noValidate onSubmit={handleSubmit}>
                    <Stack gap="5">
                      {missingRequired && (
                        <Suspense>
                          <Alert tone="danger" id={summaryId} ref={summaryRef}>
                            {form.requiredError}
                          </Alert>
                        </Suspense>
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
                      {sendFailed && (
                        <Suspense>
                          <Alert tone="danger">{form.sendError}</Alert>
                        </Suspense>
                      )}
                      <div>
                        <Button
                          type="submit"
                          size="lg"
                          ref={submitRef}
                          busy={status === 'sending'}
                          busyLabel={form.sending}
                          iconStart={
                            <DeferredSlot slot={submitIconSlot} as="span">
                              <ContentIcon name="send" />
                            </DeferredSlot>
                          }
                        >
                          {form.submit}
                        </Button>
                      </div>
                    </Stack>
                  </form>
                </FormCard>
              )}
            </div>

            <DeferredSlot slot={nextStepsSlot}>
              <BookingNextSteps />
            </DeferredSlot>
          </Grid>
        </Container>
      </Section>
    </>
  );
}
