import { LinkProvider, MotionProvider } from '@agency/design-system';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import type { EmailSender } from '../integrations/email';
import { EmailProvider } from '../integrations/email';
import { AuthProvider, type Identity } from '../integrations/identity';
import { RouterLink } from './RouterLink';

export interface AppProps {
  router: ReturnType<typeof createBrowserRouter>;
  identity: Identity;
  email: EmailSender;
}

/** The site: integrations, motion and links around the router. */
export function App({ router, identity, email }: AppProps) {
  return (
    <AuthProvider identity={identity}>
      <EmailProvider sender={email}>
        <MotionProvider>
          <LinkProvider component={RouterLink}>
            <RouterProvider router={router} />
          </LinkProvider>
        </MotionProvider>
      </EmailProvider>
    </AuthProvider>
  );
}
