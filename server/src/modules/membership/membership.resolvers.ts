import { serviceContext } from '../../context.js';
import type { Resolvers } from '../../generated/graphql.js';
import * as lifecycle from './member-lifecycle.service.js';
import * as ownership from './ownership.service.js';
import { payoutsHeldBy } from './payouts.js';
import * as roles from './roles.service.js';

export const membershipResolvers: Resolvers = {
  Team: {
    pendingHandover: (team, _args, ctx) =>
      ownership.pendingTeamHandover(serviceContext(ctx), team.id),
    // Only the owner is told whose payout account still takes the team's card payments.
    payoutsHeldBy: (team, _args, ctx) => {
      const view = team as unknown as { id: string; ownerId: string; myRole: string };
      return view.myRole === 'owner' ? payoutsHeldBy(ctx.db, view) : null;
    },
  },
  Query: {
    teamHandover: (_p, args, ctx) => ownership.handoverByToken(serviceContext(ctx), args.token),
  },
  Mutation: {
    removeMember: (_p, args, ctx) =>
      lifecycle.removeMember(serviceContext(ctx), args.teamId, args.userId),
    leaveTeam: (_p, args, ctx) => lifecycle.leaveTeam(serviceContext(ctx), args.teamId),
    setMemberRole: (_p, args, ctx) =>
      roles.setMemberRole(serviceContext(ctx), args.teamId, args.userId, args.role),
    startTeamHandover: (_p, args, ctx) =>
      ownership.startTeamHandover(serviceContext(ctx), args.teamId, args.toUserId),
    cancelTeamHandover: (_p, args, ctx) =>
      ownership.cancelTeamHandover(serviceContext(ctx), args.teamId),
    confirmTeamHandover: (_p, args, ctx) =>
      ownership.confirmTeamHandover(serviceContext(ctx), args.token),
  },
};
