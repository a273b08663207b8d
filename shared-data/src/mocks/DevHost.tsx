import {
  StrictMode,
  Suspense,
  useEffect,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { createRoot } from 'react-dom/client';
import { Provider as ReduxProvider } from 'react-redux';
import { Provider as UrqlProvider } from 'urql';
import { BrowserRouter, Link, Route, Routes } from 'react-router';
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

export interface StandaloneRoute {
  /** Route path as the shell mounts it, e.g. `/app/teams/:teamId`. */
  path: string;
  /** Key of the page in the remote's `pages`. */
  page: string;
  /** A sample address for the dev bar. */
  link: string;
}

/**
 * Mounts a remote's pages standalone (its `src/bootstrap.tsx`): MSW in development, then the
 * dev host with one route per page.
 */
export async function mountStandalone(options: {
  remote: string;
  pages: Record<string, ComponentType>;
  routes: StandaloneRoute[];
}) {
  if (process.env.NODE_ENV !== 'production') await startMockWorker();
  const container = document.getElementById('root');
  if (!container) throw new Error('Missing #root element');
  createRoot(container).render(
    <StrictMode>
      <DevHost
        remote={options.remote}
        links={options.routes.map((r) => ({ to: r.link, label: r.page }))}
      >
        <Routes>
          {options.routes.map(({ path, page }) => {
            const Page = options.pages[page];
            if (!Page) throw new Error(`${options.remote} has no page "${page}"`);
            return (
              <Route
                key={path}
                path={path}
                element={
                  <Suspense fallback={<p>Loading…</p>}>
                    <Page />
                  </Suspense>
                }
              />
            );
          })}
        </Routes>
      </DevHost>
    </StrictMode>,
  );
}
