import { useEffect, useState, type ReactNode } from 'react';
import { Provider as ReduxProvider } from 'react-redux';
import { Provider as UrqlProvider } from 'urql';
import { BrowserRouter, Link } from 'react-router';
import { createAppStore } from '../store/createAppStore';
import { createGraphqlClient } from '../client/createGraphqlClient';
import { AuthClient } from '../auth/AuthClient';
import { AuthProvider } from '../auth/AuthProvider';
import { graphqlProfileBootstrap, startSessionSync } from '../session/sessionSync';

export interface DevHostProps {
  /** Name shown in the dev bar, e.g. "mf-teams". */
  remote: string;
  /** Links to the remote's routes, for quick navigation while developing. */
  links: { to: string; label: string }[];
  children: ReactNode;
}

/**
 * A small stand-in for the shell, so a remote runs alone in development: its own store, auth
 * client and GraphQL client (both answered by MSW) and router, plus a dev bar.
 */
export function DevHost({ remote, links, children }: DevHostProps) {
  const [store] = useState(() => createAppStore());
  // Answered by the MSW auth handlers: sign in as MOCK_USER (demo@tiix.dev / password).
  const [auth] = useState(() => new AuthClient());
  const [client] = useState(() => createGraphqlClient({ auth }));
  useEffect(() => {
    const stop = startSessionSync({
      auth,
      store,
      profiles: graphqlProfileBootstrap(() => client),
    });
    void auth.start();
    return stop;
  }, [auth, client, store]);
  return (
    <ReduxProvider store={store}>
      <AuthProvider client={auth}>
        <UrqlProvider value={client}>
          <BrowserRouter>
            <nav
              aria-label="Dev host"
              style={{
                display: 'flex',
                gap: 12,
                padding: '6px 12px',
                font: '12px monospace',
                background: '#fde68a',
              }}
            >
              <strong>{remote} (standalone, MSW)</strong>
              {links.map((link) => (
                <Link key={link.to} to={link.to}>
                  {link.label}
                </Link>
              ))}
            </nav>
            {children}
          </BrowserRouter>
        </UrqlProvider>
      </AuthProvider>
    </ReduxProvider>
  );
}

/** Starts the MSW service worker for a standalone remote (dev only). */
export async function startMockWorker() {
  const { worker } = await import('./browser');
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true });
}
