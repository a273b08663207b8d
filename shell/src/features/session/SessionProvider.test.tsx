import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useClient } from 'urql';
import { describe, expect, it } from 'vitest';
import {
  createAppStore,
  currentTeamChanged,
  flushProductEvents,
  signedOut,
  trackProductEvent,
  useAuth,
  type AppStore,
} from '@tiix/shared-data';
import { authHandlers, MOCK_USER, mockAuthBackend, profileHandlers } from '@tiix/shared-data/mocks';
import { setupMswServer } from '@tiix/shared-data/testing';
import { withMockSession } from '../../testing/session';

const server = setupMswServer(...authHandlers, ...profileHandlers);
const { renderInSession } = withMockSession();

const seenClients = new Set<unknown>();
function Probe() {
  const { user, isLoading } = useAuth();
  seenClients.add(useClient());
  return <p>{isLoading ? 'loading' : (user?.email ?? 'signed out')}</p>;
}

async function mount(store: AppStore = createAppStore()) {
  const { auth } = await renderInSession(<Probe />, { store });
  return { auth, store };
}

describe('SessionProvider', () => {
  it('starts the client and keeps the session record, profile and GraphQL client in step', async () => {
    seenClients.clear();
    const { auth, store } = await mount();
    await screen.findByText('signed out');
    expect(store.getState().session.status).toBe('guest');
    const guestClients = seenClients.size;

    await act(() => auth.signInEmailPassword(MOCK_USER.email, MOCK_USER.password));
    await screen.findByText(MOCK_USER.email);
    await waitFor(() => expect(store.getState().session.status).toBe('auth'));
    expect(store.getState().session).toMatchObject({
      userId: auth.getUser()!.id,
      email: MOCK_USER.email,
    });
    // The sign-in bootstrap made the profile over GraphQL with the user's token.
    await waitFor(() =>
      expect(mockAuthBackend.profiles.get(auth.getUser()!.id)?.lastLogin).toBeTruthy(),
    );
    // A new user gets a new GraphQL client (and with it an empty cache).
    expect(seenClients.size).toBe(guestClients + 1);
  });

  it('sends product events to the server as the signed-in user', async () => {
    const batches: { authorization: string | null; events: { name: string }[] }[] = [];
    server.use(
      http.post('*/api/events', async ({ request }) => {
        const body = (await request.json()) as { events: { name: string }[] };
        batches.push({ authorization: request.headers.get('authorization'), events: body.events });
        return HttpResponse.json({ ok: true, accepted: body.events.length }, { status: 202 });
      }),
    );
    const { auth } = await mount();
    await act(() => auth.signInEmailPassword(MOCK_USER.email, MOCK_USER.password));
    await screen.findByText(MOCK_USER.email);
    trackProductEvent('step_completed', { step: 1 });
    await flushProductEvents();
    expect(batches).toEqual([
      {
        authorization: `Bearer ${auth.getAccessToken()}`,
        events: [expect.objectContaining({ name: 'step_completed', properties: { step: 1 } })],
      },
    ]);
  });

  it('restores a stored session on load', async () => {
    const first = await mount();
    await act(() => first.auth.signInEmailPassword(MOCK_USER.email, MOCK_USER.password));
    first.auth.dispose();

    const store = createAppStore();
    await mount(store);
    await screen.findAllByText(MOCK_USER.email);
    await waitFor(() => expect(store.getState().session.status).toBe('auth'));
  });

  it('signs the auth client out when the record is turned back into a guest (user menu)', async () => {
    const { auth, store } = await mount();
    await act(() => auth.signInEmailPassword(MOCK_USER.email, MOCK_USER.password));
    await waitFor(() => expect(store.getState().session.status).toBe('auth'));
    store.dispatch(currentTeamChanged('team-1'));

    act(() => void store.dispatch(signedOut()));
    await waitFor(() => expect(auth.getSession()).toBeNull());
    await screen.findByText('signed out');
    expect(mockAuthBackend.devices.size).toBe(0);
    await waitFor(() => expect(store.getState().currentTeam.teamId).toBeNull());
    expect(store.getState().session.status).toBe('guest');
  });
});
