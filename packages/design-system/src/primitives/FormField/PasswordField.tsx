import { useLayoutEffect, useRef, useState, type ComponentPropsWithRef, type MouseEvent, type ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { Glyph } from '../Glyph';
import { splitFieldProps, type FieldKeys, type FieldOwnProps } from './fieldProps';
import * as styles from './FormField.css';
import { useFormField } from './FormFieldParts';
import * as FormField from './parts';
import { PresetField } from './PresetField';

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
export function PasswordField({
  disabled,
  showLabel = 'Show password',
  hideLabel = 'Hide password',
  ...props
}: PasswordFieldProps) {
  const [field, input] = splitFieldProps(props);
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
    <PresetField {...field}>
      <div className={styles.controlWrap}>
        <FormField.Control>
          <input
            // Shown as text, the password must not be capitalised; a password input never is.
            autoCapitalize={visible ? 'off' : undefined}
            autoCorrect="off"
            spellCheck={false}
            {...input}
            disabled={disabled}
            type={visible ? 'text' : 'password'}
            className={cx(styles.control, styles.passwordInput)}
          />
        </FormField.Control>
        <PasswordToggle label={visible ? hideLabel : showLabel} disabled={disabled} onClick={toggle}>
          {visible ? (
            <Glyph name="eye-off" className={styles.icon} aria-hidden="true" />
          ) : (
            <Glyph name="eye" className={styles.icon} aria-hidden="true" />
          )}
        </PasswordToggle>
      </div>
    </PresetField>
  );
}

interface PasswordToggleProps {
  label: string;
  disabled: boolean | undefined;
  onClick: (event: MouseEvent<HTMLButtonElement>) => void;
  children: ReactNode;
}

/** The show/hide button: it controls the field's input, whose id the field knows. */
function PasswordToggle({ label, disabled, onClick, children }: PasswordToggleProps) {
  const { controlId } = useFormField('Control');
  return (
    <button
      type="button"
      className={styles.toggle}
      aria-label={label}
      aria-controls={controlId}
      disabled={disabled}
      // A pointer click keeps focus (and the on-screen keyboard) in the input.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
    >
      {children}
    </button>
  );
}
