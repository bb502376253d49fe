import { SignInError, type Identity, type IdentityUser } from './types';

type FirebaseIdentity = typeof import('./firebaseIdentity');

let loaded: Promise<Identity> | undefined;

/** Loads the Firebase SDK once, off the critical path (the splash covers it). */
function firebase(): Promise<Identity> {
  loaded ??= import('./firebaseIdentity').then((module: FirebaseIdentity) => module.createFirebaseIdentity());
  return loaded;
}

/**
 * Identity on Firebase Auth (or its emulator), loaded lazily: the interface is available at once,
 * the SDK arrives in parallel with the page.
 */
export function createFirebaseBackedIdentity(): Identity {
  return {
    onUserChanged(listener) {
      let unsubscribe: (() => void) | undefined;
      let cancelled = false;
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
      return () => {
        cancelled = true;
        unsubscribe?.();
      };
    },
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
