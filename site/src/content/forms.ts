/**
 * The site's forms, each declared once: its name, its fields, and what a valid submit does.
 * - `message`: e-mailed with the form's EmailJS template; drafted as it is typed and kept in the
 *   outbox until the provider accepts it (a lost connection or a closed tab loses nothing);
 * - `email`: e-mailed with the form's EmailJS template;
 * - `sign-in`: handed to the identity provider.
 *
 * The e-mail types, the template settings, the outbox and the validation rules derive from this list:
 * a new message form is one entry here, its fields' texts and its page.
 */
export const forms = {
  newsletter: { submits: 'email', fields: ['email'] },
  contact: { submits: 'message', fields: ['name', 'email', 'message'] },
  booking: { submits: 'message', fields: ['name', 'email', 'service', 'message'], keepAfterSend: ['service'] },
  login: { submits: 'sign-in', fields: ['email', 'password'] },
} as const satisfies Record<string, FormDeclaration>;

interface FormDeclaration {
  readonly submits: 'message' | 'email' | 'sign-in';
  readonly fields: readonly string[];
  /** Fields whose values stay once a message has been sent (booking keeps its service). */
  readonly keepAfterSend?: readonly string[];
}

type Forms = typeof forms;
export type FormName = keyof Forms;
export type FieldName<F extends FormName> = Forms[F]['fields'][number];
/** A form's values: every field is a string. */
export type FormValues<F extends FormName> = Record<FieldName<F>, string>;

type FormsThatSubmit<S extends FormDeclaration['submits']> = {
  [F in FormName]: Forms[F]['submits'] extends S ? F : never;
}[FormName];
/** The forms that send e-mail, each with its own template. */
export type EmailForm = FormsThatSubmit<'email' | 'message'>;
/** The forms whose messages are drafted and wait in the outbox. */
export type MessageFormName = FormsThatSubmit<'message'>;

const formNames = Object.keys(forms) as FormName[];
const submitsEmail = (name: FormName): name is EmailForm => forms[name].submits !== 'sign-in';

export const emailForms: readonly EmailForm[] = formNames.filter(submitsEmail);

export const isMessageForm = (name: unknown): name is MessageFormName =>
  typeof name === 'string' && Object.hasOwn(forms, name) && forms[name as FormName].submits === 'message';

/**
 * The fields a form empties once its submit has done its work: all but those it keeps; none for a
 * sign-in, which leaves the page.
 */
export function fieldsClearedAfterSubmit<F extends FormName>(name: F): readonly FieldName<F>[] {
  const declaration: FormDeclaration = forms[name];
  if (declaration.submits === 'sign-in') return [];
  return forms[name].fields.filter((field) => !declaration.keepAfterSend?.includes(field));
}
