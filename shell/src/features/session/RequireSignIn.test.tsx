import { act, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { AuthClient, AuthProvider, createAppStore, signedIn, useAuth } from '@tiix/shared-data';
import { authHandlers, MOCK_USER, mockAuthBackend } from '@tiix/shared-data/mocks';
import { renderWithProvidersAsync, setupMswServer } from '@tiix/shared-data/testing';
import { RequireSignIn } from './RequireSignIn';

setupMswServer(...authHandlers);
beforeEach(() => {
  localStorage.clear();
  mockAuthBackend.reset();
});

/** The page behind the guard, noting whether each of its renders had a signed-in user. */
const pageRenders: boolean[] = [];
function GamesPage() {
  pageRenders.push(useAuth().isAuthenticated);
  return <h1>Games page</h1>;
}

function renderGuarded(options: { record: 'guest' | 'auth'; auth: AuthClient; at?: string }) {
  const store = createAppStore();
  if (options.record === 'auth') {
    store.dispatch(signedIn({ userId: 'someone', email: 'someone@example.com' }));
  }
  return renderWithProvidersAsync(
    <Provider store={store}>
      <AuthProvider client={options.auth}>
        <MemoryRouter initialEntries={[options.at ?? '/app/games']}>
          <Routes>
            <Route path="app" element={<RequireSignIn />}>
              <Route index element={<h1>Dashboard page</h1>} />
              <Route path="games" element={<GamesPage />} />
            </Route>
          </Routes>
        </MemoryRouter>
      </AuthProvider>
    </Provider>,
  );
}

const client = () => new AuthClient({ crossTab: false });

describe('the app area guard', () => {
  it('lets a guest in', async () => {
    const auth = client();
    await auth.start();
    await renderGuarded({ record: 'guest', auth });
    expect(screen.getByRole('heading', { name: 'Games page' })).toBeInTheDocument();
  });

  it('shows the sign-in page to a signed-out visitor who is not a guest, then the page after sign-in', async () => {
    const auth = client();
    await auth.start();
    await renderGuarded({ record: 'auth', auth });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Games page' })).not.toBeInTheDocument();

    await act(() => auth.signInEmailPassword(MOCK_USER.email, MOCK_USER.password));
    expect(screen.getByRole('heading', { name: 'Games page' })).toBeInTheDocument();
  });

  it("waits while the session is restored, rather than showing a guest the guest's page first", async () => {
    const auth = client();
    await renderGuarded({ record: 'guest', auth });
    expect(screen.getByRole('status')).toHaveTextContent('Loading your session');
    expect(screen.queryByRole('heading', { name: 'Games page' })).not.toBeInTheDocument();
    await act(() => auth.start());
    expect(screen.getByRole('heading', { name: 'Games page' })).toBeInTheDocument();
  });

  it('waits with a spinner while the session is still loading', async () => {
    const auth = client();
    await renderGuarded({ record: 'auth', auth });
    expect(screen.getByRole('status')).toHaveTextContent('Loading your session');
    expect(screen.queryByRole('heading', { name: 'Sign in' })).not.toBeInTheDocument();
    await act(() => auth.start());
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
  });

  it("keeps the dashboard's heading in place while the session is restored there", async () => {
    const auth = client();
    await renderGuarded({ record: 'auth', auth, at: '/app' });
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your session');
    await act(() => auth.start());
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Dashboard' })).not.toBeInTheDocument();
  });

  it('shows the spinner alone on any other page while the session is restored', async () => {
    const auth = client();
    await renderGuarded({ record: 'auth', auth });
    expect(screen.getByRole('status')).toHaveTextContent('Loading your session');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('takes the page away at once on sign-out: it never renders without the user', async () => {
    const auth = client();
    await auth.start();
    await act(() => auth.signInEmailPassword(MOCK_USER.email, MOCK_USER.password));
    await renderGuarded({ record: 'auth', auth });
    expect(screen.getByRole('heading', { name: 'Games page' })).toBeInTheDocument();
    pageRenders.length = 0;

    await act(() => auth.signOut());
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(pageRenders).not.toContain(false);
  });
});
