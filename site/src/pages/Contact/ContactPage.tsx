import { Button, Container, FormCard, Grid, Section, Stack, TextAreaField, TextField } from '@agency/design-system';
import { Suspense } from 'react';
import { deferredUntilUncovered } from '../../app/deferred';
import { PageMeta } from '../../app/PageMeta';
import { DeferredSlot, partsReady, prerenderedSlot, useWholePageOnNavigation } from '../../app/prerenderedPart';
import { contactForm, type ContactFieldName } from '../../content/contactForm';
import { useSendForm } from '../../forms/useSendForm';
import type { FormRules } from '../../forms/validation';
import { useEmailSender } from '../../integrations/email';

const { hero, form } = contactForm;

// The first view is the form: the rest loads once the splash has uncovered the page, and what the
// server rendered of it stays as it is until then (see `DeferredSlot`).
const sections = () => import('./ContactSections');
const PageHero = deferredUntilUncovered(async () => ({ default: (await sections()).PageHero }));
const ContactDetails = deferredUntilUncovered(async () => ({ default: (await sections()).ContactDetails }));
const ContentIcon = deferredUntilUncovered(async () => ({ default: (await sections()).ContentIcon }));
// Shown only after a submit.
const Alert = deferredUntilUncovered(async () => ({ default: (await sections()).Alert }));
const ContactSent = deferredUntilUncovered(async () => ({ default: (await sections()).ContactSent }));
const ready = partsReady(PageHero, ContactDetails, ContentIcon, Alert, ContactSent);

const heroSlot = prerenderedSlot('contact-hero');
const detailsSlot = prerenderedSlot('contact-details');
const submitIconSlot = prerenderedSlot('contact-submit-icon');

const rules: FormRules<ContactFieldName> = {
  name: { required: true },
  email: { required: true, email: true },
  message: { required: true },
};

/** Contact (spec section 2): hero, contact details and the contact form with its states (section 4). */
export default function ContactPage() {
  useWholePageOnNavigation(ready);
  const email = useEmailSender();
  const { summaryId, fieldProps, problems, status, missingRequired, sendFailed, submitRef, summaryRef, handleSubmit } =
    useSendForm<ContactFieldName>({
      storageKey: 'draft:contact',
      rules,
      send: async (values) => {
        const receipt = await email.send('contact', values);
        console.info('Contact message sent', receipt.status, receipt.text);
      },
      onError: (error) => console.error('Contact form: sending failed', error),
    });

  const field = (name: ContactFieldName) => ({ ...form.fields[name], ...fieldProps(name) });

  return (
    <>
      <PageMeta title={hero.eyebrow ?? hero.title} description={hero.subtitle} />
      <DeferredSlot slot={heroSlot}>
        <PageHero eyebrow={hero.eyebrow} title={hero.title} subtitle={hero.subtitle} />
      </DeferredSlot>
      <Section spacing="md">
        <Container>
          <Grid columns={{ base: 1, lg: 2 }} gap="10">
            <DeferredSlot slot={detailsSlot}>
              <ContactDetails />
            </DeferredSlot>
            {status === 'sent' ? (
              <Suspense>
                <ContactSent />
              </Suspense>
            ) : (
              <FormCard title={form.heading}>
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
                    <TextAreaField {...field('message')} rows={6} />
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
          </Grid>
        </Container>
      </Section>
    </>
  );
}
