import { NewsletterForm, type NewsletterFormStatus } from '@agency/design-system';
import { useRef, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { newsletter } from '../content/footer';
import { isEmailOrBlank, isFilled } from '../forms/rules';
import { useEmailSender } from '../integrations/email';

interface SignupValues {
  email: string;
}

/**
 * The footer's newsletter sign-up (spec sections 4 and 5) on react-hook-form, drawn by the design
 * system's presentational `NewsletterForm`: a part of its own, loaded after the first view (the page's
 * HTML shows the form until it hydrates).
 */
export default function NewsletterSignup() {
  const email = useEmailSender();
  const { register, handleSubmit, reset, clearErrors, setFocus, formState } = useForm<SignupValues>({
    defaultValues: { email: '' },
    reValidateMode: 'onSubmit',
  });
  const [status, setStatus] = useState<NewsletterFormStatus>('idle');
  // State updates are not synchronous: this stops a second submit in the same tick.
  const sending = useRef(false);

  const subscribe = async ({ email: address }: SignupValues) => {
    setStatus('sending');
    try {
      await email.send('newsletter', { email: address.trim() });
      reset({ email: '' });
      setStatus('success');
    } catch (error) {
      console.error('Newsletter subscription failed', error);
      setStatus('failure');
    }
    // The disabled button dropped keyboard focus: give it back to the field, not to the page.
    requestAnimationFrame(() => {
      if (document.activeElement === document.body || document.activeElement === null) setFocus('email');
    });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.current) return;
    sending.current = true;
    setStatus('idle');
    void handleSubmit(subscribe)(event).finally(() => {
      sending.current = false;
    });
  };

  const inputProps = register('email', {
    validate: {
      required: (value) => isFilled(value) || newsletter.emptyEmailError,
      email: (value) => isEmailOrBlank(value) || newsletter.invalidEmailError,
    },
    // Typing clears any message.
    onChange: () => {
      clearErrors();
      setStatus((current) => (current === 'sending' ? current : 'idle'));
    },
  });

  return (
    <NewsletterForm
      label={newsletter.emailLabel}
      placeholder={newsletter.emailPlaceholder}
      submitLabel={newsletter.submit}
      busyLabel={newsletter.sending}
      failureMessage={newsletter.sendError}
      successMessage={newsletter.success}
      onSubmit={onSubmit}
      inputProps={inputProps}
      status={status}
      fieldError={formState.errors.email?.message}
    />
  );
}
