import { serviceContext } from '../../context.js';
import type { Resolvers } from '../../generated/graphql.js';
import * as service from './swaps.service.js';

const terms = (input: {
  giveGameIds: string[];
  takeGameIds: string[];
  moneyCents?: number | null;
  moneyFrom?: 'me' | 'them' | null;
  message?: string | null;
}): service.SwapTerms => input;

export const swapsResolvers: Resolvers = {
  Query: {
    swaps: (_p, args, ctx) => service.mySwaps(serviceContext(ctx), args.teamId),
    seasonBoard: (_p, args, ctx) => service.seasonBoard(serviceContext(ctx), args.teamId),
    gameHoldingHistory: (_p, args, ctx) =>
      service.gameHoldingHistory(serviceContext(ctx), args.gameId),
  },
  Mutation: {
    proposeSwap: (_p, args, ctx) =>
      service.proposeSwap(serviceContext(ctx), args.teamId, args.receiverId, terms(args.terms)),
    acceptSwap: (_p, args, ctx) => service.acceptSwap(serviceContext(ctx), args.swapId),
    declineSwap: (_p, args, ctx) => service.declineSwap(serviceContext(ctx), args.swapId),
    counterSwap: (_p, args, ctx) =>
      service.counterSwap(serviceContext(ctx), args.swapId, terms(args.terms)),
    cancelSwap: (_p, args, ctx) => service.cancelSwap(serviceContext(ctx), args.swapId),
    offerUpForGrabs: (_p, args, ctx) =>
      service.offerUpForGrabs(serviceContext(ctx), args.gameId, {
        priceCents: args.priceCents,
        note: args.note,
      }),
    withdrawGameGrab: (_p, args, ctx) => service.withdrawGrab(serviceContext(ctx), args.grabId),
    takeGame: (_p, args, ctx) => service.takeGame(serviceContext(ctx), args.grabId),
  },
};
