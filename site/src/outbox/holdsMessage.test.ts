// A file of its own: outbox.test.ts opens the outbox as it loads, which creates the database.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { holdsMessage, newMessageKey, outboxDatabase, queueMessage } from './outbox';

const databaseNames = async () => (await indexedDB.databases()).map((database) => database.name);

describe('holdsMessage', () => {
  it('finds no message where the visitor never kept one, and leaves no database behind', async () => {
    expect(await holdsMessage('contact')).toBe(false);
    expect(await databaseNames()).not.toContain(outboxDatabase.name);
  });

  it('finds a kept message by its form', async () => {
    await queueMessage({
      key: newMessageKey(),
      form: 'booking',
      values: { name: 'Ada' },
      queuedAt: Date.now(),
      waiting: true,
    });
    expect(await databaseNames()).toContain(outboxDatabase.name);
    expect(await holdsMessage('booking')).toBe(true);
    expect(await holdsMessage('contact')).toBe(false);
  });
});
