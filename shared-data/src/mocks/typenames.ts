import { HttpResponse } from 'msw';

/** The GraphQL type of the objects under each field name the mocks answer. */
const TYPE_OF_FIELD: Record<string, string> = {
  myTeams: 'Team',
  team: 'Team',
  createTeam: 'Team',
  updateTeam: 'Team',
  members: 'TeamMember',
  invites: 'TeamInvite',
  invite: 'TeamInvite',
  games: 'Game',
  upcomingGames: 'Game',
  teamGames: 'Game',
  recentActivity: 'ActivityLogEntry',
  dashboard: 'DashboardSummary',
  inviteMember: 'InviteResult',
  resendInvite: 'InviteResult',
  revokeInvite: 'InviteResult',
  myRankings: 'GameRanking',
  teamRankings: 'GameRanking',
  saveMyRankings: 'GameRanking',
  fillMyRankingsFromScore: 'GameRanking',
};

function tag(value: unknown, typename: string | undefined): unknown {
  if (Array.isArray(value)) return value.map((item) => tag(item, typename));
  if (!value || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) out[key] = tag(child, TYPE_OF_FIELD[key]);
  if (typename && !('__typename' in out)) out.__typename = typename;
  return out;
}

/**
 * A GraphQL JSON response whose objects carry `__typename`, as the real server's do: the apps'
 * normalised cache (graphcache) cannot store entities without it.
 */
export function graphqlJson<T extends object>(body: T): HttpResponse<T> {
  return HttpResponse.json(tag(body, undefined) as T);
}
