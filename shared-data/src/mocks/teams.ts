import { graphql, http, HttpResponse } from 'msw';
import { PLAN_LIMIT_MESSAGES, TEAM_NOT_FOUND_OR_DENIED } from '@tiix/domain';
import type {
  ActivityLogEntryFields,
  CreateTeamMutation,
  CreateTeamVariables,
  DashboardQuery,
  DeleteTeamMutation,
  GameFields,
  InviteMemberMutation,
  InviteMemberVariables,
  InviteResult,
  MyTeamsQuery,
  RecentActivityQuery,
  RecentActivityVariables,
  ResendInviteMutation,
  RevokeInviteMutation,
  TeamDetailFields,
  TeamInviteFields,
  TeamQuery,
  TeamVariables,
  UpdateTeamMutation,
  UpdateTeamVariables,
} from './wire/teams';
import { graphqlJson } from './typenames';

/** The deterministic demo team every mock backend starts with. */
export const MOCK_TEAM_ID = '00000000-0000-4000-8000-000000007ea1';
export const MOCK_USER_ID = '00000000-0000-4000-8000-000000000001';
/** Token of the demo team's pending invite (for /accept-invite/<token> in dev). */
export const MOCK_INVITE_TOKEN = '00000000-0000-4000-8000-00000000a001';
/** A teammate of the sample member, with a name, who has ranked games. */
export const MOCK_FRIEND_ID = '00000000-0000-4000-8000-000000000002';
const MOCK_FRIEND_NAME = 'Sam Friend';
const MOCK_USER_NAME = 'Demo Fan';

const T0 = Date.parse('2025-06-01T12:00:00Z');
const iso = (ms: number) => new Date(ms).toISOString();

const DAY_MS = 86_400_000;

/**
 * Opponent, code, days from today and kickoff time (UTC). The dates follow the clock so the
 * sample team always has games played (with scores) and games still to come, in any month.
 */
const OPPONENTS: [string, string, number, string][] = [
  ['Philadelphia Eagles', 'PHI', -20, '20:20'],
  ['New York Giants', 'NYG', -6, '17:00'],
  ['Washington Commanders', 'WAS', 8, '17:00'],
  ['Kansas City Chiefs', 'KC', 22, '21:30'],
  ['Detroit Lions', 'DET', 36, '01:20'],
];

function gameTime(daysFromToday: number, time: string): number {
  const today = new Date();
  today.setUTCHours(0, 0, 0, 0);
  const [h, m] = time.split(':').map(Number);
  return today.getTime() + daysFromToday * DAY_MS + (h! * 60 + m!) * 60_000;
}

function demoGames(teamId: string): GameFields[] {
  return OPPONENTS.map(([opponent, abbr, days, time], i) => {
    const ms = gameTime(days, time);
    const played = days < 0;
    return {
      id: `${teamId}-g${i + 1}`,
      teamId,
      opponent,
      opponentAbbr: abbr,
      venue: 'AT&T Stadium',
      gameDate: iso(ms),
      kickoffEpochMs: ms,
      kickoffLocal: null,
      kickoffTz: 'America/Chicago',
      tzAbbr: 'CDT',
      isPrimeTime: i === 0 || i === 4,
      isHome: true,
      isPreseason: false,
      week: String(i * 3 + 2),
      status: played ? 'final' : 'upcoming',
      homeScore: played ? 27 - i * 3 : null,
      awayScore: played ? 17 + i * 7 : null,
      finalScore: played ? `${27 - i * 3}-${17 + i * 7}` : null,
      externalGameId: `NFL-demo-${i + 1}`,
      assignedTo: null,
    };
  });
}

