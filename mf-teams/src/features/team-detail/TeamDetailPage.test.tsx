import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { Provider as ReduxProvider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import { Client, fetchExchange, Provider as UrqlProvider } from 'urql';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { Toaster } from '@tiix/shared-ui';
import { createAppStore, currentTeamChanged, signedIn, type TeamRole } from '@tiix/shared-data';
import { setupMswServer } from '@tiix/shared-data/testing';
import { type GameFieldsFragment, type TeamDetailFields } from '../../shared/teamOperations';
import { type InviteResultFieldsFragment } from './operations';
import TeamDetailPage, { INVITE_FAILED, NOT_FOUND_TITLE } from './TeamDetailPage';
import { gameFixture, teamDetailFixture, teamMemberFixture } from '../../testing/fixtures';
import { recordedMutations } from '../../testing/recordedMutations';
import { graphqlError } from '../../testing/graphqlError';

function game(n: number, overrides: Partial<GameFieldsFragment> = {}): GameFieldsFragment {
  return gameFixture(n, {
    opponent:
      ['Dallas Cowboys', 'New York Giants', 'Washington Commanders', 'Chicago Bears'][n - 1] ?? 'X',
    gameDate: `2025-09-${String(6 + n).padStart(2, '0')}T17:00:00.000Z`,
    isPrimeTime: n === 2,
    ...overrides,
  });
}

function teamFor(role: TeamRole, overrides: Partial<TeamDetailFields> = {}): TeamDetailFields {
  return teamDetailFixture({
    status: 'setup',
    myRole: role,
    memberCount: 2,
    members: [
      teamMemberFixture({
        id: 'm1',
        userId: 'u-owner',
        role: 'owner',
        displayName: 'Olivia Owner',
        // As the server answers: only owners and admins get members' addresses.
        email: role === 'member' ? null : 'owner@tiix.dev',
        joinedAt: '2025-06-01T00:00:00Z',
      }),
      teamMemberFixture({
        id: 'm2',
        userId: 'u-mem',
        // The server always names a member (here the e-mail's local part).
        displayName: 'mo',
        email: role === 'member' ? null : 'mo@tiix.dev',
        joinedAt: '2025-06-02T00:00:00Z',
      }),
      teamMemberFixture({ id: 'm3', email: 'pending@tiix.dev' }),
    ],
    invites:
      role === 'member'
        ? []
        : [
            {
              id: 'i1',
              teamId: 't1',
              email: 'pending@tiix.dev',
              status: 'pending',
              invitedBy: 'u-owner',
              invitedAt: '2025-06-03T00:00:00Z',
              acceptedAt: null,
            },
          ],
    upcomingGames: [game(1), game(2), game(3), game(4)],
    ...overrides,
  });
}

let team: TeamDetailFields | null = null;
let teamQueries = 0;
const { calls, mutation } = recordedMutations();
let inviteAnswer: () => Response = () => HttpResponse.json({});

setupMswServer(
  // The upcoming cards join scores from the team's games; none are needed here.
  graphql.query('TeamGames', () => HttpResponse.json({ data: { teamGames: [] } })),
  // The Team chat link's unread count (its own tests are in features/chat).
  graphql.query('ChatUnreadCount', () => HttpResponse.json({ data: { chatUnreadCount: 0 } })),
  // The members feature's handover and payouts read (its own tests are in features/members).
  graphql.query('TeamMembership', () =>
    HttpResponse.json({
      data: { team: { __typename: 'Team', id: 't1', pendingHandover: null, payoutsHeldBy: null } },
    }),
  ),
  graphql.query('Team', () => {
    teamQueries++;
    return HttpResponse.json({ data: { team: team ? { __typename: 'Team', ...team } : null } });
  }),
  mutation('UpdateTeam', (variables) => {
    const name = (variables.input as { name: string }).name;
    if (team) team = { ...team, name };
    return HttpResponse.json({ data: { updateTeam: { __typename: 'Team', ...team } } });
  }),
  mutation('InviteMember', () => inviteAnswer()),
  mutation('ResendInvite', () =>
    HttpResponse.json({
      data: { resendInvite: result(true, 'Invitation resent to pending@tiix.dev') },
    }),
  ),
  mutation('RevokeInvite', () => {
    if (team) team = { ...team, invites: [] };
    return HttpResponse.json({ data: { revokeInvite: result(true, 'Invitation revoked') } });
  }),
);

function result(
  success: boolean,
  message: string,
): InviteResultFieldsFragment & { __typename: string } {
  return { __typename: 'InviteResult', success, message, invite: null };
}

let connectStatus: () => Response = () => new Response('Not found', { status: 404 });
let ensureAnswer: () => Response = () => HttpResponse.json({ draftId: 'd-new', id: 'd-new' });
let fetchSpy: MockInstance<typeof fetch>;

beforeEach(() => {
  localStorage.clear();
  team = null;
  teamQueries = 0;
  calls.length = 0;
  connectStatus = () => new Response('Not found', { status: 404 });
  const realFetch = globalThis.fetch;
  // jsdom has no origin for relative URLs, so the payouts status call is answered here.
  fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url.startsWith('/api/connect/status')) return Promise.resolve(connectStatus());
    if (url.startsWith('/v1/functions/drafts-ensure')) return Promise.resolve(ensureAnswer());
    return realFetch(input, init);
  });
});
afterEach(() => {
  fetchSpy.mockRestore();
});

