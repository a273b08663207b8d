import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Provider as ReduxProvider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { announceDraftChanged, createAppStore, signedIn } from '@tiix/shared-data';
import { useUnfinishedDraft } from './useUnfinishedDraft';

let latest: { id: string; team_id: string; state: string } | null = null;
const bodies: unknown[] = [];
const server = setupServer(
  http.post('*/api/drafts/latest', async ({ request }) => {
    bodies.push(await request.json());
    return HttpResponse.json(latest);
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  latest = null;
  bodies.length = 0;
});
afterAll(() => server.close());

function wrapper({ children }: { children: ReactNode }) {
  const store = createAppStore();
  store.dispatch(signedIn({ userId: 'u1', email: 'fan@tiix.dev' }));
  return (
    <ReduxProvider store={store}>
      <MemoryRouter>{children}</MemoryRouter>
    </ReduxProvider>
  );
}

describe('useUnfinishedDraft', () => {
  it('reads the latest draft again when a draft starts or completes in this window', async () => {
    const { result } = renderHook(() => useUnfinishedDraft(), { wrapper });
    await waitFor(() => expect(bodies).toEqual([{ userId: 'u1' }]));
    expect(result.current).toBeNull();

    latest = { id: 'd1', team_id: 't1', state: 'active' };
    act(() => announceDraftChanged('d1'));
    await waitFor(() => expect(result.current?.id).toBe('d1'));

    // A complete draft gives no nav link.
    latest = { id: 'd1', team_id: 't1', state: 'complete' };
    act(() => announceDraftChanged('d1'));
    await waitFor(() => expect(result.current).toBeNull());
  });
});
