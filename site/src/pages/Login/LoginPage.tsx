import { Button, Container, FormCard, Section, Stack } from '@agency/design-system';
import { PrivacyNotice } from '../../ui/PrivacyNotice';
import { lazy, Suspense, useEffect, useRef, useSyncExternalStore } from 'react';
import { Navigate } from 'react-router-dom';
import type { MetaFunction } from '../routeModule';
import { login } from '../../content/login';
import { useIdentity } from '../../integrations/identity';
import { ContentIcon } from '../../ui/icons/ContentIcon';

/** The form is loaded after the first view: its react-hook-form code is not in the page's first JavaScript. */
const LoginForm = lazy(() => import('../../forms/LoginForm'));

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
 * Signing in starts in the form: focus or typing there fetches what signing in needs, long before
 * the Login button is pressed. A field focused before the page hydrated counts too.
 */
function usePrepareSignIn() {
  const identity = useIdentity();
  const card = useRef<HTMLElement>(null);
  useEffect(() => {
    const element = card.current;
    if (!element) return;
    const inForm = (target: EventTarget | null) => target instanceof Element && target.closest('form') !== null;
    const start = (event: Event) => {
      if (inForm(event.target)) identity.prepare();
    };
    if (element.contains(document.activeElement) && inForm(document.activeElement)) identity.prepare();
    element.addEventListener('focusin', start);
    element.addEventListener('input', start);
    return () => {
      element.removeEventListener('focusin', start);
      element.removeEventListener('input', start);
    };
  }, [identity]);
  return card;
}

/**
 * Login: e-mail, password with a show/hide toggle, and the Login button. A visitor
 * with a stored access token goes straight on to the assessment form.
 */
export default function LoginPage() {
  // Read from storage in the browser only: the prerendered page (and hydration) show the form, then a
  // visitor who already holds a token moves straight on.
  const hadToken = useSyncExternalStore(subscribeToNothing, hasStoredToken, noTokenWhilePrerendering);
  const card = usePrepareSignIn();

  if (hadToken) return <Navigate to={login.redirectTo} replace />;

  return (
    <Section spacing="lg" surface="sunken">
      <Container>
        <FormCard
          ref={card}
          size="sm"
          icon={<ContentIcon name="lock" contained="gradient" size="lg" />}
          titleAs="h1"
          title={login.title}
          description={login.subtitle}
          footer={
            <Stack gap="4">
              <PrivacyNotice />
              <Button href={login.home.href} variant="link" iconStart={<ContentIcon name="chevron-left" />}>
                {login.home.label}
              </Button>
            </Stack>
          }
        >
          <Suspense>
            <LoginForm />
          </Suspense>
        </FormCard>
      </Container>
    </Section>
  );
}