function demoTeam(): TeamDetailFields {
  const games = demoGames(MOCK_TEAM_ID);
  return {
    id: MOCK_TEAM_ID,
    name: 'Demo Crew',
    league: 'NFL',
    teamName: 'Dallas Cowboys',
    season: '2025',
    status: 'active',
    ownerId: MOCK_USER_ID,
    draftId: null,
    plan: 'free',
    myRole: 'owner',
    memberCount: 3,
    gameCount: games.length,
    createdAt: iso(T0),
    updatedAt: iso(T0),
    totalCost: 250000,
    paymentsMode: 'external',
    planExpiresAt: null,
    venmoUsername: null,
    cashappCashtag: null,
    paypalMe: null,
    zelleNote: null,
    members: [
      {
        id: `${MOCK_TEAM_ID}-m1`,
        teamId: MOCK_TEAM_ID,
        userId: MOCK_USER_ID,
        role: 'owner',
        paymentStatus: 'pending',
        displayName: MOCK_USER_NAME,
        email: 'demo@tiix.dev',
        avatarUrl: null,
        joinedAt: iso(T0),
      },
      {
        id: `${MOCK_TEAM_ID}-m2`,
        teamId: MOCK_TEAM_ID,
        userId: MOCK_FRIEND_ID,
        role: 'member',
        paymentStatus: 'paid',
        displayName: MOCK_FRIEND_NAME,
        email: 'sam@example.com',
        avatarUrl: null,
        joinedAt: iso(T0 + 86_400_000),
      },
      {
        id: `${MOCK_TEAM_ID}-m3`,
        teamId: MOCK_TEAM_ID,
        userId: '00000000-0000-4000-8000-000000000003',
        role: 'admin',
        paymentStatus: 'pending',
        displayName: 'Alex Rivera',
        email: 'alex.rivera@example.com',
        avatarUrl: null,
        joinedAt: iso(T0 + 2 * 86_400_000),
      },
    ],
    games,
    invites: [
      {
        id: `${MOCK_TEAM_ID}-i1`,
        teamId: MOCK_TEAM_ID,
        email: 'jordan@example.com',
        status: 'pending',
        invitedBy: MOCK_USER_ID,
        invitedAt: iso(T0 + 2 * 86_400_000),
        acceptedAt: null,
      },
    ],
    upcomingGames: games.filter((g) => g.status !== 'final').slice(0, 3),
  };
}

function demoActivity(): ActivityLogEntryFields[] {
  // A burst: 'Fill my ranks from the score' writes one entry per game within a second.
  const burstAt = T0 + 3 * 86_400_000;
  const ranked: ActivityLogEntryFields[] = OPPONENTS.map(([opponent], i) => ({
    id: `act-rank-${i + 1}`,
    teamId: MOCK_TEAM_ID,
    userId: MOCK_FRIEND_ID,
    actorName: MOCK_FRIEND_NAME,
    activityType: 'game_ranked',
    details: { opponent, rank: i + 1 },
    createdAt: iso(burstAt - i * 200),
  }));
  return [
    ...ranked,
    {
      id: 'act-3',
      teamId: MOCK_TEAM_ID,
      userId: MOCK_USER_ID,
      actorName: MOCK_USER_NAME,
      activityType: 'invite_sent',
      details: { email: 'jordan@example.com' },
      createdAt: iso(T0 + 2 * 86_400_000),
    },
    {
      id: 'act-2',
      teamId: MOCK_TEAM_ID,
      userId: MOCK_FRIEND_ID,
      actorName: MOCK_FRIEND_NAME,
      activityType: 'member_joined',
      details: { team_name: 'Demo Crew' },
      createdAt: iso(T0 + 86_400_000),
    },
    {
      id: 'act-1',
      teamId: MOCK_TEAM_ID,
      userId: MOCK_USER_ID,
      actorName: MOCK_USER_NAME,
      activityType: 'team_created',
      details: { team_name: 'Demo Crew' },
      createdAt: iso(T0),
    },
  ];
}

let seq = 0;
const nextId = (prefix: string) => `${prefix}-${(++seq).toString().padStart(4, '0')}`;

/** In-memory teams, invites and activity behind the handlers; `reset()` between tests. */
export const mockTeamsBackend = {
  teams: new Map<string, TeamDetailFields>(),
  activity: [] as ActivityLogEntryFields[],
  inviteTokens: new Map<string, string>(),

  reset() {
    seq = 0;
    this.teams.clear();
    const team = demoTeam();
    this.teams.set(team.id, team);
    this.activity = demoActivity();
    this.inviteTokens.clear();
    this.inviteTokens.set(MOCK_INVITE_TOKEN, team.invites[0]!.id);
  },

  log(teamId: string, activityType: ActivityLogEntryFields['activityType'], details: object) {
    this.activity.unshift({
      id: nextId('act'),
      teamId,
      userId: MOCK_USER_ID,
      actorName: MOCK_USER_NAME,
      activityType,
      details: { ...details },
      createdAt: new Date().toISOString(),
    });
  },

  findInvite(inviteId: string): { team: TeamDetailFields; invite: TeamInviteFields } | null {
    for (const team of this.teams.values()) {
      const invite = team.invites.find((i) => i.id === inviteId);
      if (invite) return { team, invite };
    }
    return null;
  },
};
mockTeamsBackend.reset();

