import { serviceContext } from '../../context.js';
import type { Resolvers } from '../../generated/graphql.js';
import * as service from './handoff.service.js';

export const handoffResolvers: Resolvers = {
  Query: {
    teamTickets: (_p, args, ctx) => service.teamTickets(serviceContext(ctx), args.teamId),
    myNextGame: (_p, _args, ctx) => service.myNextGame(serviceContext(ctx)),
  },
  Mutation: {
    setTicketSettings: (_p, args, ctx) =>
      service.setTicketSettings(serviceContext(ctx), args.teamId, {
        holderId: args.holderId,
        reminderDays: args.reminderDays,
      }),
    markTicketsSent: (_p, args, ctx) =>
      service.markTicketsSent(serviceContext(ctx), args.gameId, args.note),
    markMemberTicketsSent: (_p, args, ctx) =>
      service.markMemberTicketsSent(serviceContext(ctx), args.teamId, args.memberId, args.note),
    confirmTicketsReceived: (_p, args, ctx) =>
      service.confirmTicketsReceived(serviceContext(ctx), args.gameId),
    reportTicketsNotReceived: (_p, args, ctx) =>
      service.reportTicketsNotReceived(serviceContext(ctx), args.gameId),
  },
};
