/** Clinic login page (/login): e-mail and password, a show/hide toggle and the Login button. */

import { brand } from './brand';
import type { FieldName } from './forms';
import type { FieldText } from './page';

const fields = {
  email: { label: 'Email', placeholder: 'you@clinic.com', required: true, autoComplete: 'email' },
  password: { label: 'Password', placeholder: 'Your password', required: true, autoComplete: 'current-password' },
} as const satisfies Record<FieldName<'login'>, FieldText>;

export const login = {
  /** The page's name (document title). */
  pageName: 'Login',
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
  /** What the visitor reads, by the reason sign-in failed ('invalid-credentials' and 'unknown' use `error`). */
  failures: {
    tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again later.',
    network: 'Could not reach the sign-in service. Check your connection and try again.',
  },
  /** Field messages, shown on submit; nothing is sent while one shows. */
  fieldErrors: {
    emailRequired: 'Please enter your email address.',
    emailInvalid: 'Please enter a valid email address.',
    passwordRequired: 'Please enter your password.',
  },
  /** Where a signed-in user goes (after login, or at once when a token is already stored). */
  redirectTo: '/assessmentForm',
  /** Local-storage key of the stored ID token. */
  accessTokenKey: 'accessToken',
} as const;

/**
 * Assessment form page (/assessmentForm), the target of a successful login. The spec does not show
 * the form's contents, so the page is a placeholder with the signed-in account and a sign-out button.
 */
export const assessmentForm = {
  /** The page's name (document title). */
  pageName: 'Assessment Form',
  eyebrow: 'Clinic',
  title: 'Assessment form',
  text: 'The assessment form will appear here.',
  /** Label before the signed-in user's e-mail address. */
  signedInAs: 'Signed in as',
  signOut: 'Sign out',
  /** Where signing out leads. */
  signedOutTo: '/login',
} as const;
