import { useId, type ComponentPropsWithRef, type FormEventHandler, type ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { Glyph } from '../../primitives/Glyph';
import { Alert } from '../../primitives/Alert';
import { Button } from '../../primitives/Button';
import * as styles from './NewsletterForm.css';

/** The form's own attributes and `ref`; the e-mail field's go in `inputProps`. */
type FormAttributes = Omit<ComponentPropsWithRef<'form'>, 'onSubmit' | 'children'>;

/** Where the sign-up is: the caller owns it (validation and sending are the caller's, e.g. with a form library). */
export type NewsletterFormStatus = 'idle' | 'sending' | 'success' | 'failure';

/**
 * What the e-mail input takes from the caller: its registration with a form library
 * (react-hook-form's `register('email')`: `name`, `ref`, `onChange`, `onBlur`), or `value` and
 * `onChange` for a controlled field; its `placeholder` (default 'you@company.com') and `id`
 * (generated when not given).
 */
export type NewsletterInputProps = Omit<
  ComponentPropsWithRef<'input'>,
  'type' | 'className' | 'aria-invalid' | 'aria-describedby' | 'children'
>;

export interface NewsletterFormProps extends FormAttributes {
  /** The form's submit handler: validate, then send (the form has `noValidate`). */
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Props of the e-mail input (see `NewsletterInputProps`): its registration, `placeholder`, `id`. */
  inputProps?: NewsletterInputProps;
  /** `sending`: the button reads `busyLabel` and is disabled; `success` / `failure`: their message shows. Default 'idle'. */
  status?: NewsletterFormStatus;
  /** The field's message (an empty or malformed address): the field is marked invalid and described by it. */
  fieldError?: ReactNode;
  /** The field's visible label. Default 'Email address'. */
  label?: ReactNode;
  /** The button's label. Default 'Subscribe'. */
  submitLabel?: ReactNode;
  /** The button's label while sending. Default 'Sending...'. */
  busyLabel?: ReactNode;
  /** Shown on `failure` (`role="alert"`). Default 'Failed to send message. Please try again later.' */
  failureMessage?: ReactNode;
  /** Shown on `success` (`role="status"`). Default 'Thanks for subscribing!' */
  successMessage?: ReactNode;
}

/**
 * A one-field newsletter sign-up, presentational: the caller validates and sends (with a form library such as
 * react-hook-form, whose `register('email')` goes into `inputProps`, or with its own state) and says where it
 * is with `status` (idle, sending, success, failure) and `fieldError`. While sending, the button reads
 * `busyLabel` ("Sending...") and is disabled; success is announced as a status (`role="status"`), failure as
 * an alert (`role="alert"`). Its label inherits the surrounding text colour, so it works on an inverse
 * surface such as a dark footer. All texts have English defaults and can be replaced.
 */
export function NewsletterForm({
  onSubmit,
  inputProps,
  status = 'idle',
  fieldError,
  label = 'Email address',
  submitLabel = 'Subscribe',
  busyLabel = 'Sending...',
  failureMessage = 'Failed to send message. Please try again later.',
  successMessage = 'Thanks for subscribing!',
  className,
  ...rest
}: NewsletterFormProps) {
  const generatedId = useId();
  const inputId = inputProps?.id ?? generatedId;
  const errorId = `${inputId}-error`;
  const invalid = fieldError !== undefined && fieldError !== null && fieldError !== false;

  return (
    <form {...rest} className={cx(styles.form, className)} onSubmit={onSubmit} noValidate>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      <div className={styles.row}>
        <input
          name="email"
          required
          autoComplete="email"
          inputMode="email"
          spellCheck={false}
          placeholder="you@company.com"
          {...inputProps}
          id={inputId}
          className={styles.input}
          type="email"
          aria-invalid={invalid ? true : undefined}
          aria-describedby={invalid ? errorId : undefined}
        />
        <Button type="submit" className={styles.button} busy={status === 'sending'} busyLabel={busyLabel}>
          {submitLabel}
        </Button>
      </div>
      {invalid && (
        <p id={errorId} className={styles.fieldError}>
          <Glyph name="alert-circle" className={styles.fieldErrorIcon} aria-hidden="true" />
          <span>{fieldError}</span>
        </p>
      )}
      {status === 'success' && <Alert tone="success">{successMessage}</Alert>}
      {status === 'failure' && <Alert tone="danger">{failureMessage}</Alert>}
    </form>
  );
}
