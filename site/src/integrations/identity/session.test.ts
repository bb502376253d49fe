import { deleteApp, initializeApp } from 'firebase/app';
import { initializeAuth, signInWithEmailAndPassword, signOut, type Persistence } from 'firebase/auth';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { mayHoldSession, sessionKey } from './session';

// Before the SDK is imported: it takes `fetch` as it finds it then.
const realFetch = vi.hoisted(() => {
  const original = globalThis.fetch;
  globalThis.fetch = (input: RequestInfo | URL) => Promise.resolve(answer(String(input)));
  return original;
});
afterAll(() => {
  globalThis.fetch = realFetch;
});

/** What the SDK writes, read back as local storage would hold it. */
const stored = new Map<string, unknown>();

/** Local persistence as the SDK's own browser one behaves, in memory: the SDK names the keys. */
class RecordingPersistence {
  static type = 'LOCAL' as const;
  readonly type = 'LOCAL' as const;
  _isAvailable = () => Promise.resolve(true);
  _set = (key: string, value: unknown) => Promise.resolve(void stored.set(key, value));
  _get = (key: string) => Promise.resolve(stored.get(key) ?? null);
  _remove = (key: string) => Promise.resolve(void stored.delete(key));
  _addListener() {}
  _removeListener() {}
}

/** The identity service's answers to a password sign-in, as the SDK asks for them. */
function answer(url: string): Response {
  const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const idToken = [
    base64url({ alg: 'none', typ: 'JWT' }),
    base64url({ iat: now, exp: now + 3600, sub: 'uid-1', email: 'clinic@example.com' }),
    '',
  ].join('.');
  if (url.includes('accounts:signInWithPassword')) {
    return Response.json({
      idToken,
      refreshToken: 'refresh',
      expiresIn: '3600',
      localId: 'uid-1',
      email: 'clinic@example.com',
    });
  }
  if (url.includes('accounts:lookup'))
    return Response.json({ users: [{ localId: 'uid-1', email: 'clinic@example.com' }] });
  return Response.json({ error: { code: 400, message: `unexpected ${url}` } }, { status: 400 });
}

afterEach(() => stored.clear());

describe('the stored session key', () => {
  it("is where the installed Firebase Auth keeps a signed-in user of the site's app", async () => {
    const app = initializeApp({ apiKey: 'pinned-api-key', projectId: 'demo-pin' });
    const auth = initializeAuth(app, { persistence: RecordingPersistence as unknown as Persistence });
    try {
      await signInWithEmailAndPassword(auth, 'clinic@example.com', 'correct-horse-42');
      expect([...stored.keys()]).toContain(sessionKey('pinned-api-key'));
      expect(
        mayHoldSession(sessionKey('pinned-api-key'), () => ({ getItem: (key) => (stored.has(key) ? 'x' : null) })),
      ).toBe(true);
      await signOut(auth);
      expect([...stored.keys()]).not.toContain(sessionKey('pinned-api-key'));
    } finally {
      await deleteApp(app);
    }
  });

  it('absent, no session can exist; storage that cannot be read leaves it to the SDK', () => {
    expect(mayHoldSession(sessionKey('k'), () => ({ getItem: () => null }))).toBe(false);
    expect(mayHoldSession(sessionKey('k'), () => ({ getItem: () => '{}' }))).toBe(true);
    const blocked = () => {
      throw new DOMException('blocked', 'SecurityError');
    };
    expect(mayHoldSession(sessionKey('k'), blocked)).toBe(true);
  });
});
