import { Alert, Button, Container, FormCard, PasswordField, Section, Stack, TextField } from '@agency/design-system';
import { useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { Navigate, useNavigate } from 'react-router-dom';
import type { MetaFunction } from '../../app/meta';
import { login } from '../../content/login';
import { SignInError, useAuth } from '../../integrations/identity';
import { ContentIcon } from '../../ui/icons/ContentIcon';
import { loginFieldErrors, signInMessage, type LoginFieldErrors } from './loginForm';

export const meta: MetaFunction = () => ({ title: login.pageName, description: login.subtitle });

/** The stored ID token, if any (storage may be blocked: then there is none). */
function storedToken(): string | null {
  try {
    return window.localStorage.getItem(login.accessTokenKey);
  } catch {
    return null;
  }
}

const subscribeToNothing = () => () => {};
const hasStoredToken = () => storedToken() !== null;
const noTokenWhilePrerendering = () => false;

/**
 * Login (spec section 2): e-mail, password with a show/hide toggle, and the Login button. A visitor
 * with a stored access token goes straight on to the assessment form.
 */
export default function LoginPage() {
  const { identity } = useAuth();
  const navigate = useNavigate();
  // Read from storage in the browser only: the prerendered page (and hydration) show the form, then a
  // visitor who already holds a token moves straight on.
  const hadToken = useSyncExternalStore(subscribeToNothing, hasStoredToken, noTokenWhilePrerendering);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<LoginFieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const signingIn = useRef(false);
  const emailInput = useRef<HTMLInputElement | null>(null);
  const passwordInput = useRef<HTMLInputElement | null>(null);
  const submitButton = useRef<HTMLButtonElement | null>(null);

  if (hadToken) return <Navigate to={login.redirectTo} replace />;

  const clearErrors = () => {
    setFieldErrors({});
    setFailure(null);
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (signingIn.current) return;
    const errors = loginFieldErrors(email, password);
    if (errors.email || errors.password) {
      flushSync(() => {
        setFieldErrors(errors);
        setFailure(null);
      });
      (errors.email ? emailInput : passwordInput).current?.focus();
      return;
    }
    signingIn.current = true;
    setBusy(true);
    setFailure(null);
    try {
      await identity.signIn(email.trim(), password);
      const token = await identity.idToken();
      window.localStorage.setItem(login.accessTokenKey, token);
      signingIn.current = false;
      navigate(login.redirectTo);
    } catch (error) {
      signingIn.current = false;
      const reason = error instanceof SignInError ? error.reason : 'unknown';
      // Expected failures are the visitor's to fix; anything else is a fault worth logging.
      if (reason === 'unknown') console.error('Login: sign-in failed', error);
      flushSync(() => {
        setBusy(false);
        setFailure(signInMessage(reason));
      });
      const active = document.activeElement;
      if (!active || active === document.body) submitButton.current?.focus();
    }
  };

  return (
    <Section spacing="lg" surface="sunken">
      <Container>
        <FormCard
          size="sm"
          icon={<ContentIcon name="lock" contained="gradient" size="lg" />}
          titleAs="h1"
          title={login.title}
          description={login.subtitle}
          footer={
            <Button href={login.home.href} variant="link" iconStart={<ContentIcon name="chevron-left" />}>
              {login.home.label}
            </Button>
          }
        >
          <form noValidate onSubmit={(event) => void handleSubmit(event)}>
            <Stack gap="5">
              {failure && <Alert tone="danger">{failure}</Alert>}
              <TextField
                {...login.fields.email}
                ref={emailInput}
                name="email"
                type="email"
                inputMode="email"
                spellCheck={false}
                value={email}
                error={fieldErrors.email}
                onChange={(event) => {
                  setEmail(event.target.value);
                  clearErrors();
                }}
              />
              <PasswordField
                {...login.fields.password}
                ref={passwordInput}
                name="password"
                showLabel={login.passwordToggle.show}
                hideLabel={login.passwordToggle.hide}
                value={password}
                error={fieldErrors.password}
                onChange={(event) => {
                  setPassword(event.target.value);
                  clearErrors();
                }}
              />
              <Button type="submit" size="lg" fullWidth ref={submitButton} busy={busy} busyLabel={login.loading}>
                {login.submit}
              </Button>
            </Stack>
          </form>
        </FormCard>
      </Container>
    </Section>
  );
}
