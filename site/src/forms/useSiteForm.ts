import { useId, type FormEvent } from 'react';
import { useForm, type Path, type UseFormRegisterReturn, type UseFormReturn } from 'react-hook-form';
import { fieldsClearedAfterSubmit, forms, type FieldName, type FormName, type FormValues } from '../content/forms';
import { formOptions, rules, type FieldProblem, type FieldRules } from './rules';
import { useFieldFocus } from './useFieldFocus';
import { useOnEdit } from './useOnEdit';
import { useSubmitOnce } from './useSubmitOnce';

/**
 * Where a form is: `editing` (after a failed submit too, with every value kept), `sending` (its submit
 * is under way; a second one does nothing) or `sent` (its submit did its work).
 */
export type SiteFormStatus = 'editing' | 'sending' | 'sent';

export interface SiteFormOptions<F extends FormName> {
  /**
   * Carries out a valid submit of the `<form>` element's values. Resolves true when it has done its
   * work (the form then empties the fields it does not keep), false when it has not: it failed
   * (call `fail`), or its work waits.
   */
  submit(values: FormValues<F>, element: HTMLFormElement): Promise<boolean>;
  /**
   * Where focus goes once a submit has ended (unless the visitor has moved it): this field, or by
   * default the submit button after a failure (a form that is sent shows what comes next).
   */
  focusAfterSubmit?: FieldName<F>;
}

/** A form's state and parts, from `useSiteForm`. */
export interface SiteForm<F extends FormName> {
  /** react-hook-form's form, made with the site's options and the form's fields, all blank. */
  readonly form: UseFormReturn<FormValues<F>>;
  readonly status: SiteFormStatus;
  /** The last submit failed: `fail` was called, and nothing has been edited since. */
  readonly failed: boolean;
  /** The text `fail` was given, if any. */
  readonly failure: string | undefined;
  /** Id of the 'fill in all required fields' message that blank fields point at, where a form shows one. */
  readonly summaryId: string;
  /** Some required field was blank at the last submit. */
  readonly missingRequired: boolean;
  /** The `<form>`'s props: no native submit (`method="post"`, no action), no browser bubbles. */
  readonly formProps: {
    method: 'post';
    noValidate: true;
    onSubmit(event: FormEvent<HTMLFormElement>): void;
    ref(element: HTMLFormElement | null): void;
  };
  /** The submit button's `ref`: focus returns to it after a failed submit. */
  submitRef(element: HTMLButtonElement | null): void;
  /** A control's registration, with the field's rules. */
  control(name: FieldName<F>): UseFormRegisterReturn<Path<FormValues<F>>>;
  /** The same, with its error wiring: invalid after the last submit, a blank one described by the summary. */
  field(name: FieldName<F>): UseFormRegisterReturn<Path<FormValues<F>>> & {
    'aria-invalid': true | undefined;
    'aria-describedby': string | undefined;
  };
  /** Why the field is invalid after the last submit. */
  problem(name: FieldName<F>): FieldProblem | undefined;
  /** Marks the submit as failed (shown until the next edit); focus goes back as `focusAfterSubmit` says. */
  fail(message?: string): void;
  /** Runs `run` as the form's submit (validated, one at a time), with the same ending as a press. */
  submitting(run: (values: FormValues<F>) => Promise<boolean>, event?: FormEvent<HTMLFormElement>): void;
  /** Back to editing with every value kept (a sent or failed submit forgotten). */
  backToEditing(): void;
  /** Moves focus to a field; when the form is not on the page yet, as soon as it is. */
  focusField(name: FieldName<F>, options?: FocusOptions): void;
  /** After a submit: focus back on the submit button, or `focus`, unless the visitor moved it. */
  refocus(focus?: () => void): void;
}

/**
 * A form of the site (see `content/forms`) on react-hook-form. Every form composes the same hooks in
 * this order: the form with its rules, edits that clear the last submit's messages, focus on the first
 * invalid field, and one submit at a time. Message forms add their draft and outbox (`useMessageForm`).
 */
export function useSiteForm<F extends FormName>(
  name: F,
  { submit, focusAfterSubmit }: SiteFormOptions<F>,
): SiteForm<F> {
  type Values = FormValues<F>;
  type Name = Path<Values>;
  const fields = forms[name].fields as readonly FieldName<F>[];
  const form = useForm<Values>({
    ...formOptions,
    defaultValues: Object.fromEntries(fields.map((field) => [field, ''])) as never,
  });
  const { register, handleSubmit, reset, setError, clearErrors, getValues, getFieldState, formState } = form;
  const summaryId = useId();

  const backToEditing = () => reset(undefined, { keepValues: true, keepDefaultValues: true });
  // Every edit clears the last submit's messages.
  useOnEdit(form, () => {
    clearErrors();
    if (form.formState.isSubmitSuccessful) backToEditing();
  });
  const { attachForm, focusField } = useFieldFocus(form, summaryId);
  const { submitOnce, submitRef, refocus } = useSubmitOnce();
  const focusAfter = () => refocus(focusAfterSubmit && (() => focusField(focusAfterSubmit)));

  const submitting: SiteForm<F>['submitting'] = (run, event) =>
    submitOnce(async () => {
      let done = false;
      await handleSubmit(async (values) => {
        done = await run(values);
      })(event);
      if (!done) return;
      // After the submit has ended: a reset during it cancels the submit's own state update.
      const blanks = Object.fromEntries(fieldsClearedAfterSubmit(name).map((field) => [field, '']));
      reset({ ...getValues(), ...blanks }, { keepDefaultValues: true, keepIsSubmitSuccessful: true });
      if (focusAfterSubmit) focusAfter();
    });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const element = event.currentTarget;
    submitting((values) => submit(values, element), event);
  };

  const fieldRules = rules[name] as unknown as Readonly<Record<FieldName<F>, FieldRules>>;
  const control = (field: FieldName<F>) => register(field as Name, fieldRules[field] as never);
  const problem = (field: FieldName<F>) =>
    getFieldState(field as Name, formState).error?.type as FieldProblem | undefined;
  const { errors, isSubmitting, isSubmitSuccessful } = formState;

  return {
    form,
    status: isSubmitting ? 'sending' : isSubmitSuccessful ? 'sent' : 'editing',
    failed: errors.root?.submit !== undefined,
    failure: errors.root?.submit?.message || undefined,
    summaryId,
    missingRequired: fields.some((field) => problem(field) === 'required'),
    formProps: { method: 'post', noValidate: true, onSubmit, ref: attachForm },
    submitRef,
    control,
    field: (field) => ({
      ...control(field),
      'aria-invalid': problem(field) !== undefined ? true : undefined,
      'aria-describedby': problem(field) === 'required' ? summaryId : undefined,
    }),
    problem,
    fail(message) {
      // react-hook-form's root error: the submit is unsuccessful until the next edit.
      setError('root.submit', { type: 'submit', message });
      focusAfter();
    },
    submitting,
    backToEditing,
    focusField,
    refocus,
  };
}
