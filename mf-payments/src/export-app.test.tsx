import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { Provider as ReduxProvider } from 'react-redux';
import { Provider as UrqlProvider } from 'urql';
import { describe, expect, it } from 'vitest';
import { AuthClient, AuthProvider, createAppStore, createGraphqlClient } from '@tiix/shared-data';
import { pages } from './export-app';

// The exposed module is the federation contract with the shell: these keys must exist and render
// inside the providers the shell gives them (a guest with no session here).
describe('mf-payments exposed pages', () => {
  it.each([['payments', 'Payments']] as const)('%s renders its page', async (key, heading) => {
    const Page = pages[key];
    const auth = new AuthClient({ baseUrl: 'http://localhost/v1/auth' });
    await act(async () => {
      render(
        <ReduxProvider store={createAppStore()}>
          <AuthProvider client={auth}>
            <UrqlProvider value={createGraphqlClient({ url: 'http://localhost/v1/graphql' })}>
              <MemoryRouter>
                <Suspense fallback={null}>
                  <Page />
                </Suspense>
              </MemoryRouter>
            </UrqlProvider>
          </AuthProvider>
        </ReduxProvider>,
      );
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });
});
