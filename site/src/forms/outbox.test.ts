import { describe, expect, it } from 'vitest';
import type { DraftStorage } from './draft';
import { clearOutbox, newMessageKey, readOutbox, writeOutbox } from './outbox';

function memoryStorage(): DraftStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

const fields = ['name', 'email'] as const;

describe('outbox', () => {
  it('keeps a message with its key beside the draft, until cleared', () => {
    const storage = memoryStorage();
    const entry = { key: newMessageKey(), values: { name: 'Ada', email: 'ada@example.com' } };
    writeOutbox(storage, 'draft:contact', entry);
    expect([...storage.items.keys()]).toEqual(['draft:contact:outbox']);
    expect(readOutbox(storage, 'draft:contact', fields)).toEqual(entry);
    clearOutbox(storage, 'draft:contact');
    expect(readOutbox(storage, 'draft:contact', fields)).toBeUndefined();
  });

  it('gives each message its own key', () => {
    expect(newMessageKey()).not.toBe(newMessageKey());
  });

  it('ignores what it cannot use: not JSON, no key, a missing or non-string field', () => {
    const storage = memoryStorage();
    for (const stored of [
      '{',
      '{"values":{"name":"a","email":"b"}}',
      '{"key":"k","values":{"name":"a"}}',
      '{"key":"k","values":{"name":"a","email":1}}',
    ]) {
      storage.setItem('draft:contact:outbox', stored);
      expect(readOutbox(storage, 'draft:contact', fields)).toBeUndefined();
    }
  });

  it('never throws when storage is blocked', () => {
    const blocked: DraftStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(() => writeOutbox(blocked, 'k', { key: 'x', values: {} })).not.toThrow();
    expect(readOutbox(blocked, 'k', fields)).toBeUndefined();
    expect(() => clearOutbox(blocked, 'k')).not.toThrow();
  });
});
