import { useState } from 'react';
import { Provider as ReduxProvider } from 'react-redux';
import { Provider as UrqlProvider } from 'urql';
import { BrowserRouter } from 'react-router';
import { Toaster } from '@tiix/shared-ui';
import { createAppStore, createGraphqlClient } from '@tiix/shared-data';
import '@tiix/shared-ui/styles.css';
import './shell.css';
import { AppRoutes } from './routes';
import { GlobalErrorBoundary } from '../features/errors/GlobalErrorBoundary';

/** The shell: one store, one GraphQL client, the router, toasts and the global error screen. */
export function App() {
  const [store] = useState(() => createAppStore());
  const [client] = useState(() => createGraphqlClient());
  return (
    <GlobalErrorBoundary>
      <ReduxProvider store={store}>
        <UrqlProvider value={client}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
          <Toaster />
        </UrqlProvider>
      </ReduxProvider>
    </GlobalErrorBoundary>
  );
}
