import { initializeApp } from 'firebase/app';
import {
  browserLocalPersistence,
  connectAuthEmulator,
  initializeAuth,
  onAuthStateChanged,
  signInWithEmailAndPassword,
  signOut,
  type User,
} from 'firebase/auth';
import { firebaseConfig } from '../config';
import { signInFailure } from './signInFailure';
import { SignInError, type Identity, type IdentityUser } from './types';

function toUser(user: User): IdentityUser {
  return { uid: user.uid, email: user.email };
}

/** Firebase Auth with explicit local persistence and no popup/redirect resolver (e-mail sign-in only). */
export function createFirebaseIdentity(): Identity {
  const { authEmulator, ...options } = firebaseConfig;
  const app = initializeApp(options);
  const auth = initializeAuth(app, { persistence: browserLocalPersistence });
  if (authEmulator) connectAuthEmulator(auth, authEmulator, { disableWarnings: true });

  return {
    onUserChanged: (listener) => onAuthStateChanged(auth, (user) => listener(user ? toUser(user) : null)),
    prepare: () => {},
    async signIn(email, password) {
      try {
        const credential = await signInWithEmailAndPassword(auth, email, password);
        return toUser(credential.user);
      } catch (error) {
        const code = error && typeof error === 'object' && 'code' in error ? String(error.code) : undefined;
        throw new SignInError(signInFailure(code), { cause: error });
      }
    },
    async idToken() {
      if (!auth.currentUser) throw new Error('Not signed in');
      return auth.currentUser.getIdToken();
    },
    signOut: () => signOut(auth),
  };
}
