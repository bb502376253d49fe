import { createContext, use, useEffect, useState, type ReactNode } from 'react';
import type { Identity, IdentityUser } from './types';

/** What the whole app knows about sign-in (spec section 3, "Auth context"). */
export interface AuthState {
  /** The signed-in user, `null` when signed out, `undefined` until the provider first reports. */
  readonly user: IdentityUser | null | undefined;
  /** Optional slot kept from the spec's auth context; its use is not shown. */
  readonly searchExistingPatientData?: unknown;
  readonly identity: Identity;
}

const AuthContext = createContext<AuthState | null>(null);

export function AuthProvider({ identity, children }: { identity: Identity; children: ReactNode }) {
  const [user, setUser] = useState<IdentityUser | null | undefined>(undefined);
  useEffect(() => identity.onUserChanged(setUser), [identity]);
  return <AuthContext value={{ user, identity }}>{children}</AuthContext>;
}

export function useAuth(): AuthState {
  const state = use(AuthContext);
  if (!state) throw new Error('useAuth must be used inside <AuthProvider>');
  return state;
}
