import { Alert, Button, PasswordField, Stack, TextField } from '@agency/design-system';
import { useRef, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { login } from '../../content/login';
import { SignInError, useAuth } from '../../integrations/identity';
import { loginRules, signInMessage, type LoginValues } from './loginForm';

/**
 * The sign-in form on react-hook-form (spec section 8): field messages, the failures' messages, and
 * on success the ID token stored as the access token. A part of its own, loaded after the first view
 * (the page's HTML shows the form until it hydrates).
 */
export default function LoginForm() {
  const { identity } = useAuth();
  const navigate = useNavigate();
  const form = useForm<LoginValues>({ defaultValues: { email: '', password: '' }, reValidateMode: 'onSubmit' });
  const { register, handleSubmit, setError, clearErrors, formState } = form;
  const { errors, isSubmitting } = formState;
  // State updates are not synchronous: this stops a second submit in the same tick.
  const signingIn = useRef(false);
  const submitButton = useRef<HTMLButtonElement | null>(null);

  const signIn = async ({ email, password }: LoginValues) => {
    try {
      await identity.signIn(email.trim(), password);
      const token = await identity.idToken();
      window.localStorage.setItem(login.accessTokenKey, token);
      navigate(login.redirectTo);
    } catch (error) {
      const reason = error instanceof SignInError ? error.reason : 'unknown';
      // Expected failures are the visitor's to fix; anything else is a fault worth logging.
      if (reason === 'unknown') console.error('Login: sign-in failed', error);
      setError('root.signIn', { message: signInMessage(reason) });
      requestAnimationFrame(() => {
        const active = document.activeElement;
        if (!active || active === document.body) submitButton.current?.focus();
      });
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (signingIn.current) return;
    signingIn.current = true;
    void handleSubmit(signIn)(event).finally(() => {
      signingIn.current = false;
    });
  };

  // Typing clears the last submit's messages.
  const field = (name: keyof LoginValues) => register(name, { ...loginRules[name], onChange: () => clearErrors() });

  return (
    <form noValidate onSubmit={onSubmit}>
      <Stack gap="5">
        {errors.root?.signIn && <Alert tone="danger">{errors.root.signIn.message}</Alert>}
        <TextField
          {...login.fields.email}
          {...field('email')}
          type="email"
          inputMode="email"
          spellCheck={false}
          error={errors.email?.message}
        />
        <PasswordField
          {...login.fields.password}
          {...field('password')}
          showLabel={login.passwordToggle.show}
          hideLabel={login.passwordToggle.hide}
          error={errors.password?.message}
        />
        <Button type="submit" size="lg" fullWidth ref={submitButton} busy={isSubmitting} busyLabel={login.loading}>
          {login.submit}
        </Button>
      </Stack>
    </form>
  );
}
