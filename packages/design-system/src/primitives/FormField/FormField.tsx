// The preset fields: each is the parts put together for one kind of control. Each field is a module
// of its own, so an app pays only for the fields it uses.
import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../utils/cx';
import { Glyph } from '../Glyph';
import type { FieldKeys, FieldOwnProps } from './fieldProps';
import * as styles from './FormField.css';
import * as FormField from './parts';

export interface TextFieldProps extends FieldOwnProps, Omit<ComponentPropsWithRef<'input'>, FieldKeys | 'type'> {
  /** Text-like input types only (use `PasswordField` for passwords). Default 'text'. */
  type?: 'text' | 'email' | 'tel' | 'url' | 'search' | 'number';
}

/** A labelled single-line input. All native input props pass through (value, onChange, ref...). */
export function TextField({ label, hint, error, required, id, className, type = 'text', ...input }: TextFieldProps) {
  return (
    <FormField.Root controlId={id} required={required} className={className}>
      <FormField.Label>{label}</FormField.Label>
      <FormField.Control>
        <input {...input} type={type} className={styles.control} />
      </FormField.Control>
      <FormField.Hint>{hint}</FormField.Hint>
      <FormField.Error>{error}</FormField.Error>
    </FormField.Root>
  );
}

export type TextAreaFieldProps = FieldOwnProps & Omit<ComponentPropsWithRef<'textarea'>, FieldKeys>;

/** A labelled multi-line input that grows vertically (the user can resize it). Default 5 rows. */
export function TextAreaField({
  label,
  hint,
  error,
  required,
  id,
  className,
  rows = 5,
  ...textarea
}: TextAreaFieldProps) {
  return (
    <FormField.Root controlId={id} required={required} className={className}>
      <FormField.Label>{label}</FormField.Label>
      <FormField.Control>
        <textarea {...textarea} rows={rows} className={cx(styles.control, styles.textarea)} />
      </FormField.Control>
      <FormField.Hint>{hint}</FormField.Hint>
      <FormField.Error>{error}</FormField.Error>
    </FormField.Root>
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
export function SelectField({
  label,
  hint,
  error,
  required,
  id,
  className,
  options,
  placeholder,
  value,
  defaultValue,
  ...select
}: SelectFieldProps) {
  const startsOnPlaceholder = placeholder !== undefined && value === undefined && defaultValue === undefined;
  return (
    <FormField.Root controlId={id} required={required} className={className}>
      <FormField.Label>{label}</FormField.Label>
      <div className={styles.controlWrap}>
        <FormField.Control>
          <select
            {...select}
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
        </FormField.Control>
        <Glyph name="chevron-down" className={styles.chevron} aria-hidden="true" />
      </div>
      <FormField.Hint>{hint}</FormField.Hint>
      <FormField.Error>{error}</FormField.Error>
    </FormField.Root>
  );
}
