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
import { BrowserRouter, Link, MemoryRouter, Route, Routes } from 'react-router';
import { createAppStore } from '../store/createAppStore';
import { createGraphqlClient } from '../client/createGraphqlClient';
import { AuthClient } from '../auth/AuthClient';
import { AuthProvider } from '../auth/AuthProvider';
import { graphqlProfileBootstrap, startSessionSync } from '../session/sessionSync';
import { currentTeamChanged } from '../session/currentTeamSlice';

export interface DevHostProps {
  /** Name shown in the dev bar, e.g. "mf-teams". */
  remote: string;
  /** Links to the remote's routes, for quick navigation while developing. */
  links: { to: string; label: string }[];
  /** Sign in as the sample member (MSW answers); off where no mock backend runs. */
  sampleSession?: boolean;
  children: ReactNode;
}

/**
 * A small stand-in for the shell, so a remote runs alone in development: its own store, auth
 * client and GraphQL client (both answered by MSW) and router, plus a dev bar.
 */
export function DevHost({ remote, links, sampleSession = true, children }: DevHostProps) {
  const [store] = useState(() => createAppStore());
  // Answered by the MSW auth handlers.
  const [auth] = useState(() => new AuthClient());
  const [client] = useState(() => createGraphqlClient({ auth }));
  useEffect(() => {
    const stop = startSessionSync({
      auth,
      store,
      profiles: graphqlProfileBootstrap(() => client),
    });
    if (!sampleSession) {
      void auth.start();
      return stop;
    }
    void signInAsSampleMember(auth).then((teamId) => {
      // The sample team is the one the pages work in, as the shell's team restore would pick.
      if (!store.getState().currentTeam.teamId) store.dispatch(currentTeamChanged(teamId));
    });
    return stop;
  }, [auth, client, store, sampleSession]);
  return (
    <ReduxProvider store={store}>
      <AuthProvider client={auth}>
        <UrqlProvider value={client}>
          <BrowserRouter>
            <nav
              aria-label="Dev host"
              style={{
                display: 'flex',
                flexWrap: 'wrap',
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

/**
 * Starts the auth client and, unless a session survived, signs in as the sample member
 * (MOCK_USER, owner of the sample team with games, ranks and activity) so every screen shows
 * real data offline. The mock backend lives in the page, so a reload always signs in afresh.
 */
export async function signInAsSampleMember(auth: AuthClient): Promise<string> {
  // Loaded on demand, so a production build of a remote's standalone page carries no mock data.
  const [{ MOCK_USER }, { MOCK_TEAM_ID }] = await Promise.all([
    import('../mocks/auth'),
    import('../fixtures/sample'),
  ]);
  await auth.start();
  if (!auth.getSession()) await auth.signInEmailPassword(MOCK_USER.email, MOCK_USER.password);
  return MOCK_TEAM_ID;
}

/** Starts the MSW service worker for a standalone remote (dev only). */
export async function startMockWorker() {
  const { worker } = await import('../mocks/browser');
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true });
}

let mockWorkerStarted: Promise<void> | null = null;

export interface StoryHostProps {
  /** The address the story opens, e.g. `/app/teams/<MOCK_TEAM_ID>`. */
  path: string;
  /** The route pattern the page is mounted at, e.g. `/app/teams/:teamId`. */
  route: string;
  children: ReactNode;
}

/**
 * Storybook's stand-in for the shell: MSW (started once per preview), a store, auth and GraphQL
 * client signed in as the sample member with the sample team current, and a router at `path`. The
 * page shows once the session is ready, so stories render the same data as the standalone hosts.
 */
export function StoryHost({ path, route, children }: StoryHostProps) {
  const [store] = useState(() => createAppStore());
  const [auth] = useState(() => new AuthClient({ crossTab: false }));
  const [client] = useState(() => createGraphqlClient({ auth }));
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    const stop = startSessionSync({
      auth,
      store,
      profiles: graphqlProfileBootstrap(() => client),
    });
    mockWorkerStarted ??= startMockWorker();
    void mockWorkerStarted
      .then(() => signInAsSampleMember(auth))
      .then((teamId) => {
        store.dispatch(currentTeamChanged(teamId));
        if (live) setReady(true);
      });
    return () => {
      live = false;
      stop();
    };
  }, [auth, client, store]);
  if (!ready) return <p role="status">Loading sample data…</p>;
  return (
    <ReduxProvider store={store}>
      <AuthProvider client={auth}>
        <UrqlProvider value={client}>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route
                path={route}
                element={<Suspense fallback={<p>Loading…</p>}>{children}</Suspense>}
              />
            </Routes>
          </MemoryRouter>
        </UrqlProvider>
      </AuthProvider>
    </ReduxProvider>
  );
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
  const mocked = process.env.NODE_ENV !== 'production';
  if (mocked) await startMockWorker();
  const container = document.getElementById('root');
  if (!container) throw new Error('Missing #root element');
  createRoot(container).render(
    <StrictMode>
      <DevHost
        remote={options.remote}
        sampleSession={mocked}
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
