import { useState } from 'react';
import { Provider as ReduxProvider } from 'react-redux';
import { BrowserRouter } from 'react-router';
import { Toaster } from '@tiix/shared-ui';
import { createAppStore, type AuthClient } from '@tiix/shared-data';
import { AppRoutes } from './routes';
import { GlobalErrorBoundary } from '../features/errors/GlobalErrorBoundary';
import { SessionProvider } from '../features/session/SessionProvider';

/**
 * The shell: one store, the session (auth + GraphQL client), the router, toasts, error screen.
 * `auth`: the app's auth client, already restoring the session (bootstrap.tsx); made by the
 * session when not given.
 */
export function App({ auth }: { auth?: AuthClient }) {
  const [store] = useState(() => createAppStore());
  return (
    <GlobalErrorBoundary>
      <ReduxProvider store={store}>
        <SessionProvider store={store} auth={auth}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
          <Toaster />
        </SessionProvider>
      </ReduxProvider>
    </GlobalErrorBoundary>
  );
}
