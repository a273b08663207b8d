import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TeamSummaryFieldsFragment, UseProfileValue } from '@tiix/shared-data';
import type { ActivityLogEntryFields, DashboardSummary } from './operations';
import type * as SharedData from '@tiix/shared-data';
import { renderWithProvidersAsync, teamSummaryFixture } from '@tiix/shared-data/testing';
import { fakeGraphqlClient, storeFor, type FakeAnswers } from '../../testing/fakeGraphql';
import { DashboardPage } from './DashboardPage';
import { nextGameFixture } from './nextGame.fixture';

const profile = vi.hoisted(() => ({ name: null as string | null, loading: false }));
/** The auth client's user; the dashboard goes by the record unless one is signed in here. */
const authUser = vi.hoisted(() => ({ current: null as { id: string; email: string } | null }));
vi.mock('@tiix/shared-data', async (importOriginal) => {
  const actual = await importOriginal<typeof SharedData>();
  return {
    ...actual,
    // The profile comes through the auth client; here only its name matters.
    useProfile: (): Partial<UseProfileValue> => ({
      profile:
        profile.name === null ? null : ({ name: profile.name, email: 'sam@example.com' } as never),
      loading: profile.loading,
      error: null,
    }),
    useAuth: () =>
      ({
        user: authUser.current && { ...authUser.current, isAnonymous: false },
      }) as never,
  };
});

const ME = 'user-1';

function team(
  id: string,
  name: string,
  status: TeamSummaryFieldsFragment['status'],
): TeamSummaryFieldsFragment {
  return teamSummaryFixture({ id, name, status, teamName: 'Dallas Cowboys', ownerId: ME });
}

function entry(i: number, minutesAgo: number): ActivityLogEntryFields {
  return {
    id: `a${i}`,
    teamId: 't1',
    userId: i % 2 === 0 ? ME : 'someone-else',
    actorName: i % 2 === 0 ? 'Sam' : 'Kim',
    activityType: 'invite_sent',
    details: { email: `friend${i}@example.com` },
    createdAt: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
  };
}

const summary: DashboardSummary = {
  teams: 2,
  upcomingGames: 7,
  teamMembers: 5,
  pendingPayments: 3,
};

async function renderDashboard(answers: FakeAnswers, userId: string | null = ME) {
  const { client, calls } = fakeGraphqlClient(answers);
  await renderWithProvidersAsync(<DashboardPage />, {
    store: storeFor(userId),
    client,
    route: '/app',
  });
  return calls;
}

beforeEach(() => {
  profile.name = null;
  profile.loading = false;
  authUser.current = null;
});

