/** Clinic login page (/login): e-mail and password, a show/hide toggle and the Login button. */

import { brand } from './brand';
import type { FormField } from './page';

/** Field names of the login form. */
export type LoginFieldName = 'email' | 'password';

const fields = {
  email: { label: 'Email', placeholder: 'you@clinic.com', required: true, autoComplete: 'email' },
  password: { label: 'Password', placeholder: 'Your password', required: true, autoComplete: 'current-password' },
} as const satisfies Record<LoginFieldName, FormField>;

export const login = {
  title: 'Clinic sign in',
  subtitle: 'Sign in with your clinic account to continue to the assessment form.',
  /** Link back to the public site. */
  home: { label: `Back to ${brand.name}`, href: '/' },
  fields,
  /** Accessible names of the password visibility toggle, by current state. */
  passwordToggle: { show: 'Show password', hide: 'Hide password' },
  submit: 'Login',
  /** Button text while signing in. */
  loading: 'Signing in...',
  /** Set when sign-in fails. */
  error: 'Invalid email or password',
  /** Where a signed-in user goes (after login, or at once when a token is already stored). */
  redirectTo: '/assessmentForm',
  /** Local-storage key of the stored ID token. */
  accessTokenKey: 'accessToken',
} as const;
