import { AlertCircle, ChevronDown, Eye, EyeOff } from 'lucide-react';
import {
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentPropsWithRef,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { cx } from '../../utils/cx';
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
interface ControlA11yProps {
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
function Field({ id, label, hint, error, required, className, describedBy, invalid, children }: FieldProps) {
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
          <AlertCircle className={styles.errorIcon} aria-hidden="true" />
          <span>{error}</span>
        </p>
      )}
    </div>
  );
}

type FieldKeys = keyof FieldOwnProps;

type FieldSetup = Omit<FieldProps, 'children'>;
type WithAria = FieldOwnProps & { 'aria-describedby'?: string; 'aria-invalid'?: FieldProps['invalid'] };

/** Splits a field's props into the wrapper's (label, hint, error, ARIA) and the control's (the rest). */
function splitFieldProps<P extends WithAria>(props: P): [FieldSetup, Omit<P, keyof WithAria>] {
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

export interface TextFieldProps extends FieldOwnProps, Omit<ComponentPropsWithRef<'input'>, FieldKeys | 'type'> {
  /** Text-like input types only (use `PasswordField` for passwords). Default 'text'. */
  type?: 'text' | 'email' | 'tel' | 'url' | 'search' | 'number';
}

/** A labelled single-line input. All native input props pass through (value, onChange, ref...). */
export function TextField(props: TextFieldProps) {
  const [field, { type = 'text', ...input }] = splitFieldProps(props);
  return <Field {...field}>{(a11y) => <input {...input} {...a11y} type={type} className={styles.control} />}</Field>;
}

export type TextAreaFieldProps = FieldOwnProps & Omit<ComponentPropsWithRef<'textarea'>, FieldKeys>;

/** A labelled multi-line input that grows vertically (the user can resize it). Default 5 rows. */
export function TextAreaField(props: TextAreaFieldProps) {
  const [field, { rows = 5, ...textarea }] = splitFieldProps(props);
  return (
    <Field {...field}>
      {(a11y) => <textarea {...textarea} {...a11y} rows={rows} className={cx(styles.control, styles.textarea)} />}
    </Field>
  );
}

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectFieldProps extends FieldOwnProps, Omit<ComponentPropsWithRef<'select'>, FieldKeys | 'multiple'> {
  /** The choices. A plain string is both value and label. */
  options: readonly (SelectOption | string)[];
  /**
   * A first option with the value '' (e.g. 'Select a service'), shown until the user picks one. With
   * `required`, the browser will not submit the form while it is selected. When neither `value` nor
   * `defaultValue` is given, the field starts on it.
   */
  placeholder?: string;
}

/** A labelled native select (single choice), with an optional placeholder option. */
export function SelectField(props: SelectFieldProps) {
  const [field, { options, placeholder, value, defaultValue, ...select }] = splitFieldProps(props);
  const startsOnPlaceholder = placeholder !== undefined && value === undefined && defaultValue === undefined;
  return (
    <Field {...field}>
      {(a11y) => (
        <div className={styles.controlWrap}>
          <select
            {...select}
            {...a11y}
            value={value}
            defaultValue={startsOnPlaceholder ? '' : defaultValue}
            className={cx(styles.control, styles.select)}
          >
            {placeholder !== undefined && <option value="">{placeholder}</option>}
            {options.map((option) => {
              const {
                value: optionValue,
                label: optionLabel,
                disabled,
              } = typeof option === 'string' ? { value: option, label: option, disabled: false } : option;
              return (
                <option key={optionValue} value={optionValue} disabled={disabled}>
                  {optionLabel}
                </option>
              );
            })}
          </select>
          <ChevronDown className={styles.chevron} aria-hidden="true" />
        </div>
      )}
    </Field>
  );
}

export interface PasswordFieldProps extends FieldOwnProps, Omit<ComponentPropsWithRef<'input'>, FieldKeys | 'type'> {
  /** The toggle's label while the password is hidden. Default 'Show password'. */
  showLabel?: string;
  /** The toggle's label while the password is shown. Default 'Hide password'. */
  hideLabel?: string;
}

/**
 * A labelled password input with a show/hide toggle inside the field. The toggle is a plain button
 * (it never submits the form); clicking it leaves focus and the caret in the input.
 */
export function PasswordField(props: PasswordFieldProps) {
  const [field, { disabled, showLabel = 'Show password', hideLabel = 'Hide password', ...input }] =
    splitFieldProps(props);
  const [visible, setVisible] = useState(false);
  const pendingCaret = useRef<{ input: HTMLInputElement; start: number; end: number } | null>(null);

  // Changing the input's type can move the caret: put it back where the user left it.
  useLayoutEffect(() => {
    const caret = pendingCaret.current;
    pendingCaret.current = null;
    if (caret && document.activeElement === caret.input) caret.input.setSelectionRange(caret.start, caret.end);
  }, [visible]);

  const toggle = (event: MouseEvent<HTMLButtonElement>) => {
    const input = event.currentTarget.parentElement?.querySelector('input');
    if (input && document.activeElement === input && input.selectionStart !== null && input.selectionEnd !== null) {
      pendingCaret.current = { input, start: input.selectionStart, end: input.selectionEnd };
    }
    setVisible((v) => !v);
  };

  return (
    <Field {...field}>
      {(a11y) => (
        <div className={styles.controlWrap}>
          <input
            autoCapitalize="off"
            autoCorrect="off"
            spellCheck={false}
            {...input}
            {...a11y}
            disabled={disabled}
            type={visible ? 'text' : 'password'}
            className={cx(styles.control, styles.passwordInput)}
          />
          <button
            type="button"
            className={styles.toggle}
            aria-label={visible ? hideLabel : showLabel}
            aria-controls={a11y.id}
            disabled={disabled}
            // A pointer click keeps focus (and the on-screen keyboard) in the input.
            onMouseDown={(event) => event.preventDefault()}
            onClick={toggle}
          >
            {visible ? (
              <EyeOff className={styles.icon} aria-hidden="true" />
            ) : (
              <Eye className={styles.icon} aria-hidden="true" />
            )}
          </button>
        </div>
      )}
    </Field>
  );
}
