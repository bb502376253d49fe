import { AutoHeight, Button, FormCard, Presence, SuccessPanel } from '@agency/design-system';
import { useEffect, useEffectEvent, useSyncExternalStore } from 'react';
import { contact } from '../content/contact';
import { registrationMessage, registrationSlug } from '../content/events';
import { ContentIcon } from '../ui/icons/ContentIcon';
import { MessageForm } from './MessageForm';
import { useMessageForm } from './useMessageForm';

const { form: text, success } = contact;

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

const subscribeToNothing = () => () => {};
const eventParam = () => registrationSlug(window.location.search);
const noEventWhilePrerendering = () => null;

/**
 * The contact form with its states, on react-hook-form: a part of its own, loaded after the first
 * view (the page's HTML shows the form until it hydrates). Opened from an event's 'Register Now', its
 * message names the event. Once sent, the form fades out, then
 * 'Message Sent!' fades in and takes focus; the height in between glides.
 */
export default function ContactForm() {
  const messageForm = useMessageForm('contact');
  const { form } = messageForm;
  const sent = messageForm.status === 'sent';

  // An event's 'Register Now' (`?event=<slug>`) starts the message, unless a draft already holds one.
  const registration = registrationMessage(
    useSyncExternalStore(subscribeToNothing, eventParam, noEventWhilePrerendering),
  );
  const startMessage = useEffectEvent((message: string) => {
    if (form.getValues('message') === '') form.setValue('message', message);
  });
  useEffect(() => {
    if (registration) startMessage(registration);
  }, [registration]);

  return (
    <AutoHeight>
      <Presence view={sent ? 'sent' : 'form'}>
        {sent ? (
          <ContactSent />
        ) : (
          <FormCard title={text.heading}>
            <MessageForm state={messageForm} text={text} messageRows={6} submitIcon={<ContentIcon name="send" />} />
          </FormCard>
        )}
      </Presence>
    </AutoHeight>
  );
}
