import { useEmailSender, type EmailParams } from '../integrations/email';
import { useMessageForm, type MessageForm } from './useMessageForm';

/** The forms that send a message, and what the console says of their sends (the spec logs them). */
const logs = {
  contact: { sent: 'Contact message sent', failed: 'Contact form: sending failed' },
  booking: { sent: 'Booking request sent', failed: 'Booking form: sending failed' },
} as const;

/**
 * A message form that sends through the site's e-mail provider: its draft is `draft:<form>`, its
 * values go out as the form's template parameters, and each send is logged.
 */
export function useEmailMessageForm<F extends keyof EmailParams[K] & string, K extends keyof typeof logs>(
  form: K,
  fields: readonly F[],
  keepAfterSend?: readonly F[],
): MessageForm<F> {
  const email = useEmailSender();
  return useMessageForm<F>({
    storageKey: `draft:${form}`,
    fields,
    send: async (values, message) => {
      const receipt = await email.send(form, values as unknown as EmailParams[K], message);
      console.info(logs[form].sent, receipt.status, receipt.text);
    },
    onError: (error) => console.error(logs[form].failed, error),
    keepAfterSend,
  });
}
