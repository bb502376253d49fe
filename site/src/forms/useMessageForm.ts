import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { useForm, type RegisterOptions, type UseFormRegisterReturn, type UseFormReturn } from 'react-hook-form';
import { clearDraft, readDraft, sessionDraftStorage, writeDraft } from './draft';
import { honeypotFilled } from './honeypot';
import { clearOutbox, newMessageKey, readOutbox, writeOutbox, type OutboxEntry } from './outbox';
import { EmailSendError, type MessageIdentity } from '../integrations/email/types';
import { hasMissingRequired, trimmed } from './rules';

/**
 * Where a message form is:
 * - `editing`: the visitor fills it in (after a failed send too, with `sendFailed` and every value kept);
 * - `sending`: the provider has the message (the button is busy; a second submit does nothing);
 * - `waiting`: the browser is offline; the message is kept and goes out when the connection returns;
 * - `offered`: an earlier visit left a message unsent; the form offers to send it (or discard it);
 * - `sent`: the provider accepted it.
 */
export type MessageFormStatus = 'editing' | 'sending' | 'waiting' | 'offered' | 'sent';

type Values<F extends string> = Record<F, string>;
/** The form's values as react-hook-form holds them (the field names are checked at this hook's API). */
type FormValues = Record<string, string>;

export interface MessageFormOptions<F extends string> {
  /** Session-storage key of the draft (the outbox sits beside it). */
  storageKey: string;
  /** The fields, in screen order (where focus goes first when several are invalid). */
  fields: readonly F[];
  /** Sends the (valid, trimmed) values as the given message (its idempotency key); reject on failure. */
  send(values: Values<F>, message: MessageIdentity): Promise<unknown>;
  /** Called with the error of a failed send (the spec wants it logged). */
  onError(error: unknown): void;
  /** Fields whose values survive a successful send (booking keeps the service). */
  keepAfterSend?: readonly F[];
}

export interface MessageForm<F extends string> {
  /** react-hook-form's form: `register` the fields with the rules of `./rules`. */
  readonly form: UseFormReturn<FormValues>;
  readonly status: MessageFormStatus;
  /** The last send failed while online: show the error banner. */
  readonly sendFailed: boolean;
  /** Some required field was blank at the last submit. */
  readonly missingRequired: boolean;
  /** The form's `onSubmit`. */
  onSubmit(event: FormEvent<HTMLFormElement>): void;
  /** Sends the message an earlier visit left (status `offered`), with its key. */
  sendOffered(): void;
  /** Drops the waiting or offered message; the values stay in the form. */
  cancelWaiting(): void;
  /** From the sent state back to editing; focus goes to the first field. */
  restart(): void;
  /** The submit button's `ref` callback (focus returns to it after a failed send). */
  attachSubmit(element: HTMLButtonElement | null): void;
  /** The `<form>`'s `ref` callback (focus and scrolling after an invalid submit). */
  attachForm(element: HTMLFormElement | null): void;
  /**
   * Moves focus to a field (e.g. after pre-filling it); when the form is not on the page (its
   * confirmation is still on its way out), as soon as it is.
   */
  focusField(name: F, options?: FocusOptions): void;
  /** Id of the 'fill in all required fields' message, which blank fields point at. */
  readonly summaryId: string;
  /** A field control's props: react-hook-form's registration with the rules, and its error wiring. */
  field(
    name: F,
    rules: RegisterOptions<FormValues>,
  ): UseFormRegisterReturn & {
    'aria-invalid': true | undefined;
    'aria-describedby': string | undefined;
  };
  /** Why the field is invalid after the last submit: 'required', 'email' or nothing. */
  problem(name: F): string | undefined;
}

/** A message kept in the outbox: waiting for the connection, or offered again after a reload. */
interface Outbox<F extends string> {
  readonly entry: OutboxEntry<Values<F>>;
  readonly mode: 'waiting' | 'offered';
}

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
 * A message form on react-hook-form (use it with `noValidate`). The library holds the values, the
 * validation, the errors (the send failure is its root error) and the submit state (sending, sent);
 * this hook adds what it has no notion of: a draft in session storage (restored after hydration, saved
 * on every change, cleared on success), and the outbox, so that a lost connection never loses a
 * message: offline, it waits and goes out on the `online` event; a reload offers it again. One
 * idempotency key per message, so it arrives once.
 */
