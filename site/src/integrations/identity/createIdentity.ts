import { SignInError, type Identity } from './types';

/**
 * Placeholder until the Firebase implementation lands: nobody is signed in, and sign-in reports the
 * provider as unreachable.
 */
export function createIdentity(): Identity {
  return {
    onUserChanged(listener) {
      const timer = setTimeout(() => listener(null), 0);
      return () => clearTimeout(timer);
    },
    signIn: () => Promise.reject(new SignInError('network')),
    idToken: () => Promise.reject(new Error('Not signed in')),
    signOut: () => Promise.resolve(),
  };
}
