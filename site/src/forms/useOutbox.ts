import { useEffect, useEffectEvent, useMemo, useState, useSyncExternalStore } from 'react';
import { sessionDraftStorage } from './draft';
import { clearOutbox, outboxKey, readOutbox, writeOutbox, type OutboxEntry } from './outbox';

/** A kept message and why it is kept: it waits for the connection, or an earlier visit left it unsent. */
export interface HeldMessage<V> {
  readonly entry: OutboxEntry<V>;
  readonly mode: 'waiting' | 'offered';
}

export interface Outbox<V> {
  /** The kept message, unless it is on its way (being sent) or there is none. */
  readonly held: HeldMessage<V> | undefined;
  /**
   * Keeps the message until `drop`, across a reload too. `waiting`: it waits for the connection and
   * goes to `onOnline` when it returns; otherwise it is on its way.
   */
  keep(entry: OutboxEntry<V>, waiting: boolean): void;
  /** Forgets the message: the provider accepted or refused it, or the visitor discarded it. */
  drop(): void;
}

const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const changed = () => listeners.forEach((listener) => listener());

/** The stored text, compared between renders (a parsed entry would be a new object every time). */
function storedText(storageKey: string): string | null {
  try {
    return sessionDraftStorage()?.getItem(outboxKey(storageKey)) ?? null;
  } catch {
    return null;
  }
}

/**
 * The form's outbox (see `./outbox`): a message the provider has not accepted yet, kept in the tab's
 * session storage. The prerendered page has none: one left by an earlier visit shows after hydration.
 */
export function useOutbox<V extends Record<string, string>>(
  storageKey: string,
  fields: readonly (keyof V & string)[],
  onOnline: (entry: OutboxEntry<V>) => void,
): Outbox<V> {
  const stored = useSyncExternalStore(
    subscribe,
    () => storedText(storageKey),
    () => null,
  );
  const entry = useMemo(
    () => (stored === null ? undefined : readOutbox<V>(sessionDraftStorage(), storageKey, fields)),
    [stored, storageKey, fields],
  );
  // The message being sent is kept (a reload offers it) but not held: it is neither waiting nor offered.
  const [state, setState] = useState<'waiting' | 'sending' | 'offered'>('offered');
  const held = entry && state !== 'sending' ? { entry, mode: state } : undefined;
  const mode = held?.mode;

  const online = useEffectEvent(() => {
    if (held?.mode === 'waiting') onOnline(held.entry);
  });
  useEffect(() => {
    if (mode !== 'waiting') return;
    const listener = () => online();
    window.addEventListener('online', listener);
    return () => window.removeEventListener('online', listener);
  }, [mode]);

  return {
    held,
    keep(next, waiting) {
      writeOutbox(sessionDraftStorage(), storageKey, next);
      setState(waiting ? 'waiting' : 'sending');
      changed();
    },
    drop() {
      clearOutbox(sessionDraftStorage(), storageKey);
      setState('offered');
      changed();
    },
  };
}