export function useMessageForm<F extends string>({
  storageKey,
  fields,
  send,
  onError,
  keepAfterSend = [],
}: MessageFormOptions<F>): MessageForm<F> {
  const form = useForm<FormValues>({
    defaultValues: Object.fromEntries(fields.map((field) => [field, ''])),
    reValidateMode: 'onSubmit',
    // Focus moves after the error state has rendered (below), so the field is announced with it.
    shouldFocusError: false,
  });
  const { reset, clearErrors, getValues, setError, subscribe, handleSubmit, formState } = form;
  const { errors, isSubmitting, isSubmitSuccessful, submitCount } = formState;
  const [outbox, setOutbox] = useState<Outbox<F> | undefined>();
  /** The next try of a waiting message that got no answer right after the connection came back. */
  const retry = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(retry.current), []);
  // Submitting is asynchronous: this stops a second submit in the same tick.
  const busy = useRef(false);
  const submitButton = useRef<HTMLButtonElement | null>(null);
  const formRef = useRef<HTMLFormElement | null>(null);
  const summaryId = useId();

  // The prerendered page has no draft: it (and any message left unsent) comes back right after hydration.
  useLayoutEffect(() => {
    const storage = sessionDraftStorage();
    const draft = readDraft(storage, storageKey, fields);
    if (Object.keys(draft).length > 0) reset({ ...getValues(), ...draft }, { keepDefaultValues: true });
    const left = readOutbox<Values<F>>(storage, storageKey, fields);
    // Session storage is the browser's (the prerendered HTML has no outbox): read after hydration.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (left) setOutbox({ entry: left, mode: 'offered' });
    // Restored once, on mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [storageKey]);

  // Every edit is saved and clears the last submit's messages; a reset (restore, success) is not an edit.
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ values, name }) => {
          if (name === undefined) return;
          writeDraft(sessionDraftStorage(), storageKey, values as Partial<Values<F>>);
          clearErrors();
        },
      }),
    [subscribe, clearErrors, storageKey],
  );

  /**
   * After an invalid submit has rendered (so the field is announced with its error): focus the first
   * invalid field in screen order, with its label and, for a blank field, the form's message above it
   * in view too (plain `focus()` scrolls only the control in, under the fixed nav bar).
   */
  useLayoutEffect(() => {
    if (submitCount === 0) return;
    const first: string | undefined = fields.find((field: string) => errors[field] !== undefined);
    if (first === undefined) return;
    const control = formRef.current?.elements.namedItem(first);
    if (!(
      control instanceof HTMLInputElement ||
      control instanceof HTMLTextAreaElement ||
      control instanceof HTMLSelectElement
    ))
      return;
    const summary = errors[first]?.type === 'required' ? document.getElementById(summaryId) : null;
    (summary ?? control.labels?.[0] ?? control).scrollIntoView({ block: 'nearest', behavior: 'instant' });
    control.focus({ preventScroll: true });
    control.scrollIntoView({ block: 'nearest', behavior: 'instant' });
    // Once per submit (the submit count and the errors change in the same render).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [submitCount]);

  /**
   * Sends a message from the outbox, inside react-hook-form's submit (its `isSubmitting` is the busy
   * state). True when the provider accepted it.
   */
  const deliver = async (entry: OutboxEntry<Values<F>>, repeat: boolean, tries = 0): Promise<boolean> => {
    const storage = sessionDraftStorage();
    window.clearTimeout(retry.current);
    if (!isOnline()) {
      setOutbox({ entry, mode: 'waiting' });
      return false;
    }
    setOutbox(undefined);
    try {
      await send(entry.values, { key: entry.key, repeat });
    } catch (error) {
      if (!isOnline()) {
        // The connection went during the send: the message waits for it to come back.
        setOutbox({ entry, mode: 'waiting' });
        return false;
      }
      if (tries > 1 && unanswered(error)) {
        setOutbox({ entry, mode: 'waiting' });
        retry.current = window.setTimeout(() => resend(entry, tries - 1), reconnectRetryMs);
        return false;
      }
      clearOutbox(storage, storageKey);
      onError(error);
      // The library's root error: the submit is unsuccessful, and the banner shows until the next edit.
      setError('root.send', { type: 'send' });
      // The disabled button dropped focus: give it back to the button, next to the banner.
      requestAnimationFrame(() => {
        const active = document.activeElement;
        if (!active || active === document.body) submitButton.current?.focus();
      });
      return false;
    }
    clearOutbox(storage, storageKey);
    clearDraft(storage, storageKey);
    return true;
  };

  /** After a delivered message: the form empties (but for the kept fields); the submit stays successful. */
  const emptyAfterSend = () => {
    const kept = Object.fromEntries(
      fields.map((field) => [field, keepAfterSend.includes(field) ? getValues(field) : '']),
    );
    reset(kept, { keepDefaultValues: true, keepIsSubmitSuccessful: true });
  };

  /**
   * Runs a submit once at a time (a second one in the same tick does nothing), then empties the form if
   * the message went out: after react-hook-form's submit has ended, since a reset during it cancels
   * the submit's own state update.
   */
  const submitOnce = (run: () => Promise<boolean>) => {
    if (busy.current) return;
    busy.current = true;
    void run()
      .then((delivered) => delivered && emptyAfterSend())
      .finally(() => {
        busy.current = false;
      });
  };

  /** react-hook-form's submit around a send, resolving to whether the message went out. */
  const submitting = (send: (values: FormValues) => Promise<boolean>, event?: FormEvent<HTMLFormElement>) => {
    let delivered = false;
    return handleSubmit(async (values) => {
      delivered = await send(values);
    })(event).then(() => delivered);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (outbox) return;
    const formElement = event.currentTarget;
    submitOnce(() =>
      submitting(async (values) => {
        // A bot filled the field people never see: it is shown the thank-you, and nothing is sent.
        if (honeypotFilled(formElement)) {
          clearDraft(sessionDraftStorage(), storageKey);
          return false;
        }
        const entry = { key: newMessageKey(), values: trimmed(values as Values<F>) };
        writeOutbox(sessionDraftStorage(), storageKey, entry);
        return deliver(entry, false);
      }, event),
    );
  };

  /** The kept message again, with its key: not a new message, so the rate limit does not refuse it. */
  const resend = (entry: OutboxEntry<Values<F>>, tries = 1) =>
    submitOnce(() => submitting(() => deliver(entry, true, tries)));

  // Back online: the waiting message goes out by itself.
  useEffect(() => {
    if (outbox?.mode !== 'waiting') return;
    const onOnline = () => resend(outbox.entry, reconnectTries);
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  });

  const sendOffered = () => {
    if (outbox) resend(outbox.entry);
  };

  /** Back to editing with every value kept (react-hook-form's submit state cleared). */
  const backToEditing = () => reset(undefined, { keepValues: true, keepDefaultValues: true });

  const cancelWaiting = () => {
    window.clearTimeout(retry.current);
    clearOutbox(sessionDraftStorage(), storageKey);
    setOutbox(undefined);
    backToEditing();
  };

  /** A focus asked for while the form was not on the page: given when the form is attached. */
  const pendingFocus = useRef<{ name: F; options?: FocusOptions } | undefined>(undefined);
  const focusNow = (name: F, options?: FocusOptions): boolean => {
    const control = formRef.current?.elements.namedItem(name);
    if (!(control instanceof HTMLElement)) return false;
    control.focus(options);
    return true;
  };
  const focusField = useCallback((name: F, options?: FocusOptions) => {
    pendingFocus.current = focusNow(name, options) ? undefined : { name, options };
    // focusNow reads only refs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const restart = () => {
    backToEditing();
    // The form comes back once the confirmation has gone (after its exit): focus waits for it.
    requestAnimationFrame(() => {
      const first = fields[0];
      if (first !== undefined) focusField(first);
    });
  };

  const attachSubmit = useCallback((element: HTMLButtonElement | null) => {
    submitButton.current = element;
  }, []);
  const attachForm = useCallback((element: HTMLFormElement | null) => {
    formRef.current = element;
    const pending = pendingFocus.current;
    if (element && pending) {
      pendingFocus.current = undefined;
      focusNow(pending.name, pending.options);
    }
    // focusNow reads only refs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const problem = (name: F) => errors[name as string]?.type as string | undefined;
  const field = (name: F, rules: RegisterOptions<FormValues>) => {
    const why = problem(name);
    return {
      ...form.register(name as string, rules),
      'aria-invalid': why !== undefined ? (true as const) : undefined,
      'aria-describedby': why === 'required' ? summaryId : undefined,
    };
  };

  const status: MessageFormStatus =
    outbox?.mode ?? (isSubmitting ? 'sending' : isSubmitSuccessful ? 'sent' : 'editing');

  return {
    form,
    attachForm,
    focusField,
    summaryId,
    field,
    problem,
    status,
    sendFailed: errors.root?.send !== undefined,
    missingRequired: hasMissingRequired(errors),
    onSubmit,
    sendOffered,
    cancelWaiting,
    restart,
    attachSubmit,
  };
}
