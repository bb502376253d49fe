/** The login form's pure parts: field checks and the message for each sign-in failure. */
import { login } from '../../content/login';
import { isBlank, isValidEmail } from '../../forms/validation';
import type { SignInFailure } from '../../integrations/identity';

export interface LoginFieldErrors {
  email?: string;
  password?: string;
}

/** Field messages for the given values (empty when both are fine). The password is not trimmed. */
export function loginFieldErrors(email: string, password: string): LoginFieldErrors {
  const errors: LoginFieldErrors = {};
  if (isBlank(email)) errors.email = login.fieldErrors.emailRequired;
  else if (!isValidEmail(email)) errors.email = login.fieldErrors.emailInvalid;
  if (password === '') errors.password = login.fieldErrors.passwordRequired;
  return errors;
}

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
