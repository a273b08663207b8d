import { useState, type ReactNode } from 'react';
import { Provider as ReduxProvider } from 'react-redux';
import { Provider as UrqlProvider } from 'urql';
import { BrowserRouter, Link } from 'react-router';
import { createAppStore } from '../store/createAppStore';
import { createGraphqlClient } from '../client/createGraphqlClient';

export interface DevHostProps {
  /** Name shown in the dev bar, e.g. "mf-teams". */
  remote: string;
  /** Links to the remote's routes, for quick navigation while developing. */
  links: { to: string; label: string }[];
  children: ReactNode;
}

/**
 * A small stand-in for the shell, so a remote runs alone in development: its own store,
 * GraphQL client (answered by MSW) and router, plus a dev bar.
 */
export function DevHost({ remote, links, children }: DevHostProps) {
  const [store] = useState(() => createAppStore());
  const [client] = useState(() => createGraphqlClient());
  return (
    <ReduxProvider store={store}>
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
    </ReduxProvider>
  );
}

/** Starts the MSW service worker for a standalone remote (dev only). */
export async function startMockWorker() {
  const { worker } = await import('./browser');
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true });
}
