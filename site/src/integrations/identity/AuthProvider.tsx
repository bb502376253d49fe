import { createContext, use, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { Identity, IdentityUser } from './types';

/** What the whole app knows about sign-in (the spec's "Auth context"). */
export interface AuthState {
  /** The signed-in user, `null` when signed out, `undefined` until the provider first reports. */
  readonly user: IdentityUser | null | undefined;
  /** Optional slot kept from the spec's auth context; its use is not shown. */
  readonly searchExistingPatientData?: unknown;
  readonly identity: Identity;
}

type User = IdentityUser | null | undefined;

/** The user as the identity provider last reported it, for `useSyncExternalStore`. */
interface UserStore {
  identity: Identity;
  get: () => User;
  subscribe: (onChange: () => void) => () => void;
  set: (user: User) => void;
}

function createUserStore(identity: Identity): UserStore {
  let user: User;
  const listeners = new Set<() => void>();
  return {
    identity,
    get: () => user,
    subscribe: (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    set: (next) => {
      user = next;
      for (const listener of listeners) listener();
    },
  };
}

// The context carries a store that never changes, not the user: when the provider reports, only the
// components that read the user render again. A changing context value would reach every part of the
// page still waiting for its code (a `lazy` part inside `<Suspense>`) and make React drop its server HTML.
const AuthContext = createContext<UserStore | null>(null);

export function AuthProvider({ identity, children }: { identity: Identity; children: ReactNode }) {
  const store = useMemo(() => createUserStore(identity), [identity]);
  useEffect(() => identity.onUserChanged(store.set), [identity, store]);
  return <AuthContext value={store}>{children}</AuthContext>;
}

const unknownYet = () => undefined;

function useUserStore(): UserStore {
  const store = use(AuthContext);
  if (!store) throw new Error('useAuth must be used inside <AuthProvider>');
  return store;
}

export function useAuth(): AuthState {
  const store = useUserStore();
  const user = useSyncExternalStore(store.subscribe, store.get, unknownYet);
  return { user, identity: store.identity };
}

/** The identity provider alone, for a component that does not show who is signed in (it renders no more often). */
export function useIdentity(): Identity {
  return useUserStore().identity;
}
