import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Provider as ReduxProvider } from 'react-redux';
import { Provider as UrqlProvider } from 'urql';
import { describe, expect, it } from 'vitest';
import {
  AuthProvider,
  createAppStore,
  createGraphqlClient,
  signedIn,
  type AuthClient,
} from '@tiix/shared-data';
import { handlers, mockDraftBackend, MOCK_DRAFT_ID } from '@tiix/shared-data/mocks';
import { setupMswServer } from '@tiix/shared-data/testing';
import { POLL_MS, RESUBSCRIBE_MS, useDraftRoom } from './useDraftRoom';

const server = setupMswServer(...handlers);

const OWNER = '00000000-0000-4000-8000-000000000001';

/** What the hook needs of the auth client: the current token. */
const auth = { getAccessToken: () => 'token-1', subscribe: () => () => undefined };

function renderRoom() {
  mockDraftBackend.reset({ state: 'active', madePicks: 0 });
  const store = createAppStore();
  store.dispatch(signedIn({ userId: OWNER, email: 'demo@tiix.dev' }));
  const client = createGraphqlClient({ url: 'http://localhost/v1/graphql' });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ReduxProvider store={store}>
      <AuthProvider client={auth as unknown as AuthClient}>
        <UrqlProvider value={client}>{children}</UrqlProvider>
      </AuthProvider>
    </ReduxProvider>
  );
  return renderHook(() => useDraftRoom(MOCK_DRAFT_ID), { wrapper });
}

/** Counts the room's draft reads (the query, sent as a GET by the app's client). */
function countDraftReads() {
  const reads = { count: 0 };
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname === '/v1/graphql' && url.searchParams.get('operationName') === 'DraftRoom')
      reads.count += 1;
  });
  return reads;
}

describe('useDraftRoom', () => {
  it("opens the draft's event stream with the bearer token and applies its events", async () => {
    const tokens: (string | null)[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes(`/api/drafts/${MOCK_DRAFT_ID}/events`))
        tokens.push(request.headers.get('authorization'));
    });
    const { result } = renderRoom();
    await waitFor(() => expect(result.current.draft?.currentOverall).toBe(0));
    // The caller's presence arrives on the stream.
    await waitFor(() => expect(result.current.onlineUserIds?.has(OWNER)).toBe(true));
    expect(tokens).toEqual(['Bearer token-1']);
    expect(result.current.stream).toBe('live');

    // Another member picks: the event arrives and the room reads the draft again.
    const chiefs = mockDraftBackend.room().games.find((g) => g.opponent === 'Kansas City Chiefs')!;
    act(() => {
      mockDraftBackend.pick(chiefs.id);
    });
    await waitFor(() => expect(result.current.lastEvent?.type).toBe('pick_made'));
    expect(result.current.lastEvent?.pick?.gameId).toBe(chiefs.id);
    await waitFor(() => expect(result.current.draft?.currentOverall).toBe(1));
    // The countdown moved with the event (the new pick's full clock).
    expect(result.current.anchor).not.toBeNull();
    server.events.removeAllListeners();
  });

  it('polls while the stream is down, then reconnects and re-reads the draft', async () => {
    let refusals = 1;
    let opens = 0;
    server.use(
      http.get('*/api/drafts/:draftId/events', () => {
        opens += 1;
        if (refusals > 0) {
          refusals -= 1;
          return HttpResponse.error();
        }
        return undefined;
      }),
    );
    const reads = countDraftReads();
    const { result } = renderRoom();
    await waitFor(() => expect(result.current.stream).toBe('down'));
    const readsWhenDown = reads.count;
    // Polled every 1.5 s while down.
    await waitFor(() => expect(reads.count).toBeGreaterThanOrEqual(readsWhenDown + 1), {
      timeout: POLL_MS * 2,
    });
    // Tried again after the pause: live, and the draft read once on reconnect.
    await waitFor(() => expect(result.current.stream).toBe('live'), {
      timeout: RESUBSCRIBE_MS * 2,
    });
    expect(opens).toBe(2);
    await waitFor(() => expect(result.current.onlineUserIds?.has(OWNER)).toBe(true));
    const readsWhenLive = reads.count;
    // No more polling while live.
    await new Promise((r) => setTimeout(r, POLL_MS * 1.5));
    expect(reads.count).toBe(readsWhenLive);
    server.events.removeAllListeners();
  });

  it('goes down when the server ends the stream', async () => {
    server.use(
      http.get(
        '*/api/drafts/:draftId/events',
        () => new HttpResponse(': open\n\n', { headers: { 'content-type': 'text/event-stream' } }),
      ),
    );
    const { result } = renderRoom();
    await waitFor(() => expect(result.current.stream).toBe('down'));
  });
});
