// Renders a screen the way the shell hosts it, with only the providers a test asks for: a test
// that brings its own provider tree asks for none and gets the awaited render alone.
import { act, render, type RenderOptions, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { Provider as ReduxProvider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { Provider as UrqlProvider, type Client } from 'urql';
import type { AuthClient } from '../auth/AuthClient';
import { AuthProvider } from '../auth/AuthProvider';
import { createGraphqlClient } from '../client/createGraphqlClient';
import { signedIn } from '../session/sessionSlice';
import { createAppStore, type AppStore } from '../store/createAppStore';

/** Where the apps' GraphQL client points in tests; MSW handlers match any origin. */
export const TEST_GRAPHQL_URL = 'http://localhost/v1/graphql';

/** The apps' own GraphQL client (normalised cache, SSE subscriptions), against MSW. */
export function testGraphqlClient(): Client {
  return createGraphqlClient({ url: TEST_GRAPHQL_URL });
}

export interface ProvidersOptions {
  /** A Redux provider with this store. */
  store?: AppStore;
  /** Signs the store in as this user first (a fresh store when none is given), as the shell does. */
  signedInAs?: { userId: string; email: string };
  /** An urql provider with this client (`testGraphqlClient()` for the apps' own). */
  client?: Client;
  /** An auth client (the real one, or `fakeAuth.authClient`) for `useAuth` below. */
  auth?: AuthClient;
  /** A memory router at this address (or these entries); no router when left out. */
  route?: string | string[];
  /** Rendered after the page inside the providers, outside the router (the toaster). */
  after?: ReactNode;
}

export interface TestProviders {
  store: AppStore | null;
  client: Client | null;
  Wrapper: (props: { children: ReactNode }) => ReactElement;
}

/** Fresh providers for one test; `Wrapper` nests them, for `render` and `renderHook`. */
export function createTestProviders(options: ProvidersOptions = {}): TestProviders {
  const store = options.store ?? (options.signedInAs ? createAppStore() : null);
  if (store && options.signedInAs) store.dispatch(signedIn(options.signedInAs));
  const { client = null, auth, route, after } = options;
  function Wrapper({ children }: { children: ReactNode }) {
    let tree: ReactNode = route ? (
      <MemoryRouter initialEntries={Array.isArray(route) ? route : [route]}>
        {children}
      </MemoryRouter>
    ) : (
      children
    );
    if (after !== undefined)
      tree = (
        <>
          {tree}
          {after}
        </>
      );
    if (client) tree = <UrqlProvider value={client}>{tree}</UrqlProvider>;
    if (auth) tree = <AuthProvider client={auth}>{tree}</AuthProvider>;
    if (store) tree = <ReduxProvider store={store}>{tree}</ReduxProvider>;
    return <>{tree}</>;
  }
  return { store, client, Wrapper };
}

export type ProvidersRenderResult = RenderResult & Omit<TestProviders, 'Wrapper'>;

type RenderWithProvidersOptions = ProvidersOptions & Omit<RenderOptions, 'wrapper' | 'queries'>;

function split(options: RenderWithProvidersOptions) {
  const { store, signedInAs, client, auth, route, after, ...renderOptions } = options;
  return {
    providers: createTestProviders({ store, signedInAs, client, auth, route, after }),
    renderOptions,
  };
}

/** Renders `ui` inside the providers the options ask for; returns the store and client too. */
export function renderWithProviders(
  ui: ReactElement,
  options: RenderWithProvidersOptions = {},
): ProvidersRenderResult {
  const { providers, renderOptions } = split(options);
  const { Wrapper, ...rest } = providers;
  const withWrapper: Omit<RenderOptions, 'queries'> = { ...renderOptions, wrapper: Wrapper };
  return { ...rest, ...render(ui, withWrapper) };
}

/**
 * As `renderWithProviders`, inside an awaited act(), which React 19 needs when the tree suspends
 * on mount.
 */
export async function renderWithProvidersAsync(
  ui: ReactElement,
  options: RenderWithProvidersOptions = {},
): Promise<ProvidersRenderResult> {
  let result: ProvidersRenderResult | undefined;
  await act(async () => {
    result = renderWithProviders(ui, options);
  });
  return result as ProvidersRenderResult;
}
