import { act, renderHook, waitFor } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { createAppStore, draftChanged } from '@tiix/shared-data';
import { createTestProviders, setupMswServer, testGraphqlClient } from '@tiix/shared-data/testing';
import { useUnfinishedDraft } from './useUnfinishedDraft';

let latest: { id: string; teamId: string; state: string } | null = null;
let reads = 0;
setupMswServer(
  graphql.query('MyLatestDraft', () => {
    reads += 1;
    return HttpResponse.json({
      data: { myLatestDraft: latest && { __typename: 'Draft', ...latest } },
    });
  }),
);
afterEach(() => {
  latest = null;
  reads = 0;
  // The store keeps the session in local storage; the next test starts signed out.
  localStorage.clear();
});

describe('useUnfinishedDraft', () => {
  it('reads the latest draft again when a draft starts or completes in this window', async () => {
    // The draft room and the team pages (other remotes) dispatch into the shell's one store.
    const { store, Wrapper } = createTestProviders({
      signedInAs: { userId: 'u1', email: 'fan@tiix.dev' },
      client: testGraphqlClient(),
      route: '/app',
    });
    const { result } = renderHook(() => useUnfinishedDraft(), { wrapper: Wrapper });
    await waitFor(() => expect(reads).toBe(1));
    expect(result.current).toBeNull();

    latest = { id: 'd1', teamId: 't1', state: 'active' };
    act(() => {
      store!.dispatch(draftChanged('d1'));
    });
    await waitFor(() => expect(result.current?.id).toBe('d1'));

    // A complete draft gives no nav link.
    latest = { id: 'd1', teamId: 't1', state: 'complete' };
    act(() => {
      store!.dispatch(draftChanged('d1'));
    });
    await waitFor(() => expect(result.current).toBeNull());
  });

  it('reads nothing for a signed-out visitor', async () => {
    const { Wrapper } = createTestProviders({
      store: createAppStore(),
      client: testGraphqlClient(),
      route: '/app',
    });
    const { result } = renderHook(() => useUnfinishedDraft(), { wrapper: Wrapper });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current).toBeNull();
    expect(reads).toBe(0);
  });
});
