import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AuthClient,
  currentTeamChanged,
  selectCurrentTeamId,
  type AppStore,
  MyTeamsDocument,
  type TeamSummaryFieldsFragment,
} from '@tiix/shared-data';
import type * as SharedData from '@tiix/shared-data';
import { renderWithProvidersAsync, teamSummaryFixture } from '@tiix/shared-data/testing';
import { AppLayout } from '../layout';
import { restoredTeamId } from './currentTeam';
import { fakeGraphqlClient, storeFor } from '../../testing/fakeGraphql';

// The auth client has restored u1's session (the store's record says u1 too): the restore waits
// for exactly that before it asks for the teams.
vi.mock('@tiix/shared-data', async (importOriginal) => {
  const actual = await importOriginal<typeof SharedData>();
  return {
    ...actual,
    useAuth: () => ({
      user: { id: 'u1' },
      session: null,
      isLoading: false,
      isAuthenticated: true,
      client: { signOut: async () => ({ success: true, message: '' }) },
    }),
  };
});

function team(id: string, name: string): TeamSummaryFieldsFragment {
  return teamSummaryFixture({
    id,
    name,
    teamName: 'Dallas Cowboys',
    ownerId: 'u1',
    memberCount: 2,
  });
}

const CREW = team('t1', 'Sunday Crew');
const COUCH = team('t2', 'Couch Club');

function Where() {
  return <output aria-label="location">{useLocation().pathname}</output>;
}

const auths: AuthClient[] = [];
// The store keeps the session and current team in local storage; each test starts afresh.
beforeEach(() => localStorage.clear());
afterEach(() => {
  for (const auth of auths.splice(0)) auth.dispose();
});

/** The app layout for `store`'s user, with `teams` as the answer of myTeams. */
async function renderLayout(store: AppStore, teams: TeamSummaryFieldsFragment[] | null) {
  const answers = { MyTeams: teams && { myTeams: teams } };
  const { client, calls } = fakeGraphqlClient(answers);
  // A client with no stored session: the layout only needs it for Sign Out.
  const auth = new AuthClient({ storage: null, crossTab: false });
  auths.push(auth);
  await renderWithProvidersAsync(
    <>
      <Routes>
        <Route path="/app" element={<AppLayout />}>
          <Route index element={<h1>Dashboard</h1>} />
          <Route path="teams/:teamId" element={<h1>Team page</h1>} />
        </Route>
      </Routes>
      <Where />
    </>,
    { store, client, auth, route: '/app' },
  );
  return { calls, client, answers };
}

function rememberedStore(remembered: string | null) {
  const store = storeFor('u1');
  store.dispatch(currentTeamChanged(remembered));
  return store;
}

describe('restoredTeamId', () => {
  it('keeps a remembered team that is among the teams', () => {
    expect(restoredTeamId('t2', ['t1', 't2'])).toBe('t2');
  });
  it('replaces a remembered team that is not among them with the first', () => {
    expect(restoredTeamId('gone', ['t1', 't2'])).toBe('t1');
    expect(restoredTeamId('gone', [])).toBeNull();
  });
  it('chooses the first team when none is remembered', () => {
    expect(restoredTeamId(null, ['t1', 't2'])).toBe('t1');
    expect(restoredTeamId(null, [])).toBeNull();
  });
});

describe('team restore after the teams load', () => {
  it('keeps the remembered team when the user still belongs to it', async () => {
    const store = rememberedStore('t2');
    await renderLayout(store, [CREW, COUCH]);
    await screen.findByRole('button', { name: 'Switch team, current: Couch Club' });
    expect(selectCurrentTeamId(store.getState())).toBe('t2');
  });

  it('replaces a remembered team the user no longer belongs to with the first', async () => {
    const store = rememberedStore('deleted-team');
    await renderLayout(store, [CREW, COUCH]);
    await waitFor(() => expect(selectCurrentTeamId(store.getState())).toBe('t1'));
  });

  it('chooses the first team when none is remembered', async () => {
    const store = rememberedStore(null);
    await renderLayout(store, [CREW, COUCH]);
    await waitFor(() => expect(selectCurrentTeamId(store.getState())).toBe('t1'));
  });

  it('leaves the current team alone while the teams are loading', async () => {
    const loading = rememberedStore('deleted-team');
    await renderLayout(loading, null);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(selectCurrentTeamId(loading.getState())).toBe('deleted-team');
  });

  it('does not load teams for a guest', async () => {
    const guest = storeFor(null);
    const { calls } = await renderLayout(guest, [CREW]);
    expect(calls).toHaveLength(0);
    expect(selectCurrentTeamId(guest.getState())).toBeNull();
  });

  it('decides once per sign-in, so a later choice stands when the teams reload', async () => {
    const store = rememberedStore(null);
    const { client, answers, calls } = await renderLayout(store, [CREW, COUCH]);
    await waitFor(() => expect(selectCurrentTeamId(store.getState())).toBe('t1'));
    // The user leaves the current team unset; then the team list reloads with a new team.
    act(() => {
      store.dispatch(currentTeamChanged(null));
    });
    answers.MyTeams = { myTeams: [team('t3', 'New Crew'), CREW, COUCH] };
    await act(async () => {
      await client.query(MyTeamsDocument, {}, { requestPolicy: 'network-only' }).toPromise();
    });
    expect(calls.filter((c) => c.operationName === 'MyTeams')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Switch team' })).toBeInTheDocument();
    expect(selectCurrentTeamId(store.getState())).toBeNull();
  });
});

describe('TeamSwitcher in the top bar', () => {
  it('is not shown with one team', async () => {
    const store = rememberedStore(null);
    await renderLayout(store, [CREW]);
    await waitFor(() => expect(selectCurrentTeamId(store.getState())).toBe('t1'));
    expect(screen.queryByRole('button', { name: /Switch team/ })).not.toBeInTheDocument();
  });

  it('lists the teams, marks the current one, and switches to the picked team', async () => {
    const store = rememberedStore('t1');
    await renderLayout(store, [CREW, COUCH]);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Switch team, current: Sunday Crew' }),
    );
    const menu = await screen.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual(['✓Sunday Crew (current team)', 'Couch Club']);
    expect(items[0]).toHaveAttribute('aria-current', 'true');
    expect(items[1]).not.toHaveAttribute('aria-current');

    await userEvent.click(items[1]!);
    expect(selectCurrentTeamId(store.getState())).toBe('t2');
    expect(await screen.findByRole('heading', { name: 'Team page' })).toBeInTheDocument();
    expect(screen.getByLabelText('location')).toHaveTextContent('/app/teams/t2');
    expect(
      screen.getByRole('button', { name: 'Switch team, current: Couch Club' }),
    ).toBeInTheDocument();
  });
});
