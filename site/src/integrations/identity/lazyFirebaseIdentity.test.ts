import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Identity, IdentityUser } from './types';

const clinic: IdentityUser = { uid: 'uid-1', email: 'clinic@example.com' };

/** The SDK's module, counted: `loads` goes up when it is fetched and started. */
const sdk = vi.hoisted(() => ({ loads: 0, user: null as IdentityUser | null }));
vi.mock('./firebaseIdentity', () => ({
  createFirebaseIdentity: (): Identity => {
    sdk.loads += 1;
    return {
      onUserChanged: (listener) => {
        listener(sdk.user);
        return () => {};
      },
      prepare: () => {},
      signIn: () => Promise.resolve(clinic),
      idToken: () => Promise.resolve('token'),
      signOut: () => Promise.resolve(),
    };
  },
}));

const storage = new Map<string, string>();
let window: EventTarget;

beforeEach(() => {
  window = new EventTarget();
  vi.resetModules();
  sdk.loads = 0;
  sdk.user = null;
  storage.clear();
  vi.stubGlobal(
    'window',
    Object.assign(window, { localStorage: { getItem: (key: string) => storage.get(key) ?? null } }),
  );
});
afterEach(() => vi.unstubAllGlobals());

async function freshIdentity() {
  const { createFirebaseBackedIdentity } = await import('./lazyFirebaseIdentity');
  const { sessionKey } = await import('./session');
  const { firebaseConfig } = await import('../config');
  return { identity: createFirebaseBackedIdentity(), key: sessionKey(firebaseConfig.apiKey) };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('identity on Firebase, loaded where a session may exist', () => {
  it('with no stored session: nobody signed in at once, and no SDK', async () => {
    const { identity } = await freshIdentity();
    const reports: (IdentityUser | null)[] = [];
    identity.onUserChanged((user) => reports.push(user));
    await settle();
    expect(reports).toEqual([null]);
    expect(sdk.loads).toBe(0);
  });

  it('with a stored session: the SDK, and its report first', async () => {
    const { identity, key } = await freshIdentity();
    storage.set(key, '{}');
    sdk.user = clinic;
    const reports: (IdentityUser | null)[] = [];
    identity.onUserChanged((user) => reports.push(user));
    expect(reports).toEqual([]);
    await settle();
    expect(reports).toEqual([clinic]);
    expect(sdk.loads).toBe(1);
  });

  it('signing in about to start: the SDK, whose reports then follow', async () => {
    const { identity } = await freshIdentity();
    const reports: (IdentityUser | null)[] = [];
    identity.onUserChanged((user) => reports.push(user));
    identity.prepare();
    await settle();
    expect(sdk.loads).toBe(1);
    expect(reports).toEqual([null, null]);
  });

  it('another tab signing in: the SDK, with the user it reports', async () => {
    const { identity, key } = await freshIdentity();
    const reports: (IdentityUser | null)[] = [];
    identity.onUserChanged((user) => reports.push(user));
    window.dispatchEvent(Object.assign(new Event('storage'), { key: 'unrelated', newValue: 'x' }));
    await settle();
    expect(sdk.loads).toBe(0);
    sdk.user = clinic;
    window.dispatchEvent(Object.assign(new Event('storage'), { key, newValue: '{}' }));
    await settle();
    expect(sdk.loads).toBe(1);
    expect(reports).toEqual([null, clinic]);
  });
});
