/**
 * The outbox: a message the visitor has sent but the provider has not yet accepted, kept in session
 * storage beside the form's draft, with the idempotency key that makes it one message however often it
 * is sent (offline and sent later, or offered again after a reload). Pure functions over a storage.
 */
import type { DraftStorage } from './draft';

/** A message waiting to be sent. */
export interface OutboxEntry<V> {
  /** One key per message: sent as the `idempotency_key` template parameter. */
  readonly key: string;
  readonly values: V;
}

/** The outbox's storage key: beside the form's draft. */
export const outboxKey = (draftKey: string) => `${draftKey}:outbox`;

/** The form's waiting message, if a usable one is stored. */
export function readOutbox<V extends Record<string, string>>(
  storage: DraftStorage | undefined,
  draftKey: string,
  fields: readonly (keyof V & string)[],
): OutboxEntry<V> | undefined {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(outboxKey(draftKey)) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    const { key, values } = parsed as { key?: unknown; values?: unknown };
    if (typeof key !== 'string' || key === '' || typeof values !== 'object' || values === null) return undefined;
    const entries = fields.map((field) => [field, (values as Record<string, unknown>)[field]] as const);
    if (entries.some(([, value]) => typeof value !== 'string')) return undefined;
    return { key, values: Object.fromEntries(entries) as V };
  } catch {
    return undefined;
  }
}

/** Keeps the message until the provider accepts it (storage errors are ignored: it is a convenience). */
export function writeOutbox<V>(storage: DraftStorage | undefined, draftKey: string, entry: OutboxEntry<V>): void {
  try {
    storage?.setItem(outboxKey(draftKey), JSON.stringify(entry));
  } catch {
    // Ignored on purpose.
  }
}

export function clearOutbox(storage: DraftStorage | undefined, draftKey: string): void {
  try {
    storage?.removeItem(outboxKey(draftKey));
  } catch {
    // Ignored on purpose.
  }
}

/** A new idempotency key. */
export function newMessageKey(): string {
  return crypto.randomUUID();
}