function renderPage(id = 't1', currentTeam: string | null = null) {
  const store = createAppStore();
  store.dispatch(currentTeamChanged(currentTeam));
  const client = new Client({ url: 'http://localhost/v1/graphql', exchanges: [fetchExchange] });
  render(
    <ReduxProvider store={store}>
      <UrqlProvider value={client}>
        <MemoryRouter initialEntries={[`/app/teams/${id}`]}>
          <Routes>
            <Route path="/app/teams/:teamId" element={<TeamDetailPage />} />
            <Route path="/app/draft/:draftId" element={<p>Draft room</p>} />
          </Routes>
        </MemoryRouter>
        <Toaster />
      </UrqlProvider>
    </ReduxProvider>,
  );
  return { store };
}

/** The badge beside the team's name that says the viewer's role. */
const roleBadge = (role: string) =>
  screen.getByText(role, { selector: '.tm-team-detail__meta .tx-badge' });

/** The owner's page with the team name's editor open. */
async function openNameEditor() {
  team = teamFor('owner');
  const user = userEvent.setup();
  renderPage();
  await user.click(await screen.findByRole('button', { name: 'Edit team name' }));
  return { user, input: screen.getByRole('textbox', { name: 'Team name' }) };
}

const connectCalls = () =>
  fetchSpy.mock.calls.filter(([input]) => String(input).startsWith('/api/connect/status'));