const NOT_FOUND = {
  data: null,
  errors: [{ message: TEAM_NOT_FOUND_OR_DENIED, extensions: { code: 'NOT_FOUND' } }],
};

function summaryOf(team: TeamDetailFields) {
  const { members: _m, games: _g, invites: _i, upcomingGames: _u, ...summary } = team;
  return summary;
}

function invite(teamId: string, email: string): InviteResult {
  const team = mockTeamsBackend.teams.get(teamId);
  if (!team) return { success: false, message: 'Team not found', invite: null };
  const address = email.trim().toLowerCase();
  if (team.members.some((m) => m.email?.toLowerCase() === address))
    return { success: false, message: 'This person is already a team member', invite: null };
  const open = team.invites.filter((i) => i.status === 'pending');
  if (team.plan === 'free' && open.length + team.members.length - 1 >= 4)
    return {
      success: false,
      message: PLAN_LIMIT_MESSAGES.invites,
      invite: null,
    };
  let row = open.find((i) => i.email === address);
  if (!row) {
    row = {
      id: nextId('invite'),
      teamId,
      email: address,
      status: 'pending',
      invitedBy: MOCK_USER_ID,
      invitedAt: new Date().toISOString(),
      acceptedAt: null,
    };
    team.invites.unshift(row);
    mockTeamsBackend.inviteTokens.set(nextId('token'), row.id);
    mockTeamsBackend.log(teamId, 'invite_sent', { email: address });
  }
  return {
    success: true,
    message: `Invitation sent to ${address}! They'll receive an email with instructions to join the team.`,
    invite: row,
  };
}

