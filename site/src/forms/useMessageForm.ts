import { useEffect, useRef } from 'react';
import { forms, type FieldName, type FormValues, type MessageFormName } from '../content/forms';
import { useEmailSender } from '../integrations/email';
import { gotNoAnswer } from '../integrations/email/types';
import { isOnline, newMessageKey, type OutboxEntry } from '../outbox/outbox';
import { clearDraft, draftKey as draftKeyOf, sessionDraftStorage } from './draft';
import { formLog } from './formLog';
import { honeypotFilled } from './honeypot';
import { reconnect, type MessageForm } from './messageFormState';
import { trimmed } from './rules';
import { useDraft } from './useDraft';
import { useOutbox } from './useOutbox';
import { useSiteForm } from './useSiteForm';

/** A message the visitor has just sent: a new key, the values as they are sent, and when. */
const newMessage = <V extends Record<string, string>>(values: V): OutboxEntry<V> => ({
  key: newMessageKey(),
  values: trimmed(values),
  queuedAt: Date.now(),
});

/**
 * A message form (see `content/forms`): the site's form (`useSiteForm`) with its draft and the outbox.
 * It sends through the site's e-mail provider with the form's template; a lost connection or a closed
 * tab never loses a message, and it arrives once.
 */
export function useMessageForm<F extends MessageFormName>(name: F): MessageForm<F> {
  type Values = FormValues<F>;
  const email = useEmailSender();
  const log = formLog(name);
  const siteForm = useSiteForm(name, {
    submit: async (values, element) => {
      if (outbox.held) return false;
      // A bot filled the field people never see: it is shown the thank-you, and nothing is sent.
      if (honeypotFilled(element)) {
        clearDraft(sessionDraftStorage(), draftKey);
        return false;
      }
      return deliver(newMessage(values), false);
    },
  });
  const { form, submitting, fail, backToEditing, focusField } = siteForm;
  const fields = forms[name].fields as readonly FieldName<F>[];
  const draftKey = draftKeyOf(name);
  useDraft(form, draftKey, fields);
  const retry = useRef<number | undefined>(undefined); // the next try of a message that got no answer
  useEffect(() => () => window.clearTimeout(retry.current), []);

  const send = async (values: Values, key: string, repeat: boolean) => {
    const receipt = await email.send(name, values as never, { key, repeat });
    console.info(log.sent, receipt.status, receipt.text);
  };

  /** Sends a kept message, inside the form's submit; true when the provider accepted it. */
  const deliver = async (entry: OutboxEntry<Values>, repeat: boolean, tries = 0): Promise<boolean> => {
    window.clearTimeout(retry.current);
    const offline = !isOnline();
    const kept = await (repeat ? outbox.mark : outbox.keep)(entry, offline);
    if (offline) return false;
    try {
      await outbox.deliver(entry, kept, () => send(entry.values, entry.key, repeat));
    } catch (error) {
      // The connection went during the send, or is back but carries nothing yet: the message waits.
      const lost = !isOnline();
      if (lost || (tries > 1 && gotNoAnswer(error))) {
        await outbox.mark(entry, true);
        if (!lost) retry.current = window.setTimeout(() => resend(entry, tries - 1), reconnect.retryMs);
        return false;
      }
      void outbox.drop(entry);
      console.error(log.failed, error);
      fail();
      return false;
    }
    return sent();
  };

  /** The message has gone (sent here, or by another tab or the service worker): nothing is kept. */
  const sent = () => {
    window.clearTimeout(retry.current);
    outbox.forget();
    clearDraft(sessionDraftStorage(), draftKey);
    return true;
  };

  /** The kept message again, with its key: not a new message, so the rate limit does not refuse it. */
  const resend = (entry: OutboxEntry<Values>, tries = 1) => submitting(() => deliver(entry, true, tries));
  const outbox = useOutbox<Values>(name, fields, {
    // Back online: the waiting message goes out by itself.
    onOnline: (entry) => resend(entry, reconnect.tries),
    // Another tab or the service worker sent this page's waiting message: the form confirms it.
    onSent: () => submitting(async () => sent()),
    // A message from an earlier visit or another tab shows in the form, unless the visitor is writing one.
    onFound: ({ values }) => {
      const current = form.getValues();
      if (fields.every((field) => current[field] === '')) form.reset(values, { keepDefaultValues: true });
    },
  });

  return {
    ...siteForm,
    status: outbox.held?.mode ?? siteForm.status,
    sendOffered() {
      if (outbox.held) resend(outbox.held.entry);
    },
    discard() {
      window.clearTimeout(retry.current);
      void outbox.drop(outbox.held?.entry);
      backToEditing();
    },
    restart() {
      backToEditing();
      // The form comes back once the confirmation has gone (after its exit): focus waits for it.
      const first = fields[0];
      if (first !== undefined) requestAnimationFrame(() => focusField(first));
    },
  };
}
