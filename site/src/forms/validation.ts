/**
 * Validation of the site's forms (spec section 5), as pure functions so they can be tested without
 * a browser. The forms switch the browser's own bubbles off (`noValidate`) and show the spec's
 * messages instead, but their inputs keep `required` and `type="email"`, so this module follows the
 * browser's rules.
 */

/** What a field must satisfy. */
export interface FieldRule {
  /** Not empty and not only whitespace. */
  readonly required?: boolean;
  /** A valid e-mail address, by the browser's `type="email"` rule (checked only when not blank). */
  readonly email?: boolean;
}

/** The rules of a form, one per field, in the order the fields appear on screen. */
export type FormRules<F extends string> = { readonly [K in F]: FieldRule };

/** Why a field is invalid. */
export type FieldProblem = 'required' | 'email';

/** The invalid fields of a form and why; a valid form has none. */
export type FormProblems<F extends string> = Partial<Record<F, FieldProblem>>;

/** The values of a form, every field a string. */
export type FormValues<F extends string> = Record<F, string>;

/**
 * The HTML standard's "valid e-mail address" (what `<input type="email">` accepts): a local part of
 * the allowed characters, '@', and dot-separated domain labels of up to 63 letters, digits and
 * inner hyphens. Deliberately no stricter than the browser (the spec sets no other bound).
 */
const emailPattern =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** True for an empty or whitespace-only value. */
export function isBlank(value: string): boolean {
  return value.trim() === '';
}

/** True when the value (without surrounding whitespace, as the browser strips it) is a valid e-mail address. */
export function isValidEmail(value: string): boolean {
  return emailPattern.test(value.trim());
}

/** The problem of one value under its rule, if any: a blank required field first, then the e-mail format. */
export function checkField(value: string, rule: FieldRule): FieldProblem | undefined {
  if (isBlank(value)) return rule.required ? 'required' : undefined;
  if (rule.email && !isValidEmail(value)) return 'email';
  return undefined;
}

/** Every invalid field of a form and why, in the order of `rules`. */
export function validate<F extends string>(values: FormValues<F>, rules: FormRules<F>): FormProblems<F> {
  const problems: FormProblems<F> = {};
  for (const name of fieldOrder(rules)) {
    const problem = checkField(values[name] ?? '', rules[name]);
    if (problem) problems[name] = problem;
  }
  return problems;
}

/** The field names of a form, in screen order. */
export function fieldOrder<F extends string>(rules: FormRules<F>): F[] {
  return Object.keys(rules) as F[];
}

/** The first invalid field in screen order (where focus goes after a failed submit), if any. */
export function firstInvalid<F extends string>(problems: FormProblems<F>, rules: FormRules<F>): F | undefined {
  return fieldOrder(rules).find((name) => problems[name] !== undefined);
}

/** True when some field is invalid. */
export function hasProblems<F extends string>(problems: FormProblems<F>): boolean {
  return Object.values(problems).some((problem) => problem !== undefined);
}

/** True when some required field is blank (the case the spec's 'Please fill in all required fields' covers). */
export function hasMissingRequired<F extends string>(problems: FormProblems<F>): boolean {
  return Object.values(problems).includes('required');
}

/** The values as they are sent: surrounding whitespace removed. */
export function trimmed<F extends string>(values: FormValues<F>): FormValues<F> {
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [name, (value as string).trim()]),
  ) as FormValues<F>;
}
