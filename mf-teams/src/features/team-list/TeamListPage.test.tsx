import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { Route, Routes, useLocation } from 'react-router';
import { Client, fetchExchange } from 'urql';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppStore, currentTeamChanged, type AuthSession } from '@tiix/shared-data';
import {
  fakeAuth,
  fakeSession,
  renderWithProviders,
  setupMswServer,
  teamSummaryFixture,
} from '@tiix/shared-data/testing';
import { type TeamSummaryFieldsFragment } from '../../shared/teamOperations';
import TeamListPage, { DELETE_CONFIRMATION } from './TeamListPage';

const SESSION = fakeSession({ id: 'u-owner', email: 'owner@tiix.dev' });

const team = teamSummaryFixture;

let teams: TeamSummaryFieldsFragment[] = [];
const deleted: string[] = [];
setupMswServer(
  graphql.query('MyTeams', () => HttpResponse.json({ data: { myTeams: teams } })),
  graphql.mutation('DeleteTeam', ({ variables }) => {
    deleted.push(variables.id as string);
    teams = teams.filter((t) => t.id !== variables.id);
    return HttpResponse.json({ data: { deleteTeam: true } });
  }),
);
beforeEach(() => {
  localStorage.clear();
  deleted.length = 0;
  teams = [];
});

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

function renderPage({
  session = SESSION,
  path = '/app/teams',
  currentTeam = null,
}: { session?: AuthSession | null; path?: string; currentTeam?: string | null } = {}) {
  const store = createAppStore();
  store.dispatch(currentTeamChanged(currentTeam));
  const client = new Client({ url: 'http://localhost/v1/graphql', exchanges: [fetchExchange] });
  fakeAuth.reset();
  fakeAuth.setSession(session);
  const page = (
    <>
      <Routes>
        <Route path="/app/teams" element={<TeamListPage />} />
        <Route path="/app/teams/:teamId" element={<p>Team detail</p>} />
      </Routes>
      <Where />
    </>
  );
  return {
    ...renderWithProviders(page, { store, client, auth: fakeAuth.authClient, route: path }),
    store,
  };
}

describe('TeamListPage', () => {
  it('lists teams with league, real team, logo, season and status badges', async () => {
    teams = [
      team({ id: 't1', status: 'active' }),
      team({
        id: 't2',
        name: 'Hoops',
        league: 'NBA',
        teamName: 'Boston Celtics',
        status: 'draft',
        myRole: 'member',
      }),
      team({
        id: 't3',
        name: 'Pitch',
        league: 'MLS',
        teamName: 'Austin FC',
        status: 'setup',
        myRole: 'admin',
      }),
      team({ id: 't4', name: 'Old', status: 'archived', myRole: 'member' }),
    ];
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Select a Team' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Your teams' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(4);

    expect(within(rows[0]!).getByRole('link', { name: 'Sunday Crew' })).toHaveAttribute(
      'href',
      '/app/teams/t1',
    );
    expect(rows[0]).toHaveTextContent('NFL · Philadelphia Eagles · 2025-2026');
    expect(rows[0]!.querySelector('img')).toHaveAttribute(
      'src',
      '/logos/nfl/philadelphia-eagles.svg',
    );
    expect(within(rows[0]!).getByText('Active')).toHaveClass('tx-badge--success');

    expect(rows[1]).toHaveTextContent('NBA · Boston Celtics · 2025-2026');
    expect(within(rows[1]!).getByText('Draft')).toHaveClass('tx-badge--info');

    expect(rows[2]).toHaveTextContent('MLS · Austin FC · 2025');
    expect(within(rows[2]!).queryByText('Setup')).not.toBeInTheDocument();

    expect(within(rows[3]!).getByText('Archived')).toHaveClass('tx-badge--neutral');

    expect(screen.getAllByRole('link', { name: 'Create Team' })[0]).toHaveAttribute(
      'href',
      '/app/teams/create',
    );
  });

  it('offers delete to the owner only', async () => {
    teams = [
      team({ id: 't1', myRole: 'owner' }),
      team({ id: 't2', name: 'Admin team', myRole: 'admin' }),
      team({ id: 't3', name: 'Member team', myRole: 'member' }),
    ];
    renderPage();
    const rows = within(await screen.findByRole('list', { name: 'Your teams' })).getAllByRole(
      'listitem',
    );
    expect(within(rows[0]!).getByRole('button', { name: 'Delete team' })).toBeInTheDocument();
    expect(within(rows[1]!).queryByRole('button', { name: 'Delete team' })).not.toBeInTheDocument();
    expect(within(rows[2]!).queryByRole('button', { name: 'Delete team' })).not.toBeInTheDocument();
  });

  it('deletes only after the confirmation, then forgets the current team and reloads the list', async () => {
    teams = [team({ id: 't1' }), team({ id: 't2', name: 'Second', myRole: 'member' })];
    const user = userEvent.setup();
    const { store } = renderPage({ path: '/app/teams?all=1', currentTeam: 't1' });
    const rows = within(await screen.findByRole('list', { name: 'Your teams' })).getAllByRole(
      'listitem',
    );
    await user.click(within(rows[0]!).getByRole('button', { name: 'Delete team' }));

    const dialog = await screen.findByRole('dialog', { name: 'Delete Sunday Crew?' });
    expect(dialog).toHaveTextContent(DELETE_CONFIRMATION);
    expect(DELETE_CONFIRMATION).toBe('This action cannot be undone. Delete team permanently?');

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(deleted).toEqual([]);

    await user.click(within(rows[0]!).getByRole('button', { name: 'Delete team' }));
    const again = await screen.findByRole('dialog');
    await user.click(within(again).getByRole('button', { name: 'Delete team' }));
    await waitFor(() => expect(deleted).toEqual(['t1']));
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Sunday Crew' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('link', { name: 'Second' })).toBeInTheDocument();
    expect(store.getState().currentTeam.teamId).toBeNull();
  });

  it('redirects to the current team when one is set', async () => {
    teams = [team({ id: 't1' })];
    renderPage({ currentTeam: 't1' });
    expect(await screen.findByText('Team detail')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/app/teams/t1');
  });

  it('shows the list instead with ?all=1 (the back link of team detail)', async () => {
    teams = [team({ id: 't1' })];
    renderPage({ currentTeam: 't1', path: '/app/teams?all=1' });
    expect(await screen.findByRole('link', { name: 'Sunday Crew' })).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/app/teams?all=1');
  });

  it("shows 'No teams yet' with Create Team when the user has none", async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: 'No teams yet' })).toBeInTheDocument();
    for (const link of screen.getAllByRole('link', { name: 'Create Team' })) {
      expect(link).toHaveAttribute('href', '/app/teams/create');
    }
  });

  it('prompts guests to create an account and asks the server nothing', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    renderPage({ session: null, currentTeam: 't1' });
    expect(screen.getByRole('heading', { name: 'No teams yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create account' })).toHaveAttribute(
      'href',
      '/signup?next=%2Fapp%2Fteams',
    );
    expect(screen.queryByRole('link', { name: 'Create Team' })).not.toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/app/teams');
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });
});
