import type { EmailForm, FormValues } from '../../content/forms';

export type { EmailForm };

/** Template parameters per form: its fields, as the spec names them for the EmailJS templates. */
export type EmailParams = { [F in EmailForm]: FormValues<F> };

/** The provider's answer to a successful send. */
export interface EmailReceipt {
  readonly status: number;
  readonly text: string;
}

/** Which message a send carries. */
export interface MessageIdentity {
  /** The message's idempotency key, sent as the `idempotency_key` template parameter. */
  readonly key: string;
  /**
   * The same message again (offered after a reload cut its first send short): not a new send, so the
   * per-form rate limit does not refuse it.
   */
  readonly repeat?: boolean;
}

/** Sends a form's fields through the e-mail provider; rejects when the provider does not accept them. */
export interface EmailSender {
  send<F extends EmailForm>(form: F, params: EmailParams[F], message?: MessageIdentity): Promise<EmailReceipt>;
}

/** A send the provider did not accept: its HTTP status (0 when no answer came) and text. */
export class EmailSendError extends Error {
  readonly status: number;
  readonly text: string;
  constructor(status: number, text: string, options?: ErrorOptions) {
    super(`E-mail not sent (${status || 'no response'}): ${text}`, options);
    this.name = 'EmailSendError';
    this.status = status;
    this.text = text;
  }
}

/** A send that got no answer at all: the network, not the provider, failed. */
export const gotNoAnswer = (error: unknown): boolean => error instanceof EmailSendError && error.status === 0;
