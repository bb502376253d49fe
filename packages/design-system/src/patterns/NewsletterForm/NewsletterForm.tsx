import { AlertCircle } from 'lucide-react';
import {
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type ComponentPropsWithoutRef,
  type FormEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { cx } from '../../utils/cx';
import { Alert } from '../../primitives/Alert';
import { Button } from '../../primitives/Button';
import * as styles from './NewsletterForm.css';

/** The form's own attributes; `id` and `name` belong to its e-mail field. */
type FormAttributes = Omit<ComponentPropsWithoutRef<'form'>, 'onSubmit' | 'children' | 'id' | 'name'>;

export interface NewsletterFormProps extends FormAttributes {
  /**
   * Sends the address (already checked: not empty, and a valid e-mail by the browser's own rule).
   * Resolve on success: the field is cleared and `successMessage` shown. Reject on failure:
   * `failureMessage` is shown and the address kept. Log the error here if you need it logged.
   */
  onSubmit: (email: string) => Promise<void>;
  /** The field's visible label. Default 'Email address'. */
  label?: ReactNode;
  /** Placeholder of the field. Default 'you@company.com'. */
  placeholder?: string;
  /** The button's label. Default 'Subscribe'. */
  submitLabel?: ReactNode;
  /** The button's label while sending. Default 'Sending...'. */
  busyLabel?: ReactNode;
  /** Shown when the field is empty on submit (nothing is sent). Default 'Please enter your email address.' */
  emptyMessage?: ReactNode;
  /** Shown when the address is malformed (nothing is sent). Default 'Please enter a valid email address.' */
  invalidMessage?: ReactNode;
  /** Shown when `onSubmit` rejects. Default 'Failed to send message. Please try again later.' */
  failureMessage?: ReactNode;
  /** Shown when `onSubmit` resolves. Default 'Thanks for subscribing!' */
  successMessage?: ReactNode;
  /** The input's id (generated when not given). */
  id?: string;
  /** The input's `name`. Default 'email'. */
  name?: string;
  ref?: Ref<HTMLFormElement>;
}

type Status = 'idle' | 'sending' | 'success' | 'failure';
type FieldError = 'empty' | 'invalid' | null;

/**
 * A one-field newsletter sign-up: checks the address locally, then hands it to `onSubmit` (sending is
 * the caller's). Idle → sending (the button reads `busyLabel` and is disabled; a second submit does
 * nothing) → success (field cleared, `role="status"`) or failure (`role="alert"`, address kept).
 * Typing clears any message. Its label inherits the surrounding text colour, so it works on an inverse
 * surface such as a dark footer.
 */
export function NewsletterForm({
  onSubmit,
  label = 'Email address',
  placeholder = 'you@company.com',
  submitLabel = 'Subscribe',
  busyLabel = 'Sending...',
  emptyMessage = 'Please enter your email address.',
  invalidMessage = 'Please enter a valid email address.',
  failureMessage = 'Failed to send message. Please try again later.',
  successMessage = 'Thanks for subscribing!',
  id,
  name = 'email',
  className,
  ...rest
}: NewsletterFormProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  const [email, setEmail] = useState('');
  const [status, setStatus] = useState<Status>('idle');
  const [fieldError, setFieldError] = useState<FieldError>(null);
  // The state update is not synchronous: the ref stops a second submit in the same tick.
  const sending = useRef(false);
  const input = useRef<HTMLInputElement | null>(null);

  const send = async (address: string) => {
    sending.current = true;
    setStatus('sending');
    let succeeded = false;
    try {
      await onSubmit(address);
      succeeded = true;
    } catch {
      // The caller logs the error if it wants to; the visitor sees `failureMessage`.
    }
    sending.current = false;
    if (succeeded) setEmail('');
    setStatus(succeeded ? 'success' : 'failure');
    // The disabled button dropped keyboard focus: give it back to the field, not to the page.
    if (document.activeElement === document.body || document.activeElement === null) input.current?.focus();
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.current) return;
    const field = input.current;
    const address = email.trim();
    const error: FieldError = address === '' ? 'empty' : field?.validity.typeMismatch ? 'invalid' : null;
    setFieldError(error);
    if (error) {
      setStatus('idle');
      field?.focus();
      return;
    }
    void send(address);
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    setEmail(event.target.value);
    setFieldError(null);
    if (status === 'success' || status === 'failure') setStatus('idle');
  };

  const busy = status === 'sending';

  return (
    <form {...rest} className={cx(styles.form, className)} onSubmit={handleSubmit} noValidate>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      <div className={styles.row}>
        <input
          ref={input}
          id={inputId}
          className={styles.input}
          type="email"
          name={name}
          required
          autoComplete="email"
          inputMode="email"
          spellCheck={false}
          placeholder={placeholder}
          value={email}
          onChange={handleChange}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? errorId : undefined}
        />
        <Button type="submit" className={styles.button} busy={busy} busyLabel={busyLabel}>
          {submitLabel}
        </Button>
      </div>
      {fieldError && (
        <p id={errorId} className={styles.fieldError}>
          <AlertCircle className={styles.fieldErrorIcon} aria-hidden="true" />
          <span>{fieldError === 'empty' ? emptyMessage : invalidMessage}</span>
        </p>
      )}
      {status === 'success' && <Alert tone="success">{successMessage}</Alert>}
      {status === 'failure' && <Alert tone="danger">{failureMessage}</Alert>}
    </form>
  );
}
