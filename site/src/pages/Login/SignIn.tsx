import { useEffect, useSyncExternalStore } from 'react';
import { login } from '../../content/login';
import LoginForm from '../../forms/LoginForm';
import { useIdentity } from '../../integrations/identity';
import { hasStoredAccessToken } from '../../integrations/identity/accessToken';

const subscribeToNothing = () => () => {};
const noTokenWhilePrerendering = () => false;

/**
 * Signing in starts in the form: focus or typing there fetches what signing in needs, long before
 * the Login button is pressed. A field focused before the island hydrated counts too.
 */
function usePrepareSignIn() {
  const identity = useIdentity();
  useEffect(() => {
    const inForm = (target: EventTarget | null) =>
      target instanceof Element && target.closest('[data-island="LoginForm"] form') !== null;
    const start = (event: Event) => {
      if (inForm(event.target)) identity.prepare();
    };
    if (inForm(document.activeElement)) identity.prepare();
    document.addEventListener('focusin', start);
    document.addEventListener('input', start);
    return () => {
      document.removeEventListener('focusin', start);
      document.removeEventListener('input', start);
    };
  }, [identity]);
}

/**
 * The sign-in form (an island). A visitor who already holds a token moves straight on to the
 * assessment form: the prerendered page shows the form, then the token is read in the browser.
 */
export function SignIn() {
  const hadToken = useSyncExternalStore(subscribeToNothing, hasStoredAccessToken, noTokenWhilePrerendering);
  usePrepareSignIn();
  useEffect(() => {
    if (hadToken) window.location.replace(login.redirectTo);
  }, [hadToken]);
  return <LoginForm />;
}
