// The wrapper every field shares (label, control, hint, error) and the split of a field's props.
// Each field is a module of its own, so an app pays only for the fields it uses.
import { useId, type ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { Glyph } from '../Glyph';
import * as styles from './FormField.css';

/** What every field adds around its control. */
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

/** The props `Field` hands to its control. */
export interface ControlA11yProps {
  id: string;
  required: boolean | undefined;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FieldProps extends FieldOwnProps {
  /** The consumer's own `aria-describedby`, kept after the hint and error ids. */
  describedBy?: string;
  /** The consumer's own `aria-invalid`: marks the control invalid without an error text. */
  invalid?: boolean | 'true' | 'false' | 'grammar' | 'spelling';
  /** Renders the control with the ids and ARIA wiring it needs. */
  children: (control: ControlA11yProps) => ReactNode;
}

/** The one wrapper all fields share: label, control slot, hint and error. */
export function Field({ id, label, hint, error, required, className, describedBy, invalid, children }: FieldProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const isInvalid = hasError || invalid === true || invalid === 'true';
  const describedByIds = [hint ? hintId : undefined, hasError ? errorId : undefined, describedBy]
    .filter(Boolean)
    .join(' ');

  return (
    <div className={cx(styles.field, className)}>
      <label htmlFor={controlId} className={styles.label}>
        {label}
        {required && (
          <span className={styles.requiredMark} aria-hidden="true">
            *
          </span>
        )}
      </label>
      {children({
        id: controlId,
        required: required || undefined,
        'aria-invalid': isInvalid || undefined,
        'aria-describedby': describedByIds || undefined,
      })}
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {hasError && (
        <p id={errorId} className={styles.error}>
          <Glyph name="alert-circle" className={styles.errorIcon} aria-hidden="true" />
          <span>{error}</span>
        </p>
      )}
    </div>
  );
}

export type FieldKeys = keyof FieldOwnProps;

type FieldSetup = Omit<FieldProps, 'children'>;
type WithAria = FieldOwnProps & { 'aria-describedby'?: string; 'aria-invalid'?: FieldProps['invalid'] };

/** Splits a field's props into the wrapper's (label, hint, error, ARIA) and the control's (the rest). */
export function splitFieldProps<P extends WithAria>(props: P): [FieldSetup, Omit<P, keyof WithAria>] {
  const {
    label,
    hint,
    error,
    required,
    id,
    className,
    'aria-describedby': describedBy,
    'aria-invalid': invalid,
    ...control
  } = props;
  return [{ label, hint, error, required, id, className, describedBy, invalid }, control];
}
