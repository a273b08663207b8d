import type { GraphQLContext } from '../../context.js';
import type { Resolvers } from '../../generated/graphql.js';
import * as service from './handoff.service.js';

const ctxOf = (ctx: GraphQLContext): service.HandoffContext => ({
  db: ctx.db,
  auth: ctx.auth,
  deps: ctx.deps,
});

export const handoffResolvers: Resolvers = {
  Query: {
    teamTickets: (_p, args, ctx) => service.teamTickets(ctxOf(ctx), args.teamId),
    myNextGame: (_p, _args, ctx) => service.myNextGame(ctxOf(ctx)),
  },
  Mutation: {
    setTicketSettings: (_p, args, ctx) =>
      service.setTicketSettings(ctxOf(ctx), args.teamId, {
        holderId: args.holderId,
        reminderDays: args.reminderDays,
      }),
    markTicketsSent: (_p, args, ctx) => service.markTicketsSent(ctxOf(ctx), args.gameId, args.note),
    markMemberTicketsSent: (_p, args, ctx) =>
      service.markMemberTicketsSent(ctxOf(ctx), args.teamId, args.memberId, args.note),
    confirmTicketsReceived: (_p, args, ctx) =>
      service.confirmTicketsReceived(ctxOf(ctx), args.gameId),
    reportTicketsNotReceived: (_p, args, ctx) =>
      service.reportTicketsNotReceived(ctxOf(ctx), args.gameId),
  },
};
