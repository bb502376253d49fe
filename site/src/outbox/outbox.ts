/**
 * The outbox: messages sent from a form that the e-mail provider has not accepted yet. They live in
 * IndexedDB, so every tab and the service worker see them and a closed tab loses none. Each carries
 * the idempotency key that makes it one message however often it is sent; one sender works at a time
 * (a Web Lock), and a message leaves the outbox once accepted. Where IndexedDB is unavailable the
 * form still sends; it just keeps nothing.
 */
import { createStore, del, promisifyRequest, set, values, type UseStore } from 'idb-keyval';
import { isMessageForm, type MessageFormName } from '../content/forms';

/** A message of this page: its key, its values and when the visitor sent it. */
export interface OutboxEntry<V> {
  /** One key per message: sent as the `idempotency_key` template parameter. */
  readonly key: string;
  readonly values: V;
  /** When the visitor first sent it (milliseconds since the epoch). */
  readonly queuedAt: number;
}

/** A message in the outbox. */
export interface QueuedMessage<V = Readonly<Record<string, string>>> extends OutboxEntry<V> {
  readonly form: MessageFormName;
  /** It waits for the connection (sent offline); otherwise a send was cut short and it is offered. */
  readonly waiting: boolean;
}

/**
 * How a message left the outbox, as other tabs hear it. A message kept or marked is not announced: what
 * another tab shows changes only when the message leaves.
 */
export interface OutboxChange {
  readonly key: string;
  readonly change: 'sent' | 'dropped';
}

/** A waiting message older than this is offered to the visitor again, never sent by itself. */
export const staleAfterMs = 3 * 24 * 60 * 60 * 1000;

/** The Background Sync tag under which the service worker sends the waiting messages. */
export const outboxSyncTag = 'outbox';

export const isStale = (message: Pick<OutboxEntry<unknown>, 'queuedAt'>, now = Date.now()) =>
  now - message.queuedAt > staleAfterMs;

/** Whether the browser thinks it has a connection. */
export const isOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;

/** A new idempotency key. */
export function newMessageKey(): string {
  return crypto.randomUUID();
}

/** The outbox's IndexedDB database and its one object store (idb-keyval's), by name. */
export const outboxDatabase = { name: 'outbox', store: 'messages' } as const;

let store: UseStore | undefined;
/** The outbox's IndexedDB store (idb-keyval's). */
export const outboxStore = () => (store ??= createStore(outboxDatabase.name, outboxDatabase.store));

let channel: BroadcastChannel | undefined;
const outboxChannel = () => (channel ??= new BroadcastChannel('outbox'));

/** Tells the other tabs and the service worker (a channel never hears its own messages). */
export function announce(change: OutboxChange): void {
  try {
    outboxChannel().postMessage(change);
  } catch {
    // No BroadcastChannel: other tabs learn of it on their next read.
  }
}

/** Calls `listener` when another tab or the service worker changes the outbox; returns the unsubscribe. */
export function onOutboxChange(listener: (change: OutboxChange) => void): () => void {
  try {
    const listen = ({ data }: MessageEvent<OutboxChange>) => listener(data);
    outboxChannel().addEventListener('message', listen);
    return () => outboxChannel().removeEventListener('message', listen);
  } catch {
    return () => {};
  }
}

/** A stored record, if it is a usable message with string values for `fields` (others are ignored). */
export function usable<V extends Record<string, string>>(
  record: unknown,
  fields?: readonly (keyof V & string)[],
): QueuedMessage<V> | undefined {
  if (typeof record !== 'object' || record === null) return undefined;
  const { key, form, values: stored, queuedAt, waiting } = record as Partial<Record<keyof QueuedMessage, unknown>>;
  if (typeof key !== 'string' || key === '' || !isMessageForm(form)) return undefined;
  if (typeof queuedAt !== 'number' || typeof waiting !== 'boolean') return undefined;
  if (typeof stored !== 'object' || stored === null) return undefined;
  const entries = Object.entries(stored).filter(([field]) => fields?.includes(field) ?? true);
  if (entries.some(([, value]) => typeof value !== 'string')) return undefined;
  if (fields?.some((field) => !(field in stored))) return undefined;
  return { key, form, queuedAt, waiting, values: Object.fromEntries(entries) as V };
}

/** Keeps a message until it is sent or dropped; false when it could not be kept. */
export async function queueMessage<V extends Record<string, string>>(message: QueuedMessage<V>): Promise<boolean> {
  try {
    await set(message.key, message, outboxStore());
  } catch {
    return false;
  }
  return true;
}

/**
 * Marks a kept message as waiting for the connection or not (on its way), if it is still in the
 * outbox: one another sender has sent meanwhile stays sent. False when the outbox cannot be read.
 */
export async function markMessage(key: string, waiting: boolean): Promise<boolean> {
  try {
    await outboxStore()(
      'readwrite',
      (store) =>
        new Promise<void>((resolve, reject) => {
          const request = store.get(key);
          request.onsuccess = () => {
            if (request.result) store.put({ ...request.result, waiting }, key);
            resolve(promisifyRequest(store.transaction));
          };
          request.onerror = () => reject(request.error);
        }),
    );
  } catch {
    return false;
  }
  return true;
}

/** The form's oldest message in the outbox, if any. */
export async function oldestMessage<V extends Record<string, string>>(
  form: MessageFormName,
  fields: readonly (keyof V & string)[],
): Promise<QueuedMessage<V> | undefined> {
  try {
    const messages = (await values(outboxStore())).map((record) => usable<V>(record, fields));
    return messages
      .filter((message) => message?.form === form)
      .sort((a, b) => (a?.queuedAt ?? 0) - (b?.queuedAt ?? 0))[0];
  } catch {
    return undefined;
  }
}

/**
 * Whether the outbox's database exists, read without opening it: opening creates it, so a page that
 * only looks would leave a database behind for every visitor. Where the browser cannot list its
 * databases, it may exist.
 */
async function outboxExists(): Promise<boolean> {
  if (typeof indexedDB.databases !== 'function') return true;
  return (await indexedDB.databases()).some((database) => database.name === outboxDatabase.name);
}

/** Whether the outbox holds a message of the form (an outbox that cannot be read holds none). */
export async function holdsMessage(form: MessageFormName): Promise<boolean> {
  try {
    if (!(await outboxExists())) return false;
    return (await values<Partial<QueuedMessage>>(outboxStore())).some((record) => record?.form === form);
  } catch {
    return false;
  }
}

export async function dropMessage(key: string): Promise<void> {
  try {
    await del(key, outboxStore());
    announce({ key, change: 'dropped' });
  } catch {
    // Nothing was kept.
  }
}
