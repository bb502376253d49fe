import { NewsletterForm, type NewsletterFormStatus } from '@agency/design-system';
import { useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import type { newsletter as newsletterText } from '../content/footer';
import { useEmailSender } from '../integrations/email';
import { formOptions, isEmailOrBlank, isFilled } from './rules';
import { useFieldFocus } from './useFieldFocus';
import { useOnEdit } from './useOnEdit';
import { useSubmitOnce } from './useSubmitOnce';

interface SignupValues {
  email: string;
}

const rulesOf = (newsletter: typeof newsletterText) => ({
  validate: {
    required: (value: string) => isFilled(value) || newsletter.emptyEmailError,
    email: (value: string) => isEmailOrBlank(value) || newsletter.invalidEmailError,
  },
});

/**
 * The footer's newsletter sign-up on react-hook-form, drawn by the design system's presentational
 * `NewsletterForm`: a part of its own, loaded after the first view (the page's HTML shows the form
 * until it hydrates). Its text comes from the footer, which has it already.
 */
export default function NewsletterSignup({ newsletter }: { newsletter: typeof newsletterText }) {
  const email = useEmailSender();
  const form = useForm<SignupValues>({ ...formOptions, defaultValues: { email: '' } });
  const { register, handleSubmit, reset, clearErrors, setFocus, formState } = form;
  const [status, setStatus] = useState<NewsletterFormStatus>('idle');
  // Typing clears any message.
  useOnEdit(form, () => {
    clearErrors();
    setStatus((current) => (current === 'sending' ? current : 'idle'));
  });
  const { attachForm } = useFieldFocus(form);
  const { submitOnce, refocus } = useSubmitOnce();

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
    // Focus goes back to the field, next to the message.
    refocus(() => setFocus('email'));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submitOnce(() => {
      setStatus('idle');
      return handleSubmit(subscribe)(event);
    });
  };

  return (
    <NewsletterForm
      ref={attachForm}
      method="post"
      label={newsletter.emailLabel}
      placeholder={newsletter.emailPlaceholder}
      submitLabel={newsletter.submit}
      busyLabel={newsletter.sending}
      failureMessage={newsletter.sendError}
      successMessage={newsletter.success}
      onSubmit={onSubmit}
      inputProps={register('email', rulesOf(newsletter))}
      status={status}
      fieldError={formState.errors.email?.message}
    />
  );
}
