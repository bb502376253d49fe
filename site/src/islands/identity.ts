import { createFirebaseBackedIdentity } from '../integrations/identity/lazyFirebaseIdentity';

/**
 * The page's one identity (Firebase Auth, loaded only where a session may exist), shared by every
 * island that signs in or shows who is signed in, and followed for the whole page while a session is
 * stored (`followStoredSession`).
 */
export const identity = createFirebaseBackedIdentity();

/** Follows the sign-in state of a stored session: the SDK restores it, and its changes are reported. */
export function followStoredSession(): void {
  identity.onUserChanged(() => {});
}
