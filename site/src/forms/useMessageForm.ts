import { useEffect, useId, useRef, type FormEvent } from 'react';
import type { Path, UseFormReturn } from 'react-hook-form';
import { gotNoAnswer } from '../integrations/email/types';
import { clearDraft, draftKey as draftKeyOf, sessionDraftStorage } from './draft';
import { honeypotFilled } from './honeypot';
import { isOnline, newMessageKey, type OutboxEntry } from '../outbox/outbox';
import { hasMissingRequired, trimmed } from './rules';
import { reconnect, type MessageForm, type MessageFormOptions, type MessageFormStatus } from './messageFormState';
import { useDraft } from './useDraft';
import { useFieldFocus } from './useFieldFocus';
import { useOnEdit } from './useOnEdit';
import { useOutbox } from './useOutbox';
import { useSubmitOnce } from './useSubmitOnce';

/**
 * A message form on a react-hook-form `form` (made with `formOptions`; the send failure is its root
 * error, its submit state is the busy and sent states), with a draft, the outbox (a lost connection or
 * a closed tab never loses a message, and it arrives once), one submit at a time and focus where needed.
 */
export function useMessageForm<V extends Record<string, string>>(
  form: UseFormReturn<V>,
  { name, fields, send, onError, keepAfterSend = [] }: MessageFormOptions<V>,
): MessageForm<Path<V>> {
  const { reset, clearErrors, getValues, getFieldState, setError, handleSubmit, register, formState } = form;
  const summaryId = useId();
  const draftKey = draftKeyOf(name);
  useDraft(form, draftKey, fields);
  // Every edit clears the last submit's messages.
  useOnEdit(form, () => clearErrors());
  const { attachForm, focusField } = useFieldFocus(form, summaryId);
  const { submitOnce, submitRef, refocus } = useSubmitOnce();
  const retry = useRef<number | undefined>(undefined); // the next try of a message that got no answer
  useEffect(() => () => window.clearTimeout(retry.current), []);

  /** Sends a kept message, inside react-hook-form's submit; true when the provider accepted it. */
  const deliver = async (entry: OutboxEntry<V>, repeat: boolean, tries = 0): Promise<boolean> => {
    window.clearTimeout(retry.current);
    const offline = !isOnline();
    const kept = await (repeat ? outbox.mark : outbox.keep)(entry, offline);
    if (offline) return false;
    try {
      await outbox.deliver(entry, kept, () => send(entry.values, { key: entry.key, repeat }));
    } catch (error) {
      // The connection went during the send, or is back but carries nothing yet: the message waits.
      const lost = !isOnline();
      if (lost || (tries > 1 && gotNoAnswer(error))) {
        await outbox.mark(entry, true);
        if (!lost) retry.current = window.setTimeout(() => resend(entry, tries - 1), reconnect.retryMs);
        return false;
      }
      void outbox.drop(entry);
      onError(error);
      // The library's root error: the submit is unsuccessful, and the banner shows until the next edit.
      setError('root.send', { type: 'send' });
      refocus();
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

  /**
   * react-hook-form's submit around a send; if the message went out, the form empties but for the kept
   * fields, after the submit has ended (a reset during it cancels the submit's own state update).
   */
  const submitting = (run: (values: V) => Promise<boolean>, event?: FormEvent<HTMLFormElement>) =>
    submitOnce(async () => {
      let delivered = false;
      await handleSubmit(async (values) => {
        delivered = await run(values);
      })(event);
      if (!delivered) return;
      const blanks = Object.fromEntries(
        fields.filter((name) => !keepAfterSend.includes(name)).map((name) => [name, '']),
      );
      reset({ ...getValues(), ...blanks }, { keepDefaultValues: true, keepIsSubmitSuccessful: true });
    });

  /** The kept message again, with its key: not a new message, so the rate limit does not refuse it. */
  const resend = (entry: OutboxEntry<V>, tries = 1) => submitting(() => deliver(entry, true, tries));
  const outbox = useOutbox<V>(name, fields, {
    // Back online: the waiting message goes out by itself.
    onOnline: (entry) => resend(entry, reconnect.tries),
    // Another tab or the service worker sent this page's waiting message: the form confirms it.
    onSent: () => submitting(async () => sent()),
    // A message from an earlier visit or another tab shows in the form, unless the visitor is writing one.
    onFound: ({ values }) => {
      if (fields.every((field) => getValues()[field] === '')) reset(values, { keepDefaultValues: true });
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (outbox.held) return;
    const formElement = event.currentTarget;
    submitting(async (values) => {
      // A bot filled the field people never see: it is shown the thank-you, and nothing is sent.
      if (honeypotFilled(formElement)) {
        clearDraft(sessionDraftStorage(), draftKey);
        return false;
      }
      return deliver({ key: newMessageKey(), values: trimmed(values), queuedAt: Date.now() }, false);
    }, event);
  };

  /** Back to editing with every value kept (react-hook-form's submit state cleared). */
  const backToEditing = () => reset(undefined, { keepValues: true, keepDefaultValues: true });

  const problem = (name: Path<V>) => getFieldState(name, formState).error?.type;
  const { errors, isSubmitting, isSubmitSuccessful } = formState;
  const status: MessageFormStatus =
    outbox.held?.mode ?? (isSubmitting ? 'sending' : isSubmitSuccessful ? 'sent' : 'editing');

  return {
    status,
    sendFailed: errors.root?.send !== undefined,
    missingRequired: hasMissingRequired(errors),
    summaryId,
    formProps: { onSubmit, ref: attachForm },
    submitRef,
    field: (name, rules) => ({
      ...register(name, rules),
      'aria-invalid': problem(name) !== undefined ? true : undefined,
      'aria-describedby': problem(name) === 'required' ? summaryId : undefined,
    }),
    problem,
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
    focusField,
  };
}
