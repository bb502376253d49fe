// The preset fields: each is the parts put together for one kind of control. Each field is a module
// of its own, so an app pays only for the fields it uses.
import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../utils/cx';
import { Glyph } from '../Glyph';
import { splitFieldProps, type FieldKeys, type FieldOwnProps } from './fieldProps';
import * as styles from './FormField.css';
import * as FormField from './parts';
import { PresetField } from './PresetField';

export interface TextFieldProps extends FieldOwnProps, Omit<ComponentPropsWithRef<'input'>, FieldKeys | 'type'> {
  /** Text-like input types only (use `PasswordField` for passwords). Default 'text'. */
  type?: 'text' | 'email' | 'tel' | 'url' | 'search' | 'number';
}

/** A labelled single-line input. All native input props pass through (value, onChange, ref...). */
export function TextField({ type = 'text', ...props }: TextFieldProps) {
  const [field, input] = splitFieldProps(props);
  return (
    <PresetField {...field}>
      <FormField.Control>
        <input {...input} type={type} className={styles.control} />
      </FormField.Control>
    </PresetField>
  );
}

export type TextAreaFieldProps = FieldOwnProps & Omit<ComponentPropsWithRef<'textarea'>, FieldKeys>;

/** A labelled multi-line input that grows vertically (the user can resize it). Default 5 rows. */
export function TextAreaField({ rows = 5, ...props }: TextAreaFieldProps) {
  const [field, textarea] = splitFieldProps(props);
  return (
    <PresetField {...field}>
      <FormField.Control>
        <textarea {...textarea} rows={rows} className={cx(styles.control, styles.textarea)} />
      </FormField.Control>
    </PresetField>
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
export function SelectField({ options, placeholder, value, defaultValue, ...props }: SelectFieldProps) {
  const [field, select] = splitFieldProps(props);
  const startsOnPlaceholder = placeholder !== undefined && value === undefined && defaultValue === undefined;
  return (
    <PresetField {...field}>
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
    </PresetField>
  );
}
