import type { GraphQLContext } from '../../context.js';
import type { Resolvers } from '../../generated/graphql.js';
import * as service from './swaps.service.js';

const ctxOf = (ctx: GraphQLContext): service.SwapsContext => ({
  db: ctx.db,
  auth: ctx.auth,
  deps: ctx.deps,
});

const terms = (input: {
  giveGameIds: string[];
  takeGameIds: string[];
  moneyCents?: number | null;
  moneyFrom?: 'me' | 'them' | null;
  message?: string | null;
}): service.SwapTerms => input;

export const swapsResolvers: Resolvers = {
  Query: {
    swaps: (_p, args, ctx) => service.mySwaps(ctxOf(ctx), args.teamId),
    seasonBoard: (_p, args, ctx) => service.seasonBoard(ctxOf(ctx), args.teamId),
    gameHoldingHistory: (_p, args, ctx) => service.gameHoldingHistory(ctxOf(ctx), args.gameId),
  },
  Mutation: {
    proposeSwap: (_p, args, ctx) =>
      service.proposeSwap(ctxOf(ctx), args.teamId, args.receiverId, terms(args.terms)),
    acceptSwap: (_p, args, ctx) => service.acceptSwap(ctxOf(ctx), args.swapId),
    declineSwap: (_p, args, ctx) => service.declineSwap(ctxOf(ctx), args.swapId),
    counterSwap: (_p, args, ctx) => service.counterSwap(ctxOf(ctx), args.swapId, terms(args.terms)),
    cancelSwap: (_p, args, ctx) => service.cancelSwap(ctxOf(ctx), args.swapId),
    offerUpForGrabs: (_p, args, ctx) =>
      service.offerUpForGrabs(ctxOf(ctx), args.gameId, {
        priceCents: args.priceCents,
        note: args.note,
      }),
    withdrawGameGrab: (_p, args, ctx) => service.withdrawGrab(ctxOf(ctx), args.grabId),
    takeGame: (_p, args, ctx) => service.takeGame(ctxOf(ctx), args.grabId),
  },
};
