import { http, HttpResponse } from 'msw';
import { applyRankSave, isFinalGame, resolveEntries } from '@tiix/domain';
import { TEAM_NOT_FOUND_OR_DENIED } from '@tiix/domain';
import * as sample from '../fixtures/sample';
import { iso, MOCK_TEAM_ID, MOCK_USER_ID, type SampleTeam } from '../fixtures/sample';
import { addResolvers, failure, graphqlHandler, refusal } from './schema';

let seq = 0;
export const nextId = (prefix: string) => `${prefix}-${(++seq).toString().padStart(4, '0')}`;

/** The sample teams, their activity and invite tokens; `reset()` between tests. */
export const mockTeamsBackend = {
  teams: new Map<string, SampleTeam>(),
  activity: [] as sample.Row[],
  inviteTokens: new Map<string, string>(),

  reset() {
    seq = 0;
    this.teams = new Map([[MOCK_TEAM_ID, sample.sampleTeam()]]);
    this.activity = sample.sampleActivity();
    this.inviteTokens = new Map([[sample.MOCK_INVITE_TOKEN, `${MOCK_TEAM_ID}-i1`]]);
  },

  log(teamId: string, activityType: string, details: sample.Row) {
    this.activity.unshift(
      sample.activityEntry(nextId('act'), teamId, MOCK_USER_ID, activityType, details),
    );
  },

  /** The team, or the server's not-found refusal. */
  get(teamId: unknown): SampleTeam {
    const team = this.teams.get(String(teamId));
    if (!team) throw refusal(TEAM_NOT_FOUND_OR_DENIED, 'NOT_FOUND');
    return team;
  },

  findInvite(id: string) {
    for (const team of this.teams.values()) {
      const invite = team.invites.find((i) => i.id === id);
      if (invite) return { team, invite };
    }
    return null;
  },
};
mockTeamsBackend.reset();

/** The member's ranks by team then game; `reset()` between tests. */
export const mockRankingsBackend = {
  ranks: new Map<string, Map<string, number>>(),

  /** The sample member starts with the upcoming sample games ranked, best score first. */
  reset() {
    const ranks = sample.gamesByScore(MOCK_TEAM_ID).map((id, i) => [id, i + 1] as const);
    this.ranks = new Map([[MOCK_TEAM_ID, new Map(ranks)]]);
  },

  of(teamId: string): Map<string, number> {
    if (!this.ranks.has(teamId)) this.ranks.set(teamId, new Map());
    return this.ranks.get(teamId)!;
  },

  list(teamId: string): sample.Row[] {
    return [...this.of(teamId)]
      .sort((a, b) => a[1] - b[1])
      .map(([gameId, rank]) => ({
        id: `rank-${teamId}-${gameId}`,
        gameId,
        userId: MOCK_USER_ID,
        rank,
        createdAt: iso(0),
        updatedAt: iso(0),
      }));
  },

  save(teamId: string, entries: { gameId: string; rank: number }[]) {
    const team = mockTeamsBackend.get(teamId);
    const mine = this.of(teamId);
    this.ranks.set(teamId, applyRankSave(mine, entries));
    for (const [gameId, rank] of resolveEntries(entries)) {
      const game = team.games.find((g) => g.id === gameId);
      if (rank > 0 && game)
        mockTeamsBackend.log(teamId, 'game_ranked', { opponent: game.opponent, rank });
    }
    return this.list(teamId);
  },
};
mockRankingsBackend.reset();

function teamView(team: SampleTeam) {
  return {
    ...team,
    memberCount: team.members.length,
    gameCount: team.games.length,
    invites: team.invites.filter((i) => i.status === 'pending'),
    upcomingGames: ({ limit }: { limit: number }) =>
      team.games.filter((g) => !isFinalGame(g)).slice(0, limit),
  };
}

function invite(team: SampleTeam, email: string) {
  const address = email.trim().toLowerCase();
  let row = team.invites.find((i) => i.status === 'pending' && i.email === address);
  if (!row) {
    row = sample.sampleInvite(nextId('invite'), team.id, address, Date.now());
    team.invites.unshift(row);
    mockTeamsBackend.inviteTokens.set(nextId('token'), row.id);
    mockTeamsBackend.log(team.id, 'invite_sent', { email: address });
  }
  const message = `Invitation sent to ${address}! They'll receive an email with instructions to join the team.`;
  return { success: true, message, invite: row };
}

const pendingInvite = (inviteId: string) => {
  const found = mockTeamsBackend.findInvite(inviteId);
  return found?.invite.status === 'pending' ? found : null;
};
const NO_INVITE = { success: false, message: 'Invite not found', invite: null };

