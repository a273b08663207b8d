import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Provider as ReduxProvider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { createAppStore, draftChanged, signedIn, type AppStore } from '@tiix/shared-data';
import { setupMswServer } from '@tiix/shared-data/testing';
import { useUnfinishedDraft } from './useUnfinishedDraft';

let latest: { id: string; team_id: string; state: string } | null = null;
const bodies: unknown[] = [];
setupMswServer(
  http.post('*/api/drafts/latest', async ({ request }) => {
    bodies.push(await request.json());
    return HttpResponse.json(latest);
  }),
);
afterEach(() => {
  latest = null;
  bodies.length = 0;
});

function signedInStore(): AppStore {
  const store = createAppStore();
  store.dispatch(signedIn({ userId: 'u1', email: 'fan@tiix.dev' }));
  return store;
}

function wrapperFor(store: AppStore) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <ReduxProvider store={store}>
        <MemoryRouter>{children}</MemoryRouter>
      </ReduxProvider>
    );
  };
}

describe('useUnfinishedDraft', () => {
  it('reads the latest draft again when a draft starts or completes in this window', async () => {
    // The draft room and the team pages (other remotes) dispatch into the shell's one store.
    const store = signedInStore();
    const { result } = renderHook(() => useUnfinishedDraft(), { wrapper: wrapperFor(store) });
    await waitFor(() => expect(bodies).toEqual([{ userId: 'u1' }]));
    expect(result.current).toBeNull();

    latest = { id: 'd1', team_id: 't1', state: 'active' };
    act(() => {
      store.dispatch(draftChanged('d1'));
    });
    await waitFor(() => expect(result.current?.id).toBe('d1'));

    // A complete draft gives no nav link.
    latest = { id: 'd1', team_id: 't1', state: 'complete' };
    act(() => {
      store.dispatch(draftChanged('d1'));
    });
    await waitFor(() => expect(result.current).toBeNull());
  });
});
