import type { ReactNode } from 'react';
import { AuthProvider } from '../integrations/identity';
import { identity } from './identity';

/** For an island that signs in or shows who is signed in: the page's one identity (`identity.ts`). */
export function WithIdentity({ children }: { children: ReactNode }) {
  return <AuthProvider identity={identity}>{children}</AuthProvider>;
}