export const teamsHandlers = [
  graphql.query<MyTeamsQuery>('MyTeams', () =>
    graphqlJson({
      data: { myTeams: [...mockTeamsBackend.teams.values()].reverse().map(summaryOf) },
    }),
  ),
  graphql.query<TeamQuery, TeamVariables>('Team', ({ variables }) => {
    const team = mockTeamsBackend.teams.get(variables.id);
    if (!team) return graphqlJson({ data: { team: null } });
    const upcoming = team.games
      .filter((g) => g.isHome && g.status !== 'final')
      .slice(0, variables.upcomingLimit ?? 3);
    return graphqlJson({
      data: {
        team: {
          ...team,
          invites: team.invites.filter((i) => i.status === 'pending'),
          upcomingGames: upcoming,
        },
      },
    });
  }),
  graphql.query<RecentActivityQuery, RecentActivityVariables>('RecentActivity', ({ variables }) => {
    const ids = variables.teamIds ?? null;
    const rows = mockTeamsBackend.activity
      .filter((a) => mockTeamsBackend.teams.has(a.teamId) && (!ids || ids.includes(a.teamId)))
      .slice(0, variables.limit ?? 20);
    return graphqlJson({ data: { recentActivity: rows } });
  }),
  graphql.query<DashboardQuery>('Dashboard', () => {
    const teams = [...mockTeamsBackend.teams.values()];
    return graphqlJson({
      data: {
        dashboard: {
          teams: teams.length,
          upcomingGames: teams.reduce(
            (n, t) => n + t.games.filter((g) => g.status === 'upcoming').length,
            0,
          ),
          teamMembers: teams.reduce((n, t) => n + t.members.length, 0),
          pendingPayments: teams.reduce(
            (n, t) => n + t.members.filter((m) => m.paymentStatus === 'pending').length,
            0,
          ),
        },
      },
    });
  }),
  graphql.mutation<CreateTeamMutation, CreateTeamVariables>('CreateTeam', ({ variables }) => {
    const { input } = variables;
    const name = input.name.trim();
    if (!name || name.length > 50)
      return graphqlJson({
        errors: [
          { message: 'Team name must be 1-50 characters', extensions: { code: 'BAD_USER_INPUT' } },
        ],
      });
    const id = nextId('team');
    const games = demoGames(id);
    const now = new Date().toISOString();
    const team: TeamDetailFields = {
      ...demoTeam(),
      id,
      name,
      league: input.league,
      teamName: input.teamName,
      season: input.season,
      status: 'setup',
      memberCount: 1,
      gameCount: games.length,
      createdAt: now,
      updatedAt: now,
      totalCost: 0,
      games,
      invites: [],
      upcomingGames: games.filter((g) => g.status !== 'final').slice(0, 3),
    };
    team.members = [{ ...team.members[0]!, id: nextId('member'), teamId: id, joinedAt: now }];
    mockTeamsBackend.teams.set(id, team);
    mockTeamsBackend.log(id, 'team_created', { team_name: name });
    for (const email of new Set((input.inviteEmails ?? []).map((e) => e.trim().toLowerCase())))
      invite(id, email);
    return graphqlJson({ data: { createTeam: summaryOf(team) } });
  }),
  graphql.mutation<UpdateTeamMutation, UpdateTeamVariables>('UpdateTeam', ({ variables }) => {
    const team = mockTeamsBackend.teams.get(variables.id);
    if (!team) return graphqlJson(NOT_FOUND);
    const { name, status, totalCost } = variables.input;
    if (name !== undefined && name !== null) {
      if (!name.trim())
        return graphqlJson({
          errors: [
            { message: 'Team name must not be empty', extensions: { code: 'BAD_USER_INPUT' } },
          ],
        });
      team.name = name.trim();
    }
    if (status) team.status = status;
    if (typeof totalCost === 'number') team.totalCost = totalCost;
    team.updatedAt = new Date().toISOString();
    return graphqlJson({ data: { updateTeam: summaryOf(team) } });
  }),
  graphql.mutation<DeleteTeamMutation, { id: string }>('DeleteTeam', ({ variables }) => {
    if (!mockTeamsBackend.teams.delete(variables.id)) return graphqlJson(NOT_FOUND);
    return graphqlJson({ data: { deleteTeam: true } });
  }),
  graphql.mutation<InviteMemberMutation, InviteMemberVariables>('InviteMember', ({ variables }) =>
    graphqlJson({ data: { inviteMember: invite(variables.teamId, variables.email) } }),
  ),
  graphql.mutation<ResendInviteMutation, { inviteId: string }>('ResendInvite', ({ variables }) => {
    const found = mockTeamsBackend.findInvite(variables.inviteId);
    if (!found || found.invite.status !== 'pending')
      return graphqlJson({
        data: { resendInvite: { success: false, message: 'Invite not found', invite: null } },
      });
    return graphqlJson({
      data: {
        resendInvite: {
          success: true,
          message: `Invitation sent to ${found.invite.email}! They'll receive an email with instructions to join the team.`,
          invite: found.invite,
        },
      },
    });
  }),
  graphql.mutation<RevokeInviteMutation, { inviteId: string }>('RevokeInvite', ({ variables }) => {
    const found = mockTeamsBackend.findInvite(variables.inviteId);
    if (!found || found.invite.status !== 'pending')
      return graphqlJson({
        data: { revokeInvite: { success: false, message: 'Invite not found', invite: null } },
      });
    found.invite.status = 'revoked';
    return graphqlJson({
      data: {
        revokeInvite: { success: true, message: 'Invitation revoked', invite: found.invite },
      },
    });
  }),
  http.post('*/api/app', async ({ request }) => {
    const path = new URL(request.url).searchParams.get('path');
    const body = (await request.json().catch(() => ({}))) as Record<string, string | undefined>;
    const key = path === 'invites/preview' ? body.token : body.tokenOrId;
    const inviteId = key ? (mockTeamsBackend.inviteTokens.get(key) ?? key) : undefined;
    const found = inviteId ? mockTeamsBackend.findInvite(inviteId) : null;
    if (path !== 'invites/preview' && path !== 'invites/accept')
      return HttpResponse.json({ ok: false, error: 'not_found' }, { status: 404 });
    if (!found) return HttpResponse.json({ ok: false, error: 'invite_not_found' }, { status: 404 });
    if (found.invite.status === 'revoked')
      return HttpResponse.json(
        { ok: false, error: 'invite_revoked', message: 'This invitation has been revoked.' },
        { status: 410 },
      );
    if (found.invite.status === 'accepted')
      return HttpResponse.json(
        {
          ok: false,
          error: 'invite_already_accepted',
          message: 'This invitation was already accepted.',
        },
        { status: 409 },
      );
    if (path === 'invites/preview')
      return HttpResponse.json({
        ok: true,
        team: { name: found.team.name, league: found.team.league },
        loginPrefillEmail: found.invite.email,
      });
    found.invite.status = 'accepted';
    found.invite.acceptedAt = new Date().toISOString();
    mockTeamsBackend.log(found.team.id, 'invite_accepted', { team_name: found.team.name });
    mockTeamsBackend.log(found.team.id, 'member_joined', { team_name: found.team.name });
    return HttpResponse.json({ ok: true, data: { teamId: found.team.id, team_id: found.team.id } });
  }),
];