describe('TeamDetailPage as owner', () => {
  it('shows the team, role, actions, counters, members, invites and 3 upcoming games', async () => {
    team = teamFor('owner');
    const { store } = renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sunday Crew' }),
    ).toBeInTheDocument();
    expect(roleBadge('Owner')).toBeInTheDocument();
    expect(screen.getByText('NFL · Philadelphia Eagles · 2025-2026')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit team name' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start Draft' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Invite Member' })).toBeInTheDocument();

    expect(screen.getByText('Members', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      '2',
    );
    expect(screen.getByText('Games', { selector: 'dt' }).nextElementSibling).toHaveTextContent('9');

    const members = within(screen.getByRole('list', { name: 'Members' })).getAllByRole('listitem');
    // By name with the avatar initial; the owner also sees the addresses to manage members.
    expect(members.map((m) => m.textContent)).toEqual([
      'OOlivia Ownerowner@tiix.devOwner',
      'Mmomo@tiix.devMember',
    ]);
    expect(members[0]!.querySelector('.tx-avatar')).not.toBeNull();

    const invites = within(screen.getByRole('list', { name: 'Pending invites' })).getAllByRole(
      'listitem',
    );
    expect(invites).toHaveLength(1);
    expect(invites[0]).toHaveTextContent('pending@tiix.dev');
    expect(
      within(invites[0]!).getByRole('button', { name: 'Resend invite to pending@tiix.dev' }),
    ).toHaveTextContent('Resend');

    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(3);
    // Free plan: the score lock is said once above the cards, with the way to unlock it.
    const hint = screen.getByRole('note', { name: 'Game score: Unlimited plan' });
    expect(hint).toHaveTextContent('The game score is an Unlimited feature');
    expect(screen.getAllByText(/The game score is an Unlimited feature/)).toHaveLength(1);
    expect(cards[0]).toHaveAccessibleName('vs Dallas Cowboys');
    expect(cards[0]).toHaveTextContent('Sun, Sep 7, 2025 · 1:00 PM EDT');
    expect(within(cards[1]!).getByTitle('Primetime')).toBeInTheDocument();
    expect(screen.queryByText('Chicago Bears')).not.toBeInTheDocument();

    expect(store.getState().currentTeam.teamId).toBe('t1');
    expect(screen.getByRole('link', { name: '← All teams' })).toHaveAttribute(
      'href',
      '/app/teams?all=1',
    );
  });

  it('shows the payouts banner only when the status says not ready', async () => {
    team = teamFor('owner');
    connectStatus = () => Response.json({ ready: false });
    renderPage();
    expect(await screen.findByRole('complementary', { name: 'Payouts' })).toBeInTheDocument();
    expect(connectCalls()[0]![0]).toBe('/api/connect/status?teamId=t1');
  });

  it('shows no payouts banner when the status is ready or fails', async () => {
    team = teamFor('owner');
    connectStatus = () => Response.json({ ready: true });
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Sunday Crew' });
    await waitFor(() => expect(connectCalls()).toHaveLength(1));
    expect(screen.queryByRole('complementary', { name: 'Payouts' })).not.toBeInTheDocument();
  });

  it('saves a new name on Enter, trimmed', async () => {
    const { user, input } = await openNameEditor();
    expect(input).toHaveValue('Sunday Crew');
    await user.clear(input);
    await user.type(input, '  Birds Crew  {Enter}');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Birds Crew' }),
    ).toBeInTheDocument();
    expect(calls).toEqual([
      { op: 'UpdateTeam', variables: { id: 't1', input: { name: 'Birds Crew' } } },
    ]);
  });

  it('cancels on Escape and never saves an empty name', async () => {
    const { user, input } = await openNameEditor();
    await user.clear(input);
    await user.type(input, '   {Enter}');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Team name' })).toBeInTheDocument();
    await user.type(input, 'Other{Escape}');
    expect(screen.getByRole('heading', { level: 1, name: 'Sunday Crew' })).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('resends and revokes pending invites', async () => {
    team = teamFor('owner');
    const user = userEvent.setup();
    renderPage();
    await user.click(
      await screen.findByRole('button', { name: 'Resend invite to pending@tiix.dev' }),
    );
    expect(await screen.findByText('Invitation resent to pending@tiix.dev')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Revoke invite to pending@tiix.dev' }));
    await waitFor(() =>
      expect(screen.queryByRole('list', { name: 'Pending invites' })).not.toBeInTheDocument(),
    );
    expect(calls.map((c) => [c.op, c.variables.inviteId])).toEqual([
      ['ResendInvite', 'i1'],
      ['RevokeInvite', 'i1'],
    ]);
  });
});

describe('Invite Member', () => {
  async function openInvite() {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Invite Member' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite Member' });
    return { user, dialog };
  }

  it('sends with Send disabled while empty, then shows the success text and reloads the team', async () => {
    team = teamFor('admin');
    inviteAnswer = () =>
      HttpResponse.json({
        data: {
          inviteMember: result(
            true,
            "Invitation sent to new@tiix.dev! They'll receive an email with instructions to join the team.",
          ),
        },
      });
    const { user, dialog } = await openInvite();
    const send = within(dialog).getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Email address'), '   ');
    expect(send).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Email address'), 'new@tiix.dev');
    expect(send).toBeEnabled();
    const before = teamQueries;
    await user.click(send);
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      "Invitation sent to new@tiix.dev! They'll receive an email with instructions to join the team.",
    );
    expect(calls).toEqual([
      { op: 'InviteMember', variables: { teamId: 't1', email: 'new@tiix.dev' } },
    ]);
    expect(within(dialog).getByLabelText('Email address')).toHaveValue('');
    await waitFor(() => expect(teamQueries).toBeGreaterThan(before));
  });

  it('shows a refusal message', async () => {
    team = teamFor('owner');
    inviteAnswer = () =>
      HttpResponse.json({
        data: { inviteMember: result(false, 'This person is already a team member') },
      });
    const { user, dialog } = await openInvite();
    await user.type(within(dialog).getByLabelText('Email address'), 'mo@tiix.dev');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This person is already a team member',
    );
    expect(within(dialog).getByLabelText('Email address')).toHaveValue('mo@tiix.dev');
  });

  it('shows the generic failure on other errors', async () => {
    team = teamFor('owner');
    inviteAnswer = () => graphqlError('boom', 'INTERNAL');
    const { user, dialog } = await openInvite();
    await user.type(within(dialog).getByLabelText('Email address'), 'x@tiix.dev');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(INVITE_FAILED);
    expect(INVITE_FAILED).toBe('Failed to send invitation. Please try again.');
  });
});

