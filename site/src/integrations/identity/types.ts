/**
 * The site's view of an identity provider. Pages and the app shell depend on this interface only;
 * the implementation (Firebase Auth, loaded on demand) is created in `main.tsx`; the prerender uses a stand-in.
 */

/** The signed-in user, as much of it as the site uses. */
export interface IdentityUser {
  readonly uid: string;
  readonly email: string | null;
}

/** Why a sign-in failed, in terms the login screen can explain to a visitor. */
export type SignInFailure = 'invalid-credentials' | 'too-many-attempts' | 'network' | 'unknown';

export class SignInError extends Error {
  readonly reason: SignInFailure;
  constructor(reason: SignInFailure, options?: ErrorOptions) {
    super(`Sign-in failed: ${reason}`, options);
    this.name = 'SignInError';
    this.reason = reason;
  }
}

export interface Identity {
  /**
   * Calls `listener` with the current user (or `null`) once the provider knows it, and again on
   * every change. Returns the unsubscribe function.
   */
  onUserChanged(listener: (user: IdentityUser | null) => void): () => void;
  /** Signing in is about to start: fetch what it needs now, so that `signIn` does not wait for it. */
  prepare(): void;
  /** Signs in with e-mail and password; rejects with a `SignInError`. */
  signIn(email: string, password: string): Promise<IdentityUser>;
  /** A fresh ID token of the signed-in user. */
  idToken(): Promise<string>;
  signOut(): Promise<void>;
}
