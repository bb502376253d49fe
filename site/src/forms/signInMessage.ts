import { login } from '../content/login';
import type { SignInFailure } from '../integrations/identity';

/** What the visitor reads when sign-in fails for this reason. */
export function signInMessage(reason: SignInFailure): string {
  switch (reason) {
    case 'too-many-attempts':
      return login.failures.tooManyAttempts;
    case 'network':
      return login.failures.network;
    case 'invalid-credentials':
    case 'unknown':
      return login.error;
  }
}