describe('TeamDetailPage by role', () => {
  it('admin: edits, invites, sees View Draft when a draft exists; no payouts check', async () => {
    team = teamFor('admin', { draftId: 'd1' });
    renderPage();
    expect(await screen.findByRole('button', { name: 'Edit team name' })).toBeInTheDocument();
    expect(roleBadge('Admin')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Draft' })).toHaveAttribute(
      'href',
      '/app/draft/d1',
    );
    expect(screen.getByRole('button', { name: 'Invite Member' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Pending invites' })).toBeInTheDocument();
    expect(connectCalls()).toHaveLength(0);
  });

  it('member: no edit, draft, invite or pending invites', async () => {
    team = teamFor('member');
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sunday Crew' }),
    ).toBeInTheDocument();
    expect(roleBadge('Member')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit team name' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Draft/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start Draft' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Invite Member' })).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Pending invites' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(3);
    // Members see teammates by name only.
    const members = within(screen.getByRole('list', { name: 'Members' })).getAllByRole('listitem');
    expect(members.map((m) => m.textContent)).toEqual(['OOlivia OwnerOwner', 'MmoMember']);
  });

  it('member: View Draft once the team has a draft', async () => {
    team = teamFor('member', { draftId: 'd1' });
    renderPage();
    expect(await screen.findByRole('link', { name: 'View Draft' })).toHaveAttribute(
      'href',
      '/app/draft/d1',
    );
  });

  it("owner: Start Draft makes the team's draft and opens its room", async () => {
    team = teamFor('owner');
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Start Draft' }));
    expect(await screen.findByText('Draft room')).toBeInTheDocument();
    const ensure = fetchSpy.mock.calls.find(([input]) =>
      String(input).startsWith('/v1/functions/drafts-ensure'),
    );
    expect(JSON.parse(String(ensure?.[1]?.body))).toEqual({ teamId: 't1' });
  });

  it("owner: Start Draft shows 'Failed to ensure draft' when it fails", async () => {
    team = teamFor('owner');
    ensureAnswer = () => HttpResponse.json({ ok: false, error: 'ensure_failed' }, { status: 500 });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Start Draft' }));
    expect(await screen.findByText('Failed to ensure draft')).toBeInTheDocument();
  });

  it('lists the games the draft gave me, and marks who holds each card', async () => {
    team = teamFor('member');
    team = {
      ...team,
      games: team.upcomingGames.map((g, i) => ({ ...g, assignedTo: i === 0 ? 'u-mem' : null })),
      upcomingGames: team.upcomingGames.map((g, i) => ({
        ...g,
        assignedTo: i === 0 ? 'u-mem' : i === 1 ? team!.ownerId : null,
      })),
    };
    const { store } = renderPage();
    act(() => {
      store.dispatch(signedIn({ userId: 'u-mem', email: 'mo@tiix.dev' }));
    });
    const mine = await screen.findByRole('list', { name: 'Your games' });
    expect(within(mine).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByText('Yours')).toBeInTheDocument();
    expect(screen.getByText(/^Held by /)).toBeInTheDocument();
  });

  it("shows 'Team Not Found or Access Denied' with a back link when the team is null", async () => {
    team = null;
    const { store } = renderPage('nope', 'nope');
    expect(
      await screen.findByRole('heading', { level: 1, name: NOT_FOUND_TITLE }),
    ).toBeInTheDocument();
    expect(NOT_FOUND_TITLE).toBe('Team Not Found or Access Denied');
    expect(screen.getByRole('link', { name: 'Back to teams' })).toHaveAttribute(
      'href',
      '/app/teams?all=1',
    );
    // The remembered team is forgotten by an effect after the page has painted.
    await waitFor(() => expect(store.getState().currentTeam.teamId).toBeNull());
  });

  it('shows an empty state when no home games are upcoming', async () => {
    team = teamFor('member', { upcomingGames: [] });
    renderPage();
    expect(await screen.findByText('No upcoming home games')).toBeInTheDocument();
  });
});
