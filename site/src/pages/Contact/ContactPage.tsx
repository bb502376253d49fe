import {
  Alert,
  Button,
  ContactInfoList,
  Container,
  FormCard,
  Grid,
  PageHero,
  Section,
  SectionHeading,
  Stack,
  SuccessPanel,
  TextAreaField,
  TextField,
} from '@agency/design-system';
import type { MetaFunction } from '../../app/meta';
import { contact, type ContactFieldName } from '../../content/contact';
import { useSendForm } from '../../forms/useSendForm';
import type { FormRules } from '../../forms/validation';
import { useEmailSender } from '../../integrations/email';
import { ContentIcon } from '../../ui/icons/ContentIcon';

const { hero, form, success } = contact;

export const meta: MetaFunction = () => ({ title: hero.eyebrow ?? hero.title, description: hero.subtitle });

const rules: FormRules<ContactFieldName> = {
  name: { required: true },
  email: { required: true, email: true },
  message: { required: true },
};

const details = contact.details.map((detail) => ({
  icon: <ContentIcon name={detail.icon} contained="subtle" size="md" />,
  label: detail.label,
  value: detail.lines,
  href: detail.href,
  // The map opens on another site; mailto and tel hand over to an app.
  external: detail.href.startsWith('http'),
}));

/** The office address, e-mail and phone, beside the form (above it on narrow screens). */
function ContactDetails() {
  return (
    <Stack gap="8">
      <SectionHeading title={contact.detailsHeading} description={contact.detailsIntro} />
      <ContactInfoList items={details} />
    </Stack>
  );
}

/** Replaces the form once the message is sent; its button reloads the page. */
function ContactSent() {
  return (
    <SuccessPanel
      title={success.title}
      focusOnMount
      action={<Button onClick={() => window.location.reload()}>{success.action}</Button>}
    >
      {success.message}
    </SuccessPanel>
  );
}

/** Contact (spec section 2): hero, contact details and the contact form with its states (section 4). */
export default function ContactPage() {
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
      <PageHero eyebrow={hero.eyebrow} title={hero.title} subtitle={hero.subtitle} />
      <Section spacing="md">
        <Container>
          <Grid columns={{ base: 1, lg: 2 }} gap="10">
            <ContactDetails />
            {status === 'sent' ? (
              <ContactSent />
            ) : (
              <FormCard title={form.heading}>
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
                    <TextAreaField {...field('message')} rows={6} />
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
          </Grid>
        </Container>
      </Section>
    </>
  );
}
