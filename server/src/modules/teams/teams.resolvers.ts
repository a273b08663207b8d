import type {
  Resolvers,
  Team as GqlTeam,
  TeamInvite as GqlInvite,
  TeamMember as GqlMember,
} from '../../generated/graphql.js';
import { selectedFields, selectedSubfields } from '../../graphql/selection.js';
import { effectivePlan } from '@tiix/domain';
import { asGqlGames } from '../games/games.mapper.js';
import { teamsDepsFrom } from './teams.deps.js';
import * as service from './teams.service.js';
import type { InviteOutcome, InviteRecord, TeamRead } from './teams.service.js';

// Codegen has no mappers, so a Team resolver must claim to return the full GraphQL Team. It
// returns the TeamRead instead and the Team field resolvers below fill in members, games,
// invites and the counters from it: the two casts are the only place this shortcut lives.
const asGql = (team: TeamRead): GqlTeam => team as unknown as GqlTeam;
const asView = (team: GqlTeam): TeamRead => team as unknown as TeamRead;

function toGqlInvite(invite: InviteRecord): GqlInvite {
  const { token: _secret, updatedAt: _u, ...rest } = invite;
  return rest;
}

function toGqlOutcome(outcome: InviteOutcome) {
  return { ...outcome, invite: outcome.invite ? toGqlInvite(outcome.invite) : null };
}

export const teamsResolvers: Resolvers = {
  Query: {
    myTeams: async (_p, _a, ctx) => (await service.myTeams(ctx.db, ctx.auth)).map(asGql),
    team: async (_p, args, ctx, info) => {
      // The team's columns the query asks for only and, with any of the page's fields, its
      // children in the same statement, the games with the fields the query asks for only.
      const fields = selectedFields(info);
      const page = service.TEAM_PAGE_FIELDS.some((field) => fields.has(field)) && {
        gameFields: selectedSubfields(info, ['games', 'upcomingGames']),
      };
      const team = await service.getTeam(ctx.db, ctx.auth, args.id, { fields, page });
      return team ? asGql(team) : null;
    },
    dashboard: (_p, _a, ctx) => service.dashboard(ctx.db, ctx.auth),
  },
  Mutation: {
    createTeam: async (_p, args, ctx) =>
      asGql(await service.createTeam(ctx.db, teamsDepsFrom(ctx.deps), ctx.auth, args.input)),
    updateTeam: async (_p, args, ctx) =>
      asGql(await service.updateTeam(ctx.db, ctx.auth, args.id, args.input)),
    deleteTeam: (_p, args, ctx) => service.deleteTeam(ctx.db, ctx.auth, args.id),
    inviteMember: async (_p, args, ctx) =>
      toGqlOutcome(
        await service.inviteMember(
          ctx.db,
          teamsDepsFrom(ctx.deps),
          ctx.auth,
          args.teamId,
          args.email,
        ),
      ),
    resendInvite: async (_p, args, ctx) =>
      toGqlOutcome(
        await service.resendInvite(ctx.db, teamsDepsFrom(ctx.deps), ctx.auth, args.inviteId),
      ),
    revokeInvite: async (_p, args, ctx) =>
      toGqlOutcome(await service.revokeInvite(ctx.db, ctx.auth, args.inviteId)),
  },
  Team: {
    myRole: (team) => asView(team).myRole,
    // The plan in force now: an Unlimited year that has run out reads as free.
    plan: (team) => effectivePlan(asView(team)),
    members: async (team, _a, ctx): Promise<GqlMember[]> =>
      service.teamMembers(ctx.db, asView(team)),
    memberCount: (team, _a, ctx) => service.teamMemberCount(ctx.db, asView(team)),
    games: async (team, _a, ctx) => asGqlGames(await service.teamGames(ctx.db, asView(team))),
    gameCount: (team, _a, ctx) => service.teamGameCount(ctx.db, asView(team)),
    upcomingGames: async (team, args, ctx) =>
      asGqlGames(await service.teamUpcomingGames(ctx.db, asView(team), args.limit ?? 3)),
    invites: async (team, _a, ctx) =>
      (await service.teamInvites(ctx.db, asView(team))).map(toGqlInvite),
  },
};
