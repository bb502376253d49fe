import { useEffect, useId, useRef, type FormEvent } from 'react';
import type { Path, UseFormReturn } from 'react-hook-form';
import { EmailSendError } from '../integrations/email/types';
import { clearDraft, sessionDraftStorage } from './draft';
import { honeypotFilled } from './honeypot';
import { newMessageKey, type OutboxEntry } from './outbox';
import { hasMissingRequired, trimmed } from './rules';
import type { MessageForm, MessageFormOptions, MessageFormStatus } from './messageFormState';
import { useDraft } from './useDraft';
import { useFieldFocus } from './useFieldFocus';
import { useOnEdit } from './useOnEdit';
import { useOutbox } from './useOutbox';
import { useSubmitOnce } from './useSubmitOnce';

const isOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;

/** A send that got no answer at all (the network, not the provider, failed). */
const unanswered = (error: unknown) => error instanceof EmailSendError && error.status === 0;

/**
 * Back online, the browser reports the connection before it carries requests (Wi-Fi rejoining, the
 * network stack catching up): a waiting message that gets no answer is tried again this many times,
 * this far apart, before the send counts as failed.
 */
const reconnectTries = 3;
const reconnectRetryMs = 1000;

/**
 * A message form on a react-hook-form `form` (made with `formOptions`; the send failure is its root
 * error, its submit state is the busy and sent states), with a draft, an outbox so that a lost
 * connection never loses a message (it waits, or a reload offers it again; one idempotency key per
 * message, so it arrives once), one submit at a time and focus where the visitor needs it.
 */
export function useMessageForm<V extends Record<string, string>>(
  form: UseFormReturn<V>,
  { storageKey, fields, send, onError, keepAfterSend = [] }: MessageFormOptions<V>,
): MessageForm<Path<V>> {
  const { reset, clearErrors, getValues, getFieldState, setError, handleSubmit, register, formState } = form;
  const summaryId = useId();
  useDraft(form, storageKey, fields);
  // Every edit clears the last submit's messages.
  useOnEdit(form, () => clearErrors());
  const { attachForm, focusField } = useFieldFocus(form, summaryId);
  const { submitOnce, submitRef, refocus } = useSubmitOnce();
  /** The next try of a waiting message that got no answer right after the connection came back. */
  const retry = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(retry.current), []);

  /** Sends a kept message, inside react-hook-form's submit; true when the provider accepted it. */
  const deliver = async (entry: OutboxEntry<V>, repeat: boolean, tries = 0): Promise<boolean> => {
    window.clearTimeout(retry.current);
    const offline = !isOnline();
    outbox.keep(entry, offline);
    if (offline) return false;
    try {
      await send(entry.values, { key: entry.key, repeat });
    } catch (error) {
      // The connection went during the send, or is back but carries nothing yet: the message waits.
      const lost = !isOnline();
      if (lost || (tries > 1 && unanswered(error))) {
        outbox.keep(entry, true);
        if (!lost) retry.current = window.setTimeout(() => resend(entry, tries - 1), reconnectRetryMs);
        return false;
      }
      outbox.drop();
      onError(error);
      // The library's root error: the submit is unsuccessful, and the banner shows until the next edit.
      setError('root.send', { type: 'send' });
      refocus();
      return false;
    }
    outbox.drop();
    clearDraft(sessionDraftStorage(), storageKey);
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
  // Back online: the waiting message goes out by itself.
  const outbox = useOutbox<V>(storageKey, fields, (entry) => resend(entry, reconnectTries));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (outbox.held) return;
    const formElement = event.currentTarget;
    submitting(async (values) => {
      // A bot filled the field people never see: it is shown the thank-you, and nothing is sent.
      if (honeypotFilled(formElement)) {
        clearDraft(sessionDraftStorage(), storageKey);
        return false;
      }
      return deliver({ key: newMessageKey(), values: trimmed(values) }, false);
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
      outbox.drop();
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
