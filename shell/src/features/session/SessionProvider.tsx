import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { Provider as UrqlProvider } from 'urql';
import {
  AuthClient,
  AuthProvider,
  configureProductEvents,
  graphqlProfileBootstrap,
  startSessionSync,
  type AppStore,
} from '@tiix/shared-data';
import { PerUserGraphqlClient } from './perUserGraphqlClient';

export interface SessionProviderProps {
  store: AppStore;
  /**
   * The app's one auth client (the app's start makes it early, so the session is restored while
   * the app loads; tests pass their own); made here when not given.
   */
  auth?: AuthClient;
  children: ReactNode;
}

/**
 * The session of the whole shell: starts the auth client, keeps the Redux session record,
 * profile and current team in step with it (startSessionSync), and provides `useAuth()` and a
 * GraphQL client that sends the user's token and starts afresh for each user.
 */
export function SessionProvider({ store, auth: given, children }: SessionProviderProps) {
  const [auth] = useState(() => given ?? new AuthClient());
  const [clients] = useState(() => new PerUserGraphqlClient(auth));
  const userId = useSyncExternalStore(
    (onChange) => auth.subscribe(onChange),
    () => auth.getSnapshot().session?.user.id ?? null,
  );

  useEffect(() => {
    const stopSync = startSessionSync({
      auth,
      store,
      profiles: graphqlProfileBootstrap(() => clients.current()),
    });
    const stopBridge = signOutWhenRecordDropsUser(store, auth);
    // Product events from every remote go to our server, as the signed-in user when there is one.
    configureProductEvents({ getAccessToken: () => auth.getAccessToken() });
    void auth.start();
    return () => {
      stopSync();
      stopBridge();
    };
  }, [auth, store, clients]);

  return (
    <AuthProvider client={auth}>
      <UrqlProvider value={clients.forUser(userId)}>{children}</UrqlProvider>
    </AuthProvider>
  );
}

/**
 * Code that predates the auth client signs out by dispatching `signedOut()` alone (the user
 * menu). Turning the record back into a guest while that user is still signed in means "sign
 * out", so the auth client follows; the sync then finds nobody and leaves the record alone.
 */
function signOutWhenRecordDropsUser(store: AppStore, auth: AuthClient): () => void {
  let last = store.getState().session;
  return store.subscribe(() => {
    const next = store.getState().session;
    const previous = last;
    last = next;
    if (previous === next || previous.status !== 'auth' || next.status !== 'guest') return;
    const user = auth.getUser();
    if (user && !user.isAnonymous && user.id === previous.userId) void auth.signOut();
  });
}
