/**
 * The validation rules of the site's forms, in react-hook-form's `validate` shape: the forms switch the
 * browser's bubbles off (`noValidate`) and show the spec's messages, but their inputs keep `required`
 * and `type="email"`, so these follow the browser's rules. An error's `type` is the rule's name:
 * 'required' or 'email'.
 */
import type { FieldErrors, FieldValues, RegisterOptions, UseFormProps } from 'react-hook-form';

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

/** A required field. */
export const required = { validate: { required: isFilled } } satisfies RegisterOptions;

/** A required e-mail address. */
export const requiredEmail = { validate: { required: isFilled, email: isEmailOrBlank } } satisfies RegisterOptions;

/** True when some field was left blank (the case 'Please fill in all required fields' covers). */
export function hasMissingRequired<V extends FieldValues>(errors: FieldErrors<V>): boolean {
  return Object.values(errors).some((error) => (error as { type?: unknown } | undefined)?.type === 'required');
}

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
