import { act, cleanup, render, renderHook, screen } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { Provider as ReduxProvider } from 'react-redux';
import { Provider as UrqlProvider } from 'urql';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createGraphqlClient } from '../client/createGraphqlClient';
import { authHandlers, MOCK_USER, mockAuthBackend, profileHandlers } from '../mocks/auth';
import { graphqlProfileBootstrap, startSessionSync } from '../session/sessionSync';
import { createAppStore } from '../store/createAppStore';
import { AuthClient } from './AuthClient';
import { AuthProvider, useAuth } from './AuthProvider';
import { useProfile } from './useProfile';
import { setupMswServer } from '../testing/msw';

setupMswServer(...authHandlers, ...profileHandlers);
const clients: AuthClient[] = [];

beforeEach(() => {
  mockAuthBackend.reset();
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  for (const client of clients.splice(0)) client.dispose();
});

function newClient() {
  const client = new AuthClient({ crossTab: false });
  clients.push(client);
  return client;
}

function Providers({ client, children }: { client: AuthClient; children: ReactNode }) {
  const [store] = useState(() => createAppStore());
  const [urql] = useState(() => createGraphqlClient({ auth: client }));
  useState(() =>
    startSessionSync({
      auth: client,
      store,
      profiles: graphqlProfileBootstrap(() => urql),
      logger: console,
    }),
  );
  return (
    <ReduxProvider store={store}>
      <UrqlProvider value={urql}>
        <AuthProvider client={client}>{children}</AuthProvider>
      </UrqlProvider>
    </ReduxProvider>
  );
}

describe('useAuth', () => {
  it('throws outside an AuthProvider', () => {
    expect(() => renderHook(() => useAuth())).toThrow(
      'useAuth must be used within an AuthProvider',
    );
  });

  it('is loading until the client has started, then follows sign-in and sign-out', async () => {
    const client = newClient();
    const { result } = renderHook(() => useAuth(), {
      wrapper: ({ children }) => <AuthProvider client={client}>{children}</AuthProvider>,
    });
    expect(result.current).toMatchObject({ isLoading: true, isAuthenticated: false, user: null });
    await act(() => client.start());
    expect(result.current).toMatchObject({ isLoading: false, isAuthenticated: false });

    await act(() => client.signInEmailPassword(MOCK_USER.email, MOCK_USER.password));
    expect(result.current.isAuthenticated).toBe(true);
    expect(result.current.user?.email).toBe(MOCK_USER.email);
    expect(result.current.session?.accessToken).toBe(client.getAccessToken());

    await act(() => client.signOut());
    expect(result.current).toMatchObject({ isAuthenticated: false, session: null });
  });

  it('does not count an anonymous session as authenticated', async () => {
    const client = newClient();
    const { result } = renderHook(() => useAuth(), {
      wrapper: ({ children }) => <AuthProvider client={client}>{children}</AuthProvider>,
    });
    await act(() => client.start());
    await act(() => client.signInAnonymous());
    expect(result.current.session).not.toBeNull();
    expect(result.current.isAuthenticated).toBe(false);
  });
});

function ProfileProbe() {
  const { profile, loading, error, updateName } = useProfile();
  const [message, setMessage] = useState('');
  return (
    <div>
      <p>loading: {String(loading)}</p>
      <p>error: {error ?? 'none'}</p>
      <p>name: {profile ? (profile.name ?? '(unset)') : '(no profile)'}</p>
      <p>email: {profile?.email ?? ''}</p>
      <p>message: {message}</p>
      <button onClick={() => void updateName('  Dana Fan  ').then((r) => setMessage(r.message))}>
        rename
      </button>
      <button onClick={() => void updateName('   ').then((r) => setMessage(r.message))}>
        clear
      </button>
    </div>
  );
}

describe('useProfile', () => {
  it('shows the profile made at sign-in and saves a trimmed name', async () => {
    const client = newClient();
    await client.start();
    render(
      <Providers client={client}>
        <ProfileProbe />
      </Providers>,
    );
    screen.getByText('name: (no profile)');
    await act(() => client.signInEmailPassword(MOCK_USER.email, MOCK_USER.password));

    await screen.findByText(`name: ${MOCK_USER.displayName}`);
    screen.getByText(`email: ${MOCK_USER.email}`);
    const stored = [...mockAuthBackend.profiles.values()][0]!;
    expect(stored.lastLogin).not.toBeNull();

    act(() => screen.getByRole('button', { name: 'rename' }).click());
    await screen.findByText('message: Profile updated successfully!');
    await screen.findByText('name: Dana Fan');

    act(() => screen.getByRole('button', { name: 'clear' }).click());
    await screen.findByText('name: (unset)');
  });

  it('reports a failed save with its user-facing text', async () => {
    const client = newClient();
    await client.start();
    await client.signInEmailPassword(MOCK_USER.email, MOCK_USER.password);
    render(
      <Providers client={client}>
        <ProfileProbe />
      </Providers>,
    );
    await screen.findByText(`name: ${MOCK_USER.displayName}`);
    mockAuthBackend.accessTokens.clear(); // the token is refused and the refresh cannot help
    mockAuthBackend.devices.clear();
    act(() => screen.getByRole('button', { name: 'rename' }).click());
    await screen.findByText('message: Failed to update profile. Please try again.');
  });
});
