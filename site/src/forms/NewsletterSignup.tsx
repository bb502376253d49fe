import { NewsletterForm, type NewsletterFormStatus } from '@agency/design-system';
import type { newsletter as newsletterText } from '../content/footer';
import { useEmailSender } from '../integrations/email';
import { formLog } from './formLog';
import type { FieldProblem } from './rules';
import { useSiteForm, type SiteFormStatus } from './useSiteForm';

/** The design system's names for where the sign-up is. */
const shownStatus: Record<SiteFormStatus, NewsletterFormStatus> = {
  editing: 'idle',
  sending: 'sending',
  sent: 'success',
};

/**
 * The footer's newsletter sign-up, drawn by the design system's presentational `NewsletterForm`: a part
 * of its own, loaded after the first view (the page's HTML shows the form until it hydrates). Its text
 * comes from the footer, which has it already. Focus goes back to the field after a submit, next to
 * its message.
 */
export default function NewsletterSignup({ newsletter }: { newsletter: typeof newsletterText }) {
  const email = useEmailSender();
  const { formProps, control, problem, status, failed, fail } = useSiteForm('newsletter', {
    submit: async ({ email: address }) => {
      try {
        await email.send('newsletter', { email: address.trim() });
        return true;
      } catch (error) {
        console.error(formLog('newsletter').failed, error);
        fail();
        return false;
      }
    },
    focusAfterSubmit: 'email',
  });
  const fieldErrors: Record<FieldProblem, string> = {
    required: newsletter.emptyEmailError,
    email: newsletter.invalidEmailError,
  };
  const fieldProblem = problem('email');

  return (
    <NewsletterForm
      {...formProps}
      label={newsletter.emailLabel}
      submitLabel={newsletter.submit}
      busyLabel={newsletter.sending}
      failureMessage={newsletter.sendError}
      successMessage={newsletter.success}
      inputProps={{ ...control('email'), placeholder: newsletter.emailPlaceholder }}
      status={failed ? 'failure' : shownStatus[status]}
      fieldError={fieldProblem && fieldErrors[fieldProblem]}
    />
  );
}