describe('DashboardPage', () => {
  it('welcomes a guest with the way to create a team and asks the server nothing', async () => {
    const calls = await renderDashboard({}, null);
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Welcome to Tiix!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create your team' })).toHaveAttribute(
      'href',
      '/app/teams/create',
    );
    expect(screen.queryByText('Team Members')).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('shows a member the member dashboard while the record still says guest (a restored session)', async () => {
    authUser.current = { id: ME, email: 'sam@example.com' };
    profile.name = 'Sam Rivera';
    await renderDashboard(
      {
        Dashboard: { dashboard: summary },
        MyTeams: { myTeams: [] },
        RecentActivity: { recentActivity: [] },
      },
      null,
    );
    expect(await screen.findByText('Welcome back, Sam Rivera!')).toBeInTheDocument();
    expect(screen.queryByText('Welcome to Tiix!')).not.toBeInTheDocument();
  });

  it('shows the welcome, the four counters and the teams with links and status badges', async () => {
    profile.name = 'Sam Rivera';
    await renderDashboard({
      Dashboard: { dashboard: summary },
      MyTeams: {
        myTeams: [
          team('t1', 'Sunday Crew', 'active'),
          team('t2', 'Couch Club', 'draft'),
          team('t3', 'Fresh Start', 'setup'),
          team('t4', 'Old Guard', 'archived'),
        ],
      },
      RecentActivity: { recentActivity: [] },
    });

    expect(await screen.findByText('Welcome back, Sam Rivera!')).toBeInTheDocument();
    const counters = await screen.findByRole('list', { name: 'Summary' });
    await waitFor(() => expect(within(counters).getByText('7')).toBeInTheDocument());
    const items = within(counters).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      'Teams2',
      'Upcoming Games7',
      'Team Members5',
      'Pending Payments3',
    ]);

    const teams = screen.getByRole('region', { name: 'Your Teams' });
    const link = within(teams).getByRole('link', { name: 'Sunday Crew' });
    expect(link).toHaveAttribute('href', '/app/teams/t1');
    expect(within(teams).getByRole('link', { name: 'Old Guard' })).toHaveAttribute(
      'href',
      '/app/teams/t4',
    );
    const rows = within(teams).getAllByRole('listitem');
    expect(rows).toHaveLength(4);
    expect(within(rows[0]!).getByText('active')).toHaveClass('tx-badge--success');
    expect(within(rows[1]!).getByText('draft')).toHaveClass('tx-badge--info');
    // 'setup' gets no badge; other statuses are grey.
    expect(rows[2]!.querySelector('.tx-badge')).toBeNull();
    expect(within(rows[3]!).getByText('archived')).toHaveClass('tx-badge--neutral');
    expect(rows[0]!.querySelector('img')).toHaveAttribute('src', '/logos/nfl/dallas-cowboys.svg');
  });

  it('welcomes by the e-mail name, never the address, when no name was chosen', async () => {
    await renderDashboard({
      Dashboard: { dashboard: summary },
      MyTeams: { myTeams: [] },
      RecentActivity: { recentActivity: [] },
    });
    expect(await screen.findByText('Welcome back, sam!')).toBeInTheDocument();
    expect(screen.queryByText(/sam@example\.com/)).not.toBeInTheDocument();
  });

  it('greets without a name until the profile is in, never with the e-mail first', async () => {
    profile.loading = true;
    await renderDashboard({
      Dashboard: { dashboard: summary },
      MyTeams: { myTeams: [] },
      RecentActivity: { recentActivity: [] },
    });
    expect(await screen.findByText('Welcome back!')).toBeInTheDocument();
    expect(screen.queryByText(/sam/)).not.toBeInTheDocument();
  });

  it('treats a profile name that is only the e-mail (the sign-up default) as no name', async () => {
    profile.name = 'sam@example.com';
    await renderDashboard({
      Dashboard: { dashboard: summary },
      MyTeams: { myTeams: [] },
      RecentActivity: { recentActivity: [] },
    });
    expect(await screen.findByText('Welcome back, sam!')).toBeInTheDocument();
  });

  it('names the actor and folds a burst of one person into one line', async () => {
    const at = (secondsAgo: number) => new Date(Date.now() - secondsAgo * 1000).toISOString();
    const ranked = (i: number, userId: string, actorName: string, secondsAgo: number) => ({
      id: `r${userId}${i}`,
      teamId: 't1',
      userId,
      actorName,
      activityType: 'game_ranked' as const,
      details: { opponent: `Opponent ${i}`, rank: i + 1 },
      createdAt: at(secondsAgo),
    });
    await renderDashboard({
      Dashboard: { dashboard: summary },
      MyTeams: { myTeams: [team('t1', 'Sunday Crew', 'active')] },
      RecentActivity: {
        recentActivity: [
          // Sam's 'Fill my ranks from the score': eight entries within a second.
          ...Array.from({ length: 8 }, (_, i) => ranked(i, 'sam-id', 'Sam', 60 + i * 0.1)),
          // Kim ranked one game in between others' bursts: its own line.
          ranked(0, 'kim-id', 'Kim', 3600),
          // The caller's own burst, hours earlier: "You".
          ranked(0, ME, 'Me', 7200),
          ranked(1, ME, 'Me', 7201),
          {
            id: 'joined',
            teamId: 't1',
            userId: 'kim-id',
            actorName: 'Kim',
            activityType: 'member_joined',
            details: { team_name: 'Sunday Crew' },
            createdAt: at(86_400),
          },
        ],
      },
    });
    const activity = screen.getByRole('region', { name: 'Recent Activity' });
    await waitFor(() => expect(within(activity).getAllByRole('listitem')).toHaveLength(4));
    const rows = within(activity).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Sam ranked 8 games');
    expect(rows[1]).toHaveTextContent('Kim ranked Opponent 0 #1');
    expect(rows[2]).toHaveTextContent('You ranked 2 games');
    expect(rows[3]).toHaveTextContent('Kim joined Sunday Crew');
    expect(activity).not.toHaveTextContent('A teammate');
  });

  it('asks for 20 activity entries and shows the newest 15 as sentences', async () => {
    // Out of order on purpose: the list is shown newest first.
    const entries = Array.from({ length: 20 }, (_, i) => entry(i, i * 10)).reverse();
    const calls = await renderDashboard({
      Dashboard: { dashboard: summary },
      MyTeams: { myTeams: [team('t1', 'Sunday Crew', 'active')] },
      RecentActivity: { recentActivity: entries },
    });

    const activity = screen.getByRole('region', { name: 'Recent Activity' });
    await waitFor(() => expect(within(activity).getAllByRole('listitem')).toHaveLength(15));
    expect(calls.find((c) => c.operationName === 'RecentActivity')?.variables).toEqual({
      limit: 20,
    });
    const rows = within(activity).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('You invited friend0@example.com');
    expect(rows[0]).toHaveTextContent('Sunday Crew · just now');
    expect(rows[1]).toHaveTextContent('Kim invited friend1@example.com');
    expect(rows[1]).toHaveTextContent('10 minutes ago');
    expect(rows[14]).toHaveTextContent('friend14@example.com');
    expect(within(activity).queryByText(/friend15@/)).not.toBeInTheDocument();
  });

  it('shows the empty states when there are no teams and no activity', async () => {
    await renderDashboard({
      Dashboard: { dashboard: { teams: 0, upcomingGames: 0, teamMembers: 0, pendingPayments: 0 } },
      MyTeams: { myTeams: [] },
      RecentActivity: { recentActivity: [] },
    });
    expect(await screen.findByRole('heading', { name: 'No teams yet' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'No recent activity' })).toBeInTheDocument();
    const teams = screen.getByRole('region', { name: 'Your Teams' });
    expect(within(teams).getByRole('link', { name: 'Create your team' })).toHaveAttribute(
      'href',
      '/app/teams/create',
    );
  });

  it('shows skeletons while loading, not the empty states', async () => {
    const { container } = await (async () => {
      const { client } = fakeGraphqlClient({
        Dashboard: null,
        MyTeams: null,
        RecentActivity: null,
      });
      return renderWithProvidersAsync(<DashboardPage />, {
        store: storeFor(ME),
        client,
        route: '/app',
      });
    })();
    // After the short hold (useRevealTogether), placeholders, not empty states.
    await waitFor(() =>
      expect(container.querySelectorAll('.tx-skeleton').length).toBeGreaterThanOrEqual(4 + 3 + 4),
    );
    expect(screen.queryByText('No teams yet')).not.toBeInTheDocument();
    expect(screen.queryByText('No recent activity')).not.toBeInTheDocument();
    expect(screen.getByText('Teams').parentElement).not.toHaveTextContent(/\d/);
  });

  it('holds its parts back while one is still on the way, so none moves another as it lands', async () => {
    const { client, calls } = fakeGraphqlClient({
      Dashboard: { dashboard: summary },
      MyTeams: { myTeams: [team('t1', 'Sunday Crew', 'active')] },
      RecentActivity: { recentActivity: [] },
      NextGame: null,
    });
    await renderWithProvidersAsync(<DashboardPage />, {
      store: storeFor(ME),
      client,
      route: '/app',
    });
    await waitFor(() => expect(calls).toHaveLength(4));
    // Well within the hold, long enough for the three answers to reach the page.
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    // Three parts have answered; the next game has not: none of them shows yet.
    expect(screen.queryByRole('list', { name: 'Summary' })).not.toBeInTheDocument();
    expect(screen.queryByText('Sunday Crew')).not.toBeInTheDocument();
    // Past the hold, what has answered shows.
    expect(await screen.findByText('Sunday Crew')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Summary' })).toHaveTextContent('7');
  });

  it('shows every part in the same frame once all have answered, the next game included', async () => {
    const { client } = fakeGraphqlClient({
      Dashboard: { dashboard: summary },
      MyTeams: { myTeams: [team('t1', 'Sunday Crew', 'active')] },
      RecentActivity: { recentActivity: [] },
      NextGame: { myNextGame: nextGameFixture },
    });
    await renderWithProvidersAsync(<DashboardPage />, {
      store: storeFor(ME),
      client,
      route: '/app',
    });
    const next = await screen.findByRole('link', { name: /Denver Broncos at Kansas City Chiefs/ });
    expect(next).toHaveAttribute('href', '/app/teams/t1');
    expect(screen.getByText('Sunday Crew')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Summary' })).toHaveTextContent('7');
    expect(document.querySelectorAll('.tx-skeleton')).toHaveLength(0);
  });

  it('says so when the dashboard cannot be loaded', async () => {
    await renderDashboard({ MyTeams: { myTeams: [] }, RecentActivity: { recentActivity: [] } });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Some of your dashboard could not be loaded.',
    );
  });
});
