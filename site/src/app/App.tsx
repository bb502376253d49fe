import { LinkProvider } from '@agency/design-system';
import type { ReactNode } from 'react';
import type { EmailSender } from '../integrations/email';
import { EmailProvider } from '../integrations/email';
import { AuthProvider, type Identity } from '../integrations/identity';
import { RouterLink } from './RouterLink';

export interface AppProps {
  identity: Identity;
  email: EmailSender;
  /** The router: `<BrowserRouter>` in the browser, `<StaticRouter>` when prerendering. */
  children: ReactNode;
}

/** The site: integrations and links around the router. */
export function App({ identity, email, children }: AppProps) {
  return (
    <AuthProvider identity={identity}>
      <EmailProvider sender={email}>
        <LinkProvider component={RouterLink}>{children}</LinkProvider>
      </EmailProvider>
    </AuthProvider>
  );
}
