import { useCallback, useId, useReducer, useRef, type FormEvent, type RefCallback } from 'react';
import { flushSync } from 'react-dom';
import { formFlow, initialFlow, type FormStatus } from './flow';
import { usePersistentForm } from './usePersistentForm';
import {
  fieldOrder,
  firstInvalid,
  hasMissingRequired,
  trimmed,
  validate,
  type FieldProblem,
  type FormProblems,
  type FormRules,
  type FormValues,
} from './validation';

type Focusable = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

export interface SendFormOptions<F extends string> {
  /** Session-storage key of the draft (see `usePersistentForm`). */
  storageKey: string;
  /** The fields, in screen order, with their rules. */
  rules: FormRules<F>;
  /** Sends the (valid, trimmed) values; reject on failure. */
  send(values: FormValues<F>): Promise<unknown>;
  /** Called with the error of a failed send (the spec wants it logged). */
  onError(error: unknown): void;
  /** Fields whose values survive a successful send (booking keeps the service). */
  keepAfterSend?: readonly F[];
}

/** What `fieldProps` gives a field control. */
export interface FieldProps {
  name: string;
  value: string;
  onChange(event: { target: { value: string } }): void;
  ref: RefCallback<Focusable>;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface SendForm<F extends string> {
  readonly values: FormValues<F>;
  /** Id for the form-level message (the required-fields alert) that invalid fields point at. */
  readonly summaryId: string;
  /** A field control's props: name, value, change handler, focus ref, `aria-invalid`/`aria-describedby`. */
  fieldProps(name: F): FieldProps;
  readonly status: FormStatus;
  /** Invalid fields from the last submit (cleared by typing). */
  readonly problems: FormProblems<F>;
  /** Some required field was blank at the last submit. */
  readonly missingRequired: boolean;
  /** The last send failed: show the error banner. */
  readonly sendFailed: boolean;
  /** Changes a field (clearing the current error) and saves the draft. */
  setValue(name: F, value: string): void;
  /** A ref callback for a field's control (its `ref` prop), so focus can move to it. */
  registerField(name: F): RefCallback<Focusable>;
  /** Ref for the submit button (focus returns to it after a failed send). */
  submitRef: RefCallback<HTMLButtonElement>;
  /** Ref for the 'fill in all required fields' message, so it is scrolled into view with the field. */
  summaryRef: RefCallback<HTMLElement>;
  /** The form's `onSubmit`: validates, then sends once. */
  handleSubmit(event: FormEvent<HTMLFormElement>): void;
  /** From the sent state back to editing (the kept values stay); focus goes to the first field. */
  restart(): void;
  /** Moves focus to a field (e.g. after pre-filling it). */
  focusField(name: F, options?: FocusOptions): void;
}

/**
 * A form that validates itself (use it with `noValidate`), sends once per submit and keeps a draft:
 * editing → sending (a second submit does nothing) → sent, or back to editing with `sendFailed` and
 * every value kept. On invalid input nothing is sent and focus moves to the first invalid field.
 */
export function useSendForm<F extends string>({
  storageKey,
  rules,
  send,
  onError,
  keepAfterSend = [],
}: SendFormOptions<F>): SendForm<F> {
  const fields = fieldOrder(rules);
  const { values, setValue: storeValue, reset } = usePersistentForm({ storageKey, fields });
  const [flow, dispatch] = useReducer(formFlow<F>, undefined, initialFlow<F>);
  // State updates are not synchronous: this stops a second submit in the same tick.
  const busy = useRef(false);
  const controls = useRef(new Map<F, Focusable>());
  const submitButton = useRef<HTMLButtonElement | null>(null);
  const summary = useRef<HTMLElement | null>(null);

  const setValue = useCallback(
    (name: F, value: string) => {
      storeValue(name, value);
      dispatch({ type: 'edit' });
    },
    [storeValue],
  );

  const registerField = useCallback(
    (name: F): RefCallback<Focusable> =>
      (element) => {
        if (element) controls.current.set(name, element);
        else controls.current.delete(name);
      },
    [],
  );

  const submitRef = useCallback<RefCallback<HTMLButtonElement>>((element) => {
    submitButton.current = element;
  }, []);

  const summaryRef = useCallback<RefCallback<HTMLElement>>((element) => {
    summary.current = element;
  }, []);

  const focusField = useCallback((name: F, options?: FocusOptions) => {
    controls.current.get(name)?.focus(options);
  }, []);

  /**
   * Focuses an invalid field so that its label and, for a blank required field, the form's message
   * above it are in view too (plain `focus()` scrolls only the control in, under the fixed nav bar).
   */
  const revealInvalid = (name: F, missingRequired: boolean) => {
    const control = controls.current.get(name);
    if (!control) return;
    const top = (missingRequired ? summary.current : null) ?? control.labels?.[0] ?? control;
    top.scrollIntoView({ block: 'nearest', behavior: 'instant' });
    control.focus({ preventScroll: true });
    control.scrollIntoView({ block: 'nearest', behavior: 'instant' });
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy.current || flow.status !== 'editing') return;
    const problems = validate(values, rules);
    const first = firstInvalid(problems, rules);
    if (first !== undefined) {
      // Render the error state first, so the field is announced with its error when it gets focus.
      flushSync(() => dispatch({ type: 'submit', problems }));
      revealInvalid(first, hasMissingRequired(problems));
      return;
    }
    busy.current = true;
    dispatch({ type: 'submit', problems });
    const form = event.currentTarget;
    send(trimmed(values)).then(
      () => {
        busy.current = false;
        reset(keepAfterSend);
        dispatch({ type: 'sent' });
      },
      (error: unknown) => {
        busy.current = false;
        onError(error);
        flushSync(() => dispatch({ type: 'failed' }));
        // The disabled button dropped focus: give it back to the button, next to the banner.
        const active = document.activeElement;
        if (!active || active === document.body || !form.contains(active)) submitButton.current?.focus();
      },
    );
  };

  const restart = useCallback(() => {
    flushSync(() => dispatch({ type: 'restart' }));
    // The button that was clicked is gone with the thank-you view: continue in the form.
    const first = fields[0];
    if (first !== undefined) focusField(first);
    // `fields` is derived from the static rules object.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusField]);

  // Id of the form-level message (the required-fields alert) that invalid fields point at.
  const summaryId = useId();

  /** Everything a field control needs: name, value, change handler, focus ref and its error wiring. */
  const fieldProps = (name: F): FieldProps => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => setValue(name, event.target.value),
    ref: registerField(name),
    ...fieldA11y(flow.problems[name], summaryId),
  });

  return {
    values,
    summaryId,
    fieldProps,
    status: flow.status,
    problems: flow.problems,
    missingRequired: hasMissingRequired(flow.problems),
    sendFailed: flow.sendFailed,
    setValue,
    registerField,
    submitRef,
    summaryRef,
    handleSubmit,
    restart,
    focusField,
  };
}

/** The ARIA wiring of a field for a form-level message: invalid fields point at the summary. */
export function fieldA11y(problem: FieldProblem | undefined, summaryId: string) {
  return {
    'aria-invalid': problem !== undefined ? (true as const) : undefined,
    'aria-describedby': problem === 'required' ? summaryId : undefined,
  };
}
