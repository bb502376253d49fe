import type { ReactNode } from 'react';
import { createEmailJsSender, EmailProvider } from '../integrations/email';
import { AuthProvider } from '../integrations/identity';
import { identity } from './identity';

/**
 * The site's services, one of each per page, shared by the islands that use them through these
 * modules (not a provider over the page: islands share no React tree). Both load their SDK only when
 * first used.
 */
const email = createEmailJsSender();

/** For an island that signs in or shows who is signed in. */
export function WithIdentity({ children }: { children: ReactNode }) {
  return <AuthProvider identity={identity}>{children}</AuthProvider>;
}

/** For an island that sends a message. */
export function WithEmail({ children }: { children: ReactNode }) {
  return <EmailProvider sender={email}>{children}</EmailProvider>;
}
