import { Alert, Button, PasswordField, Stack, TextField } from '@agency/design-system';
import type { FieldName } from '../content/forms';
import { login } from '../content/login';
import { SignInError, useAuth } from '../integrations/identity';
import { keepAccessToken } from '../integrations/identity/accessToken';
import { formLog } from './formLog';
import type { FieldProblem } from './rules';
import { signInMessage } from './signInMessage';
import { useSiteForm } from './useSiteForm';

/** What each field says when it is invalid. */
const fieldErrors: Record<FieldName<'login'>, Partial<Record<FieldProblem, string>>> = {
  email: { required: login.fieldErrors.emailRequired, email: login.fieldErrors.emailInvalid },
  password: { required: login.fieldErrors.passwordRequired },
};

/**
 * The sign-in form: field messages, the failures' messages, and on success the ID token stored as the
 * access token. A part of its own, loaded after the first view (the page's HTML shows the form until
 * it hydrates).
 */
export default function LoginForm() {
  const { identity } = useAuth();
  const { formProps, control, problem, status, failure, fail, submitRef } = useSiteForm('login', {
    submit: async ({ email, password }) => {
      try {
        await identity.signIn(email.trim(), password);
        keepAccessToken(await identity.idToken());
        window.location.assign(login.redirectTo);
        return true;
      } catch (error) {
        const reason = error instanceof SignInError ? error.reason : 'unknown';
        // Expected failures are the visitor's to fix; anything else is a fault worth logging.
        if (reason === 'unknown') console.error(formLog('login').failed, error);
        fail(signInMessage(reason));
        return false;
      }
    },
  });
  const errorOf = (name: FieldName<'login'>) => {
    const type = problem(name);
    return type && fieldErrors[name][type];
  };

  return (
    <form {...formProps}>
      <Stack gap="5">
        {failure && <Alert tone="danger">{failure}</Alert>}
        <TextField
          {...login.fields.email}
          {...control('email')}
          type="email"
          inputMode="email"
          spellCheck={false}
          error={errorOf('email')}
        />
        <PasswordField
          {...login.fields.password}
          {...control('password')}
          showLabel={login.passwordToggle.show}
          hideLabel={login.passwordToggle.hide}
          error={errorOf('password')}
        />
        <Button type="submit" size="lg" fullWidth ref={submitRef} busy={status === 'sending'} busyLabel={login.loading}>
          {login.submit}
        </Button>
      </Stack>
    </form>
  );
}
