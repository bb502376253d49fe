import 'fake-indexeddb/auto';
import { clear, createStore, set, values } from 'idb-keyval';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  dropMessage,
  isStale,
  markMessage,
  newMessageKey,
  oldestMessage,
  queueMessage,
  staleAfterMs,
  type QueuedMessage,
} from './outbox';
import { deliverMessage, sendWaitingMessages } from './sending';

const fields = ['name', 'email', 'message'] as const;
const now = Date.UTC(2026, 10, 28, 12);
const noAnswer = new Error('no answer');
const gotNoAnswer = (error: unknown) => error === noAnswer;

function message(overrides: Partial<QueuedMessage> = {}): QueuedMessage {
  return {
    key: newMessageKey(),
    form: 'contact',
    values: { name: 'Ada', email: 'ada@example.com', message: 'Hello' },
    queuedAt: now - 60_000,
    waiting: true,
    ...overrides,
  };
}

const store = createStore('outbox', 'messages');
/** Every record in the outbox. */
const inOutbox = () => values<QueuedMessage>(store);

beforeEach(async () => {
  await clear(store);
});

describe('the outbox', () => {
  it('keeps a message until it is dropped, and gives a form its oldest usable message', async () => {
    const older = message({ queuedAt: now - 120_000 });
    const newer = message();
    await queueMessage(newer);
    await queueMessage(older);
    await queueMessage(message({ form: 'booking', queuedAt: now - 999_999 }));
    await set('broken', { key: 'broken', form: 'contact', values: { name: 1 }, queuedAt: 0, waiting: true }, store);
    expect(await oldestMessage('contact', fields)).toEqual(older);
    await dropMessage(older.key);
    expect(await oldestMessage('contact', fields)).toEqual(newer);
  });

  it('marks a kept message waiting or on its way, and never brings back one that was sent meanwhile', async () => {
    const kept = message({ waiting: false });
    await queueMessage(kept);
    expect(await markMessage(kept.key, true)).toBe(true);
    expect(await oldestMessage('contact', fields)).toEqual({ ...kept, waiting: true });
    await dropMessage(kept.key);
    expect(await markMessage(kept.key, false)).toBe(true);
    expect(await inOutbox()).toEqual([]);
  });

  it('gives each message its own key, and calls a message stale after three days', () => {
    expect(newMessageKey()).not.toBe(newMessageKey());
    expect(staleAfterMs).toBe(3 * 24 * 60 * 60 * 1000);
    expect(isStale({ queuedAt: now - staleAfterMs }, now)).toBe(false);
    expect(isStale({ queuedAt: now - staleAfterMs - 1 }, now)).toBe(true);
  });
});

describe('delivering a kept message', () => {
  it('sends it and takes it out of the outbox', async () => {
    const kept = message();
    await queueMessage(kept);
    const send = vi.fn(async () => undefined);
    await deliverMessage(kept.key, true, send);
    expect(send).toHaveBeenCalledOnce();
    expect(await oldestMessage('contact', fields)).toBeUndefined();
  });

  it('sends nothing when another sender has taken it out already', async () => {
    const send = vi.fn(async () => undefined);
    await deliverMessage(newMessageKey(), true, send);
    expect(send).not.toHaveBeenCalled();
  });

  it('sends one that could not be kept without looking, and keeps one the provider refused', async () => {
    const send = vi.fn(async () => undefined);
    await deliverMessage(newMessageKey(), false, send);
    expect(send).toHaveBeenCalledOnce();
    const kept = message();
    await queueMessage(kept);
    await expect(deliverMessage(kept.key, true, () => Promise.reject(new Error('refused')))).rejects.toThrow('refused');
    expect(await oldestMessage('contact', fields)).toEqual(kept);
  });
});

describe('sending the waiting messages (the service worker, on Background Sync)', () => {
  it('sends each fresh waiting message once; a stale one, or one cut short, stays to be offered', async () => {
    const fresh = message();
    const stale = message({ queuedAt: now - staleAfterMs - 1 });
    const cutShort = message({ waiting: false });
    for (const kept of [fresh, stale, cutShort]) await queueMessage(kept);
    const sent: string[] = [];
    await sendWaitingMessages(async ({ key }) => void sent.push(key), gotNoAnswer, now);
    expect(sent).toEqual([fresh.key]);
    expect((await inOutbox()).map(({ key }) => key).sort()).toEqual([stale.key, cutShort.key].sort());
    await sendWaitingMessages(async ({ key }) => void sent.push(key), gotNoAnswer, now);
    expect(sent).toEqual([fresh.key]);
  });

  it('rejects when a send gets no answer (the browser tries again later), keeping the message waiting', async () => {
    const kept = message();
    await queueMessage(kept);
    await expect(sendWaitingMessages(() => Promise.reject(noAnswer), gotNoAnswer, now)).rejects.toThrow(
      /got no answer/,
    );
    expect(await oldestMessage('contact', fields)).toEqual(kept);
  });

  it('keeps a message the provider refused, no longer waiting: the next visit offers it', async () => {
    const kept = message();
    await queueMessage(kept);
    await sendWaitingMessages(() => Promise.reject(new Error('400 Bad Request')), gotNoAnswer, now);
    expect(await oldestMessage('contact', fields)).toEqual({ ...kept, waiting: false });
  });
});
