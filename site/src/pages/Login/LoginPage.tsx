import { Button, Container, FormCard, Section } from '@agency/design-system';
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { Navigate } from 'react-router-dom';
import type { MetaFunction } from '../routeModule';
import { login } from '../../content/login';
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
 * Login: e-mail, password with a show/hide toggle, and the Login button. A visitor
 * with a stored access token goes straight on to the assessment form.
 */
export default function LoginPage() {
  // Read from storage in the browser only: the prerendered page (and hydration) show the form, then a
  // visitor who already holds a token moves straight on.
  const hadToken = useSyncExternalStore(subscribeToNothing, hasStoredToken, noTokenWhilePrerendering);

  if (hadToken) return <Navigate to={login.redirectTo} replace />;

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
          <Suspense>
            <LoginForm />
          </Suspense>
        </FormCard>
      </Container>
    </Section>
  );
}
