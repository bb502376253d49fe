import { Button, FormCard, SuccessPanel } from '@agency/design-system';
import { contact, type ContactFieldName } from '../../content/contact';
import { MessageForm } from '../../forms/MessageForm';
import { useMessageForm } from '../../forms/useMessageForm';
import { useEmailSender } from '../../integrations/email';
import { ContentIcon } from '../../ui/icons/ContentIcon';

const { form, success } = contact;

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

const fields = ['name', 'email', 'message'] as const satisfies readonly ContactFieldName[];

/**
 * The contact form with its states (spec section 4), on react-hook-form: a part of its own, loaded
 * after the first view (the page's HTML shows the form until it hydrates).
 */
export default function ContactForm() {
  const email = useEmailSender();
  const messageForm = useMessageForm<ContactFieldName>({
    storageKey: 'draft:contact',
    fields,
    send: async (values, message) => {
      const receipt = await email.send('contact', values, message);
      console.info('Contact message sent', receipt.status, receipt.text);
    },
    onError: (error) => console.error('Contact form: sending failed', error),
  });

  if (messageForm.status === 'sent') return <ContactSent />;
  return (
    <FormCard title={form.heading}>
      <MessageForm state={messageForm} text={form} messageRows={6} submitIcon={<ContentIcon name="send" />} />
    </FormCard>
  );
}
