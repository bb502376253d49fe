import { useEffect, useEffectEvent, useState } from 'react';
import {
  dropMessage,
  isOnline,
  isStale,
  markMessage,
  oldestMessage,
  onOutboxChange,
  queueMessage,
  type OutboxChange,
  type OutboxEntry,
} from '../outbox/outbox';
import type { MessageFormName } from '../content/forms';
import { askForBackgroundSync, deliverMessage } from '../outbox/sending';

/** A kept message and why it is kept: it waits for the connection, or it is offered (see `../outbox/outbox`). */
export interface HeldMessage<V> {
  readonly entry: OutboxEntry<V>;
  readonly mode: 'waiting' | 'offered';
}

export interface Outbox<V> {
  /** The form's kept message, unless it is on its way (being sent) or there is none. */
  readonly held: HeldMessage<V> | undefined;
  /**
   * Keeps a new message in the outbox until it is sent or dropped, across a reload and a closed tab.
   * `waiting`: it waits for the connection (the service worker may send it, with Background Sync);
   * otherwise it is on its way. False when it could not be kept (no IndexedDB).
   */
  keep(entry: OutboxEntry<V>, waiting: boolean): Promise<boolean>;
  /** The same for a message already kept, unless another sender has sent it meanwhile. */
  mark(entry: OutboxEntry<V>, waiting: boolean): Promise<boolean>;
  /** Sends the message with `send`, unless another tab or the service worker already has (when `kept`). */
  deliver(entry: OutboxEntry<V>, kept: boolean, send: () => Promise<unknown>): Promise<void>;
  /** Takes the message out of the outbox: the provider refused it, or the visitor discarded it. */
  drop(entry: OutboxEntry<V> | undefined): Promise<void>;
  /** The message has left the outbox (sent): the form holds nothing. */
  forget(): void;
}

export interface OutboxEvents<V> {
  /** A message in the outbox waits and the connection is there: send it. */
  onOnline(entry: OutboxEntry<V>): void;
  /** The outbox holds a message this page did not keep (an earlier visit, another tab): show it. */
  onFound(entry: OutboxEntry<V>): void;
  /** Another tab or the service worker has sent the waiting message this page shows. */
  onSent(entry: OutboxEntry<V>): void;
}

/**
 * The form's outbox (see `../outbox/outbox`). The prerendered page holds nothing: a message left by an
 * earlier visit or another tab shows after hydration, waiting (and sent as soon as the page is
 * online) if it was sent offline in the last few days, otherwise offered.
 */
export function useOutbox<V extends Record<string, string>>(
  form: MessageFormName,
  fields: readonly (keyof V & string)[],
  { onOnline, onFound, onSent }: OutboxEvents<V>,
): Outbox<V> {
  /** This page's message, from `keep` until it is sent or dropped. */
  const [own, setOwn] = useState<{ entry: OutboxEntry<V>; waiting: boolean }>();
  /** The form's oldest message in the outbox, as last read. */
  const [found, setFound] = useState<OutboxEntry<V> & { waiting: boolean }>();
  const foundMode = found?.waiting && !isStale(found) ? 'waiting' : 'offered';
  const held: HeldMessage<V> | undefined = own
    ? own.waiting
      ? { entry: own.entry, mode: 'waiting' }
      : undefined
    : found && { entry: found, mode: foundMode };

  const reread = () => void oldestMessage<V>(form, fields).then(setFound);
  /** What the outbox held when the page came: shown, and sent if it waits and the page is online. */
  const arrived = useEffectEvent((message: OutboxEntry<V> & { waiting: boolean }) => {
    if (own) return;
    onFound(message);
    if (message.waiting && !isStale(message) && isOnline()) onOnline(message);
  });
  const heard = useEffectEvent(({ key, change }: OutboxChange) => {
    // The message this page shows was sent by another tab or the worker: the form confirms it.
    if (change === 'sent' && key === held?.entry.key) onSent(held.entry);
    if (change === 'dropped' && key === own?.entry.key) setOwn(undefined);
    // The message this page shows left the outbox. Another tab's new message stays that tab's.
    if (key === found?.key) reread();
  });
  useEffect(() => {
    void oldestMessage<V>(form, fields).then((message) => {
      setFound(message);
      if (message) arrived(message);
    });
    return onOutboxChange((change) => heard(change));
  }, [form, fields]);

  const hold = async (entry: OutboxEntry<V>, waiting: boolean, write: () => Promise<boolean>) => {
    // The form says the message waits only once it is kept and the browser asked to send it: a tab
    // closed at once keeps it, and Background Sync sends it when the connection returns.
    setOwn({ entry, waiting: false });
    const kept = await write();
    if (waiting && kept) await askForBackgroundSync();
    setOwn({ entry, waiting });
    return kept;
  };

  const waitingMode = held?.mode === 'waiting';
  const online = useEffectEvent(() => {
    if (held?.mode === 'waiting') onOnline(held.entry);
  });
  useEffect(() => {
    if (!waitingMode) return;
    const listener = () => online();
    // A tab that is closing (or leaving for another page) leaves the message waiting, for the next
    // visit or the service worker: a send it started as the connection came back would die with it,
    // and leave the message marked as on its way.
    const leaving = (event: PageTransitionEvent) => {
      if (!event.persisted) window.removeEventListener('online', listener);
    };
    window.addEventListener('online', listener);
    window.addEventListener('pagehide', leaving);
    return () => {
      window.removeEventListener('online', listener);
      window.removeEventListener('pagehide', leaving);
    };
  }, [waitingMode]);

  return {
    held,
    keep: (entry, waiting) => hold(entry, waiting, () => queueMessage({ ...entry, form, waiting })),
    mark: (entry, waiting) => hold(entry, waiting, () => markMessage(entry.key, waiting)),
    deliver: (entry, kept, send) => deliverMessage(entry.key, kept, send),
    async drop(entry) {
      setOwn(undefined);
      setFound(undefined);
      if (entry) await dropMessage(entry.key);
      reread();
    },
    forget() {
      setOwn(undefined);
      setFound(undefined);
      reread();
    },
  };
}
