import { Alert, Button, PasswordField, Stack, TextField } from '@agency/design-system';
import type { FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { login } from '../content/login';
import { SignInError, useAuth } from '../integrations/identity';
import { keepAccessToken } from '../integrations/identity/accessToken';
import { loginRules, signInMessage, type LoginValues } from './loginForm';
import { formOptions } from './rules';
import { useFieldFocus } from './useFieldFocus';
import { useOnEdit } from './useOnEdit';
import { useSubmitOnce } from './useSubmitOnce';

/**
 * The sign-in form on react-hook-form: field messages, the failures' messages, and on success the ID
 * token stored as the access token. A part of its own, loaded after the first view (the page's HTML
 * shows the form until it hydrates).
 */
export default function LoginForm() {
  const { identity } = useAuth();
  const form = useForm<LoginValues>({ ...formOptions, defaultValues: { email: '', password: '' } });
  const { register, handleSubmit, setError, clearErrors, formState } = form;
  const { errors, isSubmitting } = formState;
  // Typing clears the last submit's messages.
  useOnEdit(form, () => clearErrors());
  const { attachForm } = useFieldFocus(form);
  const { submitOnce, submitRef, refocus } = useSubmitOnce();

  const signIn = async ({ email, password }: LoginValues) => {
    try {
      await identity.signIn(email.trim(), password);
      const token = await identity.idToken();
      keepAccessToken(token);
      window.location.assign(login.redirectTo);
    } catch (error) {
      const reason = error instanceof SignInError ? error.reason : 'unknown';
      // Expected failures are the visitor's to fix; anything else is a fault worth logging.
      if (reason === 'unknown') console.error('Login: sign-in failed', error);
      setError('root.signIn', { message: signInMessage(reason) });
      refocus();
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submitOnce(() => handleSubmit(signIn)(event));
  };

  return (
    <form method="post" noValidate onSubmit={onSubmit} ref={attachForm}>
      <Stack gap="5">
        {errors.root?.signIn && <Alert tone="danger">{errors.root.signIn.message}</Alert>}
        <TextField
          {...login.fields.email}
          {...register('email', loginRules.email)}
          type="email"
          inputMode="email"
          spellCheck={false}
          error={errors.email?.message}
        />
        <PasswordField
          {...login.fields.password}
          {...register('password', loginRules.password)}
          showLabel={login.passwordToggle.show}
          hideLabel={login.passwordToggle.hide}
          error={errors.password?.message}
        />
        <Button type="submit" size="lg" fullWidth ref={submitRef} busy={isSubmitting} busyLabel={login.loading}>
          {login.submit}
        </Button>
      </Stack>
    </form>
  );
}
