import type { ReactNode } from 'react';

/** What every preset field (`TextField`, `TextAreaField`, `SelectField`, `PasswordField`) adds around its control. */
export interface FieldOwnProps {
  /** The visible label. It is the control's accessible name (the required marker is not part of it). */
  label: ReactNode;
  /** Help text under the control, linked with `aria-describedby`. */
  hint?: ReactNode;
  /**
   * Error text under the control. When set, the control is marked `aria-invalid` and described by it
   * (after the hint), and its border turns to the danger colour.
   */
  error?: ReactNode;
  /** Required: shows a '*' (hidden from assistive technology) and sets the native `required` attribute. */
  required?: boolean;
  /** The control's id. Generated when not given; the label, hint and error are tied to it. */
  id?: string;
  /** A class for the field's wrapper (label, control, hint and error). */
  className?: string;
}

export type FieldKeys = keyof FieldOwnProps;

/** Splits a preset's props into what the field frame takes and what its control takes. */
export function splitFieldProps<P extends FieldOwnProps>(props: P): [FieldOwnProps, Omit<P, FieldKeys>] {
  const { label, hint, error, required, id, className, ...control } = props;
  return [{ label, hint, error, required, id, className }, control];
}
