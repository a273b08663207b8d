import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { AuthClient } from './AuthClient';
import type { AuthSession, AuthUser } from './types';

const AuthContext = createContext<AuthClient | null>(null);

/** Makes one AuthClient available to `useAuth()` and `useProfile()` below it. */
export function AuthProvider({ client, children }: { client: AuthClient; children: ReactNode }) {
  return <AuthContext.Provider value={client}>{children}</AuthContext.Provider>;
}

export interface UseAuthValue {
  client: AuthClient;
  session: AuthSession | null;
  user: AuthUser | null;
  /** True until the client knows whether someone is signed in. */
  isLoading: boolean;
  /** A signed-in user who is not anonymous (anonymous sessions count as guests). */
  isAuthenticated: boolean;
}

/** The session of the surrounding AuthProvider; re-renders on sign-in, refresh and sign-out. */
export function useAuth(): UseAuthValue {
  const client = useContext(AuthContext);
  if (!client) throw new Error('useAuth must be used within an AuthProvider');
  const snapshot = useSyncExternalStore(
    (onChange) => client.subscribe(onChange),
    () => client.getSnapshot(),
    () => client.getSnapshot(),
  );
  return useMemo(() => {
    const user = snapshot.session?.user ?? null;
    return {
      client,
      session: snapshot.session,
      user,
      isLoading: !snapshot.ready,
      isAuthenticated: !!user && !user.isAnonymous,
    };
  }, [client, snapshot]);
}

const noSubscribe = () => () => undefined;

/**
 * The current access token for REST calls, or null when signed out or outside an AuthProvider
 * (components that only add the bearer header when they can, e.g. in tests of a host page).
 */
export function useAccessToken(): string | null {
  const client = useContext(AuthContext);
  return useSyncExternalStore(
    client ? (onChange) => client.subscribe(onChange) : noSubscribe,
    () => client?.getAccessToken() ?? null,
    () => client?.getAccessToken() ?? null,
  );
}
