import type { FormEvent } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { MessageIdentity } from '../integrations/email/types';
import type { OutboxForm } from '../outbox/outbox';

/**
 * Back online, the browser reports the connection before it carries requests (Wi-Fi rejoining, the
 * network stack catching up): a page's waiting message that gets no answer is tried again this many
 * times, this far apart, before the send counts as failed.
 */
export const reconnect = { tries: 3, retryMs: 1000 } as const;

/**
 * Where a message form is:
 * - `editing`: the visitor fills it in (after a failed send too, with `sendFailed` and every value kept);
 * - `sending`: the provider has the message (the button is busy; a second submit does nothing);
 * - `waiting`: the browser is offline; the message is kept and goes out when the connection returns;
 * - `offered`: an earlier visit left a message unsent; the form offers to send it (or discard it);
 * - `sent`: the provider accepted it.
 */
export type MessageFormStatus = 'editing' | 'sending' | 'waiting' | 'offered' | 'sent';

/** A field's checks, each named by the error type it gives (see `./rules`). */
export interface FieldRules {
  readonly validate?: Readonly<Record<string, (value: unknown) => boolean>>;
}

/** A message form's state and handlers (from `useMessageForm`), for a form with the fields `F`. */
export interface MessageForm<F extends string> {
  readonly status: MessageFormStatus;
  /** The last send failed while online: show the error banner. */
  readonly sendFailed: boolean;
  /** Some required field was blank at the last submit. */
  readonly missingRequired: boolean;
  /** Id of the 'fill in all required fields' message, which blank fields point at. */
  readonly summaryId: string;
  /** The `<form>`'s `onSubmit` and `ref` (use it with `noValidate`). */
  readonly formProps: {
    onSubmit(event: FormEvent<HTMLFormElement>): void;
    ref(element: HTMLFormElement | null): void;
  };
  /** The submit button's `ref` (focus returns to it after a failed send). */
  submitRef(element: HTMLButtonElement | null): void;
  /** A field control's props: react-hook-form's registration with the rules, and its error wiring. */
  field(
    name: F,
    rules: FieldRules,
  ): UseFormRegisterReturn & { 'aria-invalid': true | undefined; 'aria-describedby': string | undefined };
  /** Why the field is invalid after the last submit: 'required', 'email' or nothing. */
  problem(name: F): string | undefined;
  /** Sends the message an earlier visit left (status `offered`), with its key. */
  sendOffered(): void;
  /** Drops the waiting or offered message; the values stay in the form. */
  discard(): void;
  /** From the sent state back to editing; focus goes to the first field. */
  restart(): void;
  /**
   * Moves focus to a field (e.g. after pre-filling it); when the form is not on the page (its
   * confirmation is still on its way out), as soon as it is.
   */
  focusField(name: F, options?: FocusOptions): void;
}

export interface MessageFormOptions<V extends Record<string, string>> {
  /** The form's name: its draft is `draft:<name>` in session storage, its messages wait in the outbox. */
  name: OutboxForm;
  /** The fields the draft and the outbox keep. */
  fields: readonly (keyof V & string)[];
  /** Sends the (valid, trimmed) values as the given message (its idempotency key); reject on failure. */
  send(values: V, message: MessageIdentity): Promise<unknown>;
  /** Called with the error of a failed send (the spec wants it logged). */
  onError(error: unknown): void;
  /** Fields whose values survive a successful send (booking keeps the service). */
  keepAfterSend?: readonly (keyof V & string)[];
}