addResolvers({
  myTeams: () => [...mockTeamsBackend.teams.values()].reverse().map(teamView),
  team: ({ id }) => {
    const team = mockTeamsBackend.teams.get(id);
    return team ? teamView(team) : null;
  },
  recentActivity: ({ teamIds, limit }) =>
    mockTeamsBackend.activity
      .filter(
        (a) =>
          mockTeamsBackend.teams.has(a.teamId as string) &&
          (!teamIds || teamIds.includes(a.teamId)),
      )
      .slice(0, limit),
  dashboard: () => {
    const teams = [...mockTeamsBackend.teams.values()];
    const count = (of: (t: SampleTeam) => unknown[]) => teams.reduce((n, t) => n + of(t).length, 0);
    return {
      teams: teams.length,
      upcomingGames: count((t) => t.games.filter((g) => g.status === 'upcoming')),
      teamMembers: count((t) => t.members),
      pendingPayments: count((t) => t.members.filter((m) => m.paymentStatus === 'pending')),
    };
  },
  createTeam: ({ input }) => {
    const id = nextId('team');
    const team: SampleTeam = {
      ...sample.sampleTeam(),
      ...input,
      id,
      name: input.name.trim(),
      status: 'setup',
      createdAt: iso(),
      updatedAt: iso(),
      totalCost: 0,
      games: sample.sampleGames(id),
      invites: [],
    };
    team.members = [{ ...team.members[0]!, id: nextId('member'), teamId: id, joinedAt: iso() }];
    mockTeamsBackend.teams.set(id, team);
    mockTeamsBackend.log(id, 'team_created', { team_name: team.name });
    for (const email of input.inviteEmails ?? []) invite(team, email);
    return teamView(team);
  },
  updateTeam: ({ id, input }) => {
    const team = mockTeamsBackend.get(id);
    if (input.name != null) team.name = input.name.trim();
    if (input.status) team.status = input.status;
    if (input.totalCost != null) team.totalCost = input.totalCost;
    team.updatedAt = iso();
    return teamView(team);
  },
  deleteTeam: ({ id }) => mockTeamsBackend.teams.delete(mockTeamsBackend.get(id).id),
  inviteMember: ({ teamId, email }) => invite(mockTeamsBackend.get(teamId), email),
  resendInvite: ({ inviteId }) => {
    const found = pendingInvite(inviteId);
    return found ? invite(found.team, found.invite.email) : NO_INVITE;
  },
  revokeInvite: ({ inviteId }) => {
    const found = pendingInvite(inviteId);
    if (!found) return NO_INVITE;
    found.invite.status = 'revoked';
    return { success: true, message: 'Invitation revoked', invite: found.invite };
  },
  teamGames: ({ teamId }) => mockTeamsBackend.teams.get(teamId)?.games ?? [],
  myRankings: ({ teamId }) =>
    mockTeamsBackend.teams.has(teamId) ? mockRankingsBackend.list(teamId) : [],
  saveMyRankings: ({ teamId, rankings }) => mockRankingsBackend.save(teamId, rankings),
  // The sample's scores rank its upcoming games in a known order.
  fillMyRankingsFromScore: ({ teamId }) =>
    mockRankingsBackend.save(
      teamId,
      sample.gamesByScore(teamId).map((gameId, i) => ({ gameId, rank: i + 1 })),
    ),
  teamTickets: ({ teamId }) =>
    sample.sampleTickets(mockTeamsBackend.get(teamId).games.filter((g) => !isFinalGame(g))),
});

/** The invite pages' REST calls (preview and accept), keyed by token or invite id. */
const invitesHandler = http.post('*/api/app', async ({ request }) => {
  const path = new URL(request.url).searchParams.get('path');
  if (path !== 'invites/preview' && path !== 'invites/accept') return failure(404, 'not_found');
  const body = (await request.json().catch(() => ({}))) as Record<string, string | undefined>;
  const key = (path === 'invites/preview' ? body.token : body.tokenOrId) ?? '';
  const found = mockTeamsBackend.findInvite(mockTeamsBackend.inviteTokens.get(key) ?? key);
  if (!found) return failure(404, 'invite_not_found');
  const { team, invite: row } = found;
  if (row.status === 'revoked')
    return failure(410, 'invite_revoked', 'This invitation has been revoked.');
  if (row.status === 'accepted')
    return failure(409, 'invite_already_accepted', 'This invitation was already accepted.');
  const preview = { team: { name: team.name, league: team.league }, loginPrefillEmail: row.email };
  if (path === 'invites/preview') return HttpResponse.json({ ok: true, ...preview });
  Object.assign(row, { status: 'accepted', acceptedAt: iso() });
  mockTeamsBackend.log(team.id, 'invite_accepted', { team_name: team.name });
  mockTeamsBackend.log(team.id, 'member_joined', { team_name: team.name });
  return HttpResponse.json({ ok: true, data: { teamId: team.id, team_id: team.id } });
});

export const teamsHandlers = [graphqlHandler, invitesHandler];
