import { describe, expect, it } from 'vitest';
import { clearDraft, readDraft, writeDraft, type DraftStorage } from './draft';

/** An in-memory storage; `failing` makes every call throw, as blocked storage does. */
function fakeStorage(initial: Record<string, string> = {}, failing = false) {
  const items = new Map(Object.entries(initial));
  const storage: DraftStorage = {
    getItem(key) {
      if (failing) throw new DOMException('blocked', 'SecurityError');
      return items.get(key) ?? null;
    },
    setItem(key, value) {
      if (failing) throw new DOMException('full', 'QuotaExceededError');
      items.set(key, value);
    },
    removeItem(key) {
      if (failing) throw new DOMException('blocked', 'SecurityError');
      items.delete(key);
    },
  };
  return { storage, items };
}

const fields = ['name', 'email', 'message'] as const;

describe('writeDraft and readDraft', () => {
  it('round-trip the non-empty values of a form', () => {
    const { storage, items } = fakeStorage();
    writeDraft(storage, 'draft:contact', { name: 'Ada', email: '', message: 'Hello\nthere' });
    expect(JSON.parse(items.get('draft:contact') ?? '')).toEqual({ name: 'Ada', message: 'Hello\nthere' });
    expect(readDraft(storage, 'draft:contact', fields)).toEqual({ name: 'Ada', message: 'Hello\nthere' });
  });

  it('keep whitespace-only values as typed', () => {
    const { storage } = fakeStorage();
    writeDraft(storage, 'k', { name: '  ' });
    expect(readDraft(storage, 'k', fields)).toEqual({ name: '  ' });
  });

  it('remove the draft when every value is empty', () => {
    const { storage, items } = fakeStorage({ k: '{"name":"Ada"}' });
    writeDraft(storage, 'k', { name: '', email: '', message: '' });
    expect(items.has('k')).toBe(false);
  });

  it('keep drafts of different forms apart', () => {
    const { storage } = fakeStorage();
    writeDraft(storage, 'draft:contact', { name: 'Ada' });
    writeDraft(storage, 'draft:booking', { name: 'Grace' });
    expect(readDraft(storage, 'draft:contact', fields)).toEqual({ name: 'Ada' });
    expect(readDraft(storage, 'draft:booking', fields)).toEqual({ name: 'Grace' });
  });
});

describe('readDraft', () => {
  it('gives nothing when there is no draft or no storage', () => {
    expect(readDraft(fakeStorage().storage, 'k', fields)).toEqual({});
    expect(readDraft(undefined, 'k', fields)).toEqual({});
  });

  it.each(['not json', '"a string"', '42', 'null', '["Ada"]', '{'])('ignores an unusable draft %j', (raw) => {
    expect(readDraft(fakeStorage({ k: raw }).storage, 'k', fields)).toEqual({});
  });

  it('keeps only known fields holding strings', () => {
    const raw = JSON.stringify({ name: 'Ada', email: 42, message: null, password: 'secret', extra: 'x' });
    expect(readDraft(fakeStorage({ k: raw }).storage, 'k', fields)).toEqual({ name: 'Ada' });
  });

  it('survives blocked storage', () => {
    expect(readDraft(fakeStorage({}, true).storage, 'k', fields)).toEqual({});
  });
});

describe('writeDraft and clearDraft with blocked or full storage', () => {
  it('do not throw', () => {
    const { storage } = fakeStorage({}, true);
    expect(() => writeDraft(storage, 'k', { name: 'Ada' })).not.toThrow();
    expect(() => writeDraft(storage, 'k', { name: '' })).not.toThrow();
    expect(() => clearDraft(storage, 'k')).not.toThrow();
    expect(() => writeDraft(undefined, 'k', { name: 'Ada' })).not.toThrow();
  });
});

describe('clearDraft', () => {
  it('removes only that form’s draft', () => {
    const { storage, items } = fakeStorage({ a: '{"name":"Ada"}', b: '{"name":"Grace"}' });
    clearDraft(storage, 'a');
    expect([...items.keys()]).toEqual(['b']);
  });
});
