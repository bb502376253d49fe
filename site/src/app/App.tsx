import { LinkProvider, MotionProvider } from '@agency/design-system';
import type { ReactNode } from 'react';
import type { EmailSender } from '../integrations/email';
import { EmailProvider } from '../integrations/email';
import { AuthProvider, type Identity } from '../integrations/identity';
import { RouterLink } from './RouterLink';
import { usePageUncovered } from './splashState';

export interface AppProps {
  identity: Identity;
  email: EmailSender;
  /** The router: `<RouterProvider>` in the browser, `<StaticRouterProvider>` when prerendering. */
  children: ReactNode;
}

/** The site: integrations, motion and links around the router. */
export function App({ identity, email, children }: AppProps) {
  // The animation engine is not needed while the splash covers the page: it loads as it leaves.
  const uncovered = usePageUncovered();
  return (
    <AuthProvider identity={identity}>
      <EmailProvider sender={email}>
        <MotionProvider loadFeatures={uncovered}>
          <LinkProvider component={RouterLink}>{children}</LinkProvider>
        </MotionProvider>
      </EmailProvider>
    </AuthProvider>
  );
}
