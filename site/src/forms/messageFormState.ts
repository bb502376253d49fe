import type { MessageFormName } from '../content/forms';
import type { SiteForm } from './useSiteForm';

/**
 * Back online, the browser reports the connection before it carries requests (Wi-Fi rejoining, the
 * network stack catching up): a page's waiting message that gets no answer is tried again this many
 * times, this far apart, before the send counts as failed.
 */
export const reconnect = { tries: 3, retryMs: 1000 } as const;

/**
 * Where a message form is:
 * - `editing`: the visitor fills it in (after a failed send too, with `failed` and every value kept);
 * - `sending`: the provider has the message (the button is busy; a second submit does nothing);
 * - `waiting`: the browser is offline; the message is kept and goes out when the connection returns;
 * - `offered`: an earlier visit left a message unsent; the form offers to send it (or discard it);
 * - `sent`: the provider accepted it.
 */
export type MessageFormStatus = 'editing' | 'sending' | 'waiting' | 'offered' | 'sent';

/** A message form's state and handlers (from `useMessageForm`). */
export interface MessageForm<F extends MessageFormName> extends Omit<SiteForm<F>, 'status'> {
  readonly status: MessageFormStatus;
  /** Sends the message an earlier visit left (status `offered`), with its key. */
  sendOffered(): void;
  /** Drops the waiting or offered message; the values stay in the form. */
  discard(): void;
  /** From the sent state back to editing; focus goes to the first field. */
  restart(): void;
}
