import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { afterEach, beforeEach } from 'vitest';
import { AuthClient, createAppStore, type AppStore } from '@tiix/shared-data';
import { mockAuthBackend } from '@tiix/shared-data/mocks';
import { renderWithProvidersAsync } from '@tiix/shared-data/testing';
import { SessionProvider } from '../features/session';

/**
 * Tests that run the real session (an AuthClient on the mock auth backend, the store and the
 * SessionProvider, as the app mounts them). Call once at the top of a test file: each test starts
 * with no stored session and a fresh backend, and the clients it opened are disposed after it.
 */
export function withMockSession() {
  const open: AuthClient[] = [];
  beforeEach(() => {
    localStorage.clear();
    mockAuthBackend.reset();
  });
  afterEach(() => {
    for (const client of open.splice(0)) client.dispose();
  });

  /** Renders `ui` inside the session, signed in first with `signIn` when given. */
  async function renderInSession(
    ui: ReactNode,
    options: { store?: AppStore; signIn?: { email: string; password: string } } = {},
  ) {
    const store = options.store ?? createAppStore();
    const auth = new AuthClient({ crossTab: false });
    open.push(auth);
    if (options.signIn)
      await auth.signInEmailPassword(options.signIn.email, options.signIn.password);
    const view = await renderWithProvidersAsync(
      <Provider store={store}>
        <SessionProvider store={store} auth={auth}>
          {ui}
        </SessionProvider>
      </Provider>,
    );
    return { ...view, auth, store };
  }
  return { renderInSession };
}
