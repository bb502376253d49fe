import {
  Alert,
  Button,
  Container,
  FormCard,
  Grid,
  PageHero,
  Section,
  SelectField,
  Stack,
  TextAreaField,
  TextField,
  useReducedMotion,
} from '@agency/design-system';
import { useRef } from 'react';
import type { MetaFunction } from '../../app/meta';
import { booking, type BookingFieldName } from '../../content/booking';
import { useSendForm } from '../../forms/useSendForm';
import type { FormRules } from '../../forms/validation';
import { useEmailSender } from '../../integrations/email';
import { ContentIcon } from '../../ui/icons/ContentIcon';
import { BookingNextSteps } from './BookingNextSteps';
import { BookingServices } from './BookingServices';
import { BookingThankYou } from './BookingThankYou';

const { hero, form } = booking;

export const meta: MetaFunction = () => ({ title: hero.eyebrow ?? hero.title, description: hero.subtitle });

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
      <PageHero eyebrow={hero.eyebrow} title={hero.title} subtitle={hero.subtitle} />
      <BookingServices selected={values.service} onSelect={selectService} />

      <Section spacing="md" surface="sunken">
        <Container>
          <Grid columns={{ base: 1, lg: 2 }} gap="10">
            <div>
              {status === 'sent' ? (
                <BookingThankYou id={form.id} ref={formCard} onRestart={restart} />
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

            <BookingNextSteps />
          </Grid>
        </Container>
      </Section>
    </>
  );
}
