/**
 * Sending the outbox's messages: one sender at a time, whichever tab or the service worker it is
 * (a Web Lock), each message sent until the provider accepts it, then taken out.
 */
import { del, get, values } from 'idb-keyval';
import { announce, isStale, markMessage, outboxStore, outboxSyncTag, usable, type QueuedMessage } from './outbox';

/** Runs `send` as the only sender: one tab or the service worker at a time (Web Locks, where there are any). */
function asTheOnlySender<T>(send: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? locks.request('outbox', send) : send();
}

/**
 * Sends a kept message as the only sender, and drops it from the outbox once the provider accepts
 * it. When it is no longer there, another sender has sent it: nothing goes out. `kept`: the message
 * was written to the outbox (otherwise it is sent without looking).
 */
export function deliverMessage(key: string, kept: boolean, send: () => Promise<unknown>): Promise<void> {
  return asTheOnlySender(async () => {
    if (kept && (await get(key, outboxStore()).catch(() => true)) === undefined) return;
    await send();
    await del(key, outboxStore()).catch(() => undefined);
    announce({ key, change: 'sent' });
  });
}

/**
 * Sends every waiting message that is not stale (the service worker, on Background Sync), as the
 * only sender. A message the provider refuses stays, to be offered on the next visit. Rejects when
 * some got no answer, so the browser tries again later.
 */
export function sendWaitingMessages(
  send: (message: QueuedMessage) => Promise<unknown>,
  unanswered: (error: unknown) => boolean,
  now = Date.now(),
): Promise<void> {
  return asTheOnlySender(async () => {
    const messages = (await values(outboxStore())).map((record) => usable(record));
    let unsent = 0;
    for (const message of messages) {
      if (!message?.waiting || isStale(message, now)) continue;
      try {
        await send(message);
      } catch (error) {
        if (unanswered(error)) unsent += 1;
        else await markMessage(message.key, false);
        continue;
      }
      await del(message.key, outboxStore());
      announce({ key: message.key, change: 'sent' });
    }
    if (unsent > 0) throw new Error(`${unsent} waiting message(s) got no answer; the browser will try again`);
  });
}

/** Background Sync (Chromium): the service worker sends the waiting messages once the connection is back. */
export async function askForBackgroundSync(): Promise<void> {
  try {
    const registration = (await navigator.serviceWorker?.getRegistration()) as
      (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }) | undefined;
    await registration?.sync?.register(outboxSyncTag);
  } catch {
    // No Background Sync here: the form sends it when this page is back online, or the next visit does.
  }
}
