import { lazy } from 'react';
import { screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { Provider } from 'react-redux';
import { AuthClient, createAppStore } from '@tiix/shared-data';
import { renderWithProvidersAsync } from '@tiix/shared-data/testing';
import { SessionProvider } from '../features/session/SessionProvider';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppRoutes } from './routes';
import { loadRemoteApp, type RemoteName } from '../features/remotes/remoteRegistry';

vi.mock('../features/remotes/remoteRegistry', () => ({ loadRemoteApp: vi.fn() }));
const load = vi.mocked(loadRemoteApp);

function Where() {
  const location = useLocation();
  return <output aria-label="location">{location.pathname + location.search}</output>;
}

function renderAt(path: string) {
  const store = createAppStore();
  // No stored token: the client starts signed out without calling the service.
  const auth = new AuthClient({ storage: null, crossTab: false });
  return renderWithProvidersAsync(
    <Provider store={store}>
      <SessionProvider store={store} auth={auth}>
        <MemoryRouter initialEntries={[path]}>
          <AppRoutes />
          <Where />
        </MemoryRouter>
      </SessionProvider>
    </Provider>,
  );
}

describe('route table', () => {
  beforeEach(() => {
    load.mockReset();
    // Every remote page renders "<remote>:<page>" so the test sees who mounted it.
    load.mockImplementation(async (remote: RemoteName) => ({
      pages: new Proxy(
        {},
        {
          get: (_target, page: string) =>
            lazy(async () => ({ default: () => <h1>{`${remote}:${page}`}</h1> })),
        },
      ),
    }));
  });

  it.each([
    ['/', 'mf-landing:landing'],
    ['/legal', 'mf-landing:legal'],
    ['/demo', 'mf-teams:demo'],
    ['/accept-invite/abc', 'mf-teams:acceptInvite'],
    ['/app/teams', 'mf-teams:teamList'],
    ['/app/teams/create', 'mf-wizard:createTeam'],
    ['/app/teams/t1', 'mf-teams:teamDetail'],
    ['/app/teams/t1/draft', 'mf-draft:teamDraft'],
    ['/app/draft/d1', 'mf-draft:draft'],
    ['/app/games', 'mf-teams:games'],
    ['/app/payments', 'mf-payments:payments'],
  ])('%s is mounted by %s', async (path, expected) => {
    await renderAt(path);
    expect(await screen.findByRole('heading', { name: expected })).toBeInTheDocument();
  });

  it.each([
    ['/app', 'Dashboard'],
    ['/app/profile', 'Profile'],
    ['/app/settings', 'Settings'],
    ['/login', 'Log in'],
    ['/signup', 'Create account'],
    ['/auth/callback', 'Signing you in...'],
    // Without a reset link in the address the page says so (its form needs one).
    ['/auth/reset-password', 'Reset Link Invalid'],
  ])('%s is a shell page (%s)', async (path, heading) => {
    await renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('opens the wizard modal over the landing page', async () => {
    await renderAt('/?flow=create-team&step=2');
    expect(await screen.findByRole('heading', { name: 'mf-landing:landing' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'mf-wizard:createTeamModal' }),
    ).toBeInTheDocument();
  });

  it('redirects any other path to /', async () => {
    await renderAt('/nowhere/at/all');
    expect(await screen.findByRole('heading', { name: 'mf-landing:landing' })).toBeInTheDocument();
    expect(screen.getByLabelText('location')).toHaveTextContent(/^\/$/);
  });
});
