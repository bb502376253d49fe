import { firebaseConfig } from '../config';
import { mayHoldSession, sessionKey } from './session';
import { SignInError, type Identity, type IdentityUser } from './types';

type FirebaseIdentity = typeof import('./firebaseIdentity');

let loaded: Promise<Identity> | undefined;
/** What follows the SDK's reports as soon as it is asked for, whoever asks. */
const onLoad = new Set<() => void>();

/** Loads the Firebase SDK once. */
function firebase(): Promise<Identity> {
  if (!loaded) {
    loaded = import('./firebaseIdentity').then((module: FirebaseIdentity) => module.createFirebaseIdentity());
    for (const follow of onLoad) follow();
    onLoad.clear();
  }
  return loaded;
}

/** Starts loading the SDK without waiting: a failure is reported by whatever needs it. */
const fetchAhead = () => void firebase().catch(() => undefined);

/**
 * Identity on Firebase Auth (or its emulator), loaded only where a session may exist: with no stored
 * session nobody can be signed in, so that is reported at once without the SDK. The SDK is fetched
 * for a stored session, when signing in starts (`prepare`), or when another tab signs in; from then
 * on its reports follow.
 */
export function createFirebaseBackedIdentity(): Identity {
  const storedSession = sessionKey(firebaseConfig.apiKey);
  return {
    onUserChanged(listener) {
      let unsubscribe: (() => void) | undefined;
      let cancelled = false;
      const follow = () =>
        firebase().then(
          (identity) => {
            if (!cancelled) unsubscribe = identity.onUserChanged(listener);
          },
          (error: unknown) => {
            // Without the SDK nobody can be signed in; the site still works.
            console.warn('Identity provider unavailable', error);
            if (!cancelled) listener(null);
          },
        );
      const signedInElsewhere = (event: StorageEvent) => {
        if (event.key === storedSession && event.newValue !== null) fetchAhead();
      };

      if (loaded || mayHoldSession(storedSession)) void follow();
      else {
        listener(null);
        onLoad.add(follow);
        window.addEventListener('storage', signedInElsewhere);
      }
      return () => {
        cancelled = true;
        onLoad.delete(follow);
        window.removeEventListener('storage', signedInElsewhere);
        unsubscribe?.();
      };
    },
    prepare: fetchAhead,
    async signIn(email, password): Promise<IdentityUser> {
      const identity = await firebase().catch((error: unknown) => {
        throw new SignInError('network', { cause: error });
      });
      return identity.signIn(email, password);
    },
    idToken: async () => (await firebase()).idToken(),
    signOut: async () => (await firebase()).signOut(),
  };
}
