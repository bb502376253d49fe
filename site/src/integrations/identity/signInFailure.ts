import type { SignInFailure } from './types';

/** Firebase error codes, mapped to what the login screen tells the visitor. */
export function signInFailure(code: string | undefined): SignInFailure {
  switch (code) {
    case 'auth/invalid-credential':
    case 'auth/invalid-login-credentials':
    case 'auth/wrong-password':
    case 'auth/user-not-found':
    case 'auth/invalid-email':
    case 'auth/missing-password':
    case 'auth/user-disabled':
      return 'invalid-credentials';
    case 'auth/too-many-requests':
      return 'too-many-attempts';
    case 'auth/network-request-failed':
    case 'auth/timeout':
      return 'network';
    default:
      return 'unknown';
  }
}
