import type { Path, UseFormReturn } from 'react-hook-form';
import { useEmailSender, type EmailParams } from '../integrations/email';
import type { MessageForm } from './messageFormState';
import { useMessageForm } from './useMessageForm';

/** The forms that send a message, and what the console says of their sends. */
const logs = {
  contact: { sent: 'Contact message sent', failed: 'Contact form: sending failed' },
  booking: { sent: 'Booking request sent', failed: 'Booking form: sending failed' },
} as const;

/**
 * A message form that sends through the site's e-mail provider: its draft is `draft:<name>`, its
 * values go out as the form's template parameters, and each send is logged.
 */
export function useEmailMessageForm<K extends keyof typeof logs>(
  name: K,
  form: UseFormReturn<EmailParams[K]>,
  fields: readonly (keyof EmailParams[K] & string)[],
  keepAfterSend?: readonly (keyof EmailParams[K] & string)[],
): MessageForm<Path<EmailParams[K]>> {
  const email = useEmailSender();
  return useMessageForm(form, {
    name,
    fields,
    send: async (values, message) => {
      const receipt = await email.send(name, values, message);
      console.info(logs[name].sent, receipt.status, receipt.text);
    },
    onError: (error) => console.error(logs[name].failed, error),
    keepAfterSend,
  });
}
