/** The login form's rules (react-hook-form, with the spec's messages) and the message for each sign-in failure. */
import type { RegisterOptions } from 'react-hook-form';
import { login } from '../content/login';
import { isEmailOrBlank, isFilled } from './rules';
import type { SignInFailure } from '../integrations/identity';

export interface LoginValues {
  email: string;
  password: string;
}

/** Field rules; each failing check's message is the field's error. The password is not trimmed. */
export const loginRules = {
  email: {
    validate: {
      required: (value: string) => isFilled(value) || login.fieldErrors.emailRequired,
      email: (value: string) => isEmailOrBlank(value) || login.fieldErrors.emailInvalid,
    },
  },
  password: { required: login.fieldErrors.passwordRequired },
} satisfies { [K in keyof LoginValues]: RegisterOptions<LoginValues, K> };

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
