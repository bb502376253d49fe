/**
 * The validation rules of every form of the site, in react-hook-form's `validate` shape: the forms switch the
 * browser's bubbles off (`noValidate`) and show the spec's messages, but their inputs keep `required`
 * and `type="email"`, so these follow the browser's rules. An error's `type` is the rule's name:
 * 'required' or 'email'.
 */
import type { UseFormProps } from 'react-hook-form';
import type { FieldName, FormName } from '../content/forms';

/**
 * The HTML standard's "valid e-mail address" (what `<input type="email">` accepts). Deliberately no
 * stricter than the browser (the spec sets no other bound).
 */
const emailPattern =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** Not empty and not only whitespace. */
export const isFilled = (value: unknown) => typeof value === 'string' && value.trim() !== '';

/** Blank, or a valid e-mail address (surrounding whitespace ignored, as the browser does). */
export const isEmailOrBlank = (value: unknown) => !isFilled(value) || emailPattern.test(String(value).trim());

/** A field's checks, each named by the error type it gives: 'required' or 'email'. */
export interface FieldRules {
  readonly validate?: Readonly<Record<string, (value: string) => boolean>>;
}

const optional: FieldRules = {};
const required: FieldRules = { validate: { required: isFilled } };
const requiredEmail: FieldRules = { validate: { required: isFilled, email: isEmailOrBlank } };
/** A password is taken as typed: only an empty one is missing. */
const requiredPassword: FieldRules = { validate: { required: (value) => value !== '' } };

/** Every form's rules, field by field. */
export const rules = {
  newsletter: { email: requiredEmail },
  contact: { name: required, email: requiredEmail, message: required },
  booking: { name: required, email: requiredEmail, service: required, message: optional },
  login: { email: requiredEmail, password: requiredPassword },
} as const satisfies { [F in FormName]: Record<FieldName<F>, FieldRules> };

/** Why a field is invalid: the name of its first failing check. */
export type FieldProblem = 'required' | 'email';

/** The values as they are sent: surrounding whitespace removed. */
export function trimmed<V extends Record<string, string>>(values: V): V {
  return { ...values, ...Object.fromEntries(Object.entries(values).map(([name, value]) => [name, value.trim()])) };
}

/**
 * The options of every form's `useForm`: the forms switch the browser's bubbles off and validate on
 * submit; focus goes to the first invalid field after the error has rendered (`useFieldFocus`), so
 * that it is announced with it.
 */
export const formOptions = { reValidateMode: 'onSubmit', shouldFocusError: false } as const satisfies UseFormProps;
