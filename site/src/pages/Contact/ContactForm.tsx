import { AutoHeight, Button, FormCard, Presence, SuccessPanel } from '@agency/design-system';
import { contact, type ContactFieldName } from '../../content/contact';
import { MessageForm } from '../../forms/MessageForm';
import { useEmailMessageForm } from '../../forms/useEmailMessageForm';
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
 * after the first view (the page's HTML shows the form until it hydrates). Once sent, the form fades
 * out, then 'Message Sent!' fades in and takes focus; the height in between glides.
 */
export default function ContactForm() {
  const messageForm = useEmailMessageForm('contact', fields);
  const sent = messageForm.status === 'sent';

  return (
    <AutoHeight>
      <Presence view={sent ? 'sent' : 'form'}>
        {sent ? (
          <ContactSent />
        ) : (
          <FormCard title={form.heading}>
            <MessageForm state={messageForm} text={form} messageRows={6} submitIcon={<ContentIcon name="send" />} />
          </FormCard>
        )}
      </Presence>
    </AutoHeight>
  );
}
