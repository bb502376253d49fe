import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../utils/cx';
import { Glyph } from '../Glyph';
import { Field, splitFieldProps, type FieldKeys, type FieldOwnProps } from './Field';
import * as styles from './FormField.css';

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
          <Glyph name="chevron-down" className={styles.chevron} aria-hidden="true" />
        </div>
      )}
    </Field>
  );
}
