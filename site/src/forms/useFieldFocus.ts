import { useCallback, useLayoutEffect, useRef } from 'react';
import type { FieldErrors, FieldValues, UseFormReturn } from 'react-hook-form';

export interface FieldFocus {
  /** The `<form>`'s `ref`. */
  attachForm(element: HTMLFormElement | null): void;
  /**
   * Moves focus to a field (e.g. after pre-filling it); when the form is not on the page (its
   * confirmation is still on its way out), as soon as it is.
   */
  focusField(name: string, options?: FocusOptions): void;
}

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
const isControl = (element: unknown): element is Control =>
  element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement;

/**
 * Focus in a form on react-hook-form (created with `shouldFocusError: false`). After an invalid submit
 * has rendered, so that the field is announced with its error, focus goes to the first invalid field
 * on screen, with its label in view and, for a blank field, the message `summaryId` names (plain
 * `focus()` scrolls only the control in, under the fixed nav bar).
 */
export function useFieldFocus<V extends FieldValues>(form: UseFormReturn<V>, summaryId?: string): FieldFocus {
  const formRef = useRef<HTMLFormElement | null>(null);
  const errors: FieldErrors = form.formState.errors;
  const { submitCount } = form.formState;
  const focusedSubmit = useRef(0);

  useLayoutEffect(() => {
    if (submitCount === focusedSubmit.current) return;
    focusedSubmit.current = submitCount;
    const controls = Array.from(formRef.current?.elements ?? []).filter(isControl);
    const control = controls.find((element) => errors[element.name] !== undefined);
    if (control === undefined) return;
    const blank = errors[control.name]?.type === 'required';
    const summary = blank && summaryId !== undefined ? document.getElementById(summaryId) : null;
    (summary ?? control.labels?.[0] ?? control).scrollIntoView({ block: 'nearest', behavior: 'instant' });
    control.focus({ preventScroll: true });
    control.scrollIntoView({ block: 'nearest', behavior: 'instant' });
  }, [submitCount, errors, summaryId]);

  /** A focus asked for while the form was not on the page: given when the form is attached. */
  const pending = useRef<{ name: string; options?: FocusOptions } | undefined>(undefined);

  const focusField = useCallback((name: string, options?: FocusOptions) => {
    const control = formRef.current?.elements.namedItem(name);
    pending.current = control instanceof HTMLElement ? undefined : { name, options };
    if (control instanceof HTMLElement) control.focus(options);
  }, []);

  const attachForm = useCallback(
    (element: HTMLFormElement | null) => {
      formRef.current = element;
      if (element && pending.current) focusField(pending.current.name, pending.current.options);
    },
    [focusField],
  );

  return { attachForm, focusField };
}
