import { firebaseConfig } from '../config';

/**
 * Where Firebase Auth, with local persistence, keeps the signed-in user of an app: one local-storage
 * entry per API key and app name. Read without the SDK, it tells whether a session can exist at all.
 */
export function sessionKey(apiKey: string, appName = '[DEFAULT]'): string {
  return `firebase:authUser:${apiKey}:${appName}`;
}

/**
 * Whether a stored session may exist: `false` only when storage answers that the key is absent.
 * Storage that cannot be read answers `true`: the SDK then decides.
 */
export function mayHoldSession(
  key: string,
  storage: () => Pick<Storage, 'getItem'> = () => window.localStorage,
): boolean {
  try {
    return storage().getItem(key) !== null;
  } catch {
    return true;
  }
}

/** Whether this site's Firebase app may have left a signed-in user on this device. */
export const mayHoldStoredSession = (): boolean => mayHoldSession(sessionKey(firebaseConfig.apiKey));
