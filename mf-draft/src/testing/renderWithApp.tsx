import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Provider as ReduxProvider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import { Provider as UrqlProvider } from 'urql';
import { Toaster } from '@tiix/shared-ui';
import { createAppStore, createGraphqlClient, signedIn } from '@tiix/shared-data';

/**
 * Renders a page the way the shell hosts it: store, the app's GraphQL client (normalised cache,
 * SSE subscriptions) against MSW, a router at `entry`, and the toaster.
 */
export function renderWithApp(
  routes: { path: string; element: ReactElement }[],
  entry: string,
  userId = '00000000-0000-4000-8000-000000000001',
) {
  const store = createAppStore();
  store.dispatch(signedIn({ userId, email: 'demo@tiix.dev' }));
  const client = createGraphqlClient({ url: 'http://localhost/v1/graphql' });
  return render(
    <ReduxProvider store={store}>
      <UrqlProvider value={client}>
        <MemoryRouter initialEntries={[entry]}>
          <Routes>
            {routes.map((r) => (
              <Route key={r.path} path={r.path} element={r.element} />
            ))}
          </Routes>
        </MemoryRouter>
        <Toaster />
      </UrqlProvider>
    </ReduxProvider>,
  );
}
