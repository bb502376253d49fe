import type { ReactNode } from 'react';
import { createEmailJsSender, EmailProvider } from '../integrations/email';

/**
 * The page's one e-mail sender, shared by the islands that send a message through this module (not a
 * provider over the page: islands share no React tree). It loads the EmailJS SDK only when first used.
 */
const email = createEmailJsSender();

/** For an island that sends a message. */
export function WithEmail({ children }: { children: ReactNode }) {
  return <EmailProvider sender={email}>{children}</EmailProvider>;
}
