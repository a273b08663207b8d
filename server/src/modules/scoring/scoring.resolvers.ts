import type { GraphQLContext } from '../../context.js';
import type { MemberTaste as GqlTaste, Resolvers } from '../../generated/graphql.js';
import { visiblePersonalView, type TeamPersonalView } from './personal.service.js';
import * as service from './tastes.service.js';
import type { TasteRecord } from './tastes.service.js';

function toGraphql(taste: TasteRecord | null): GqlTaste | null {
  if (!taste) return null;
  return {
    days: taste.days,
    kickoff: taste.kickoff,
    coldTolerance: taste.coldTolerance,
    rainTolerance: taste.rainTolerance,
    lovedOpponents: taste.lovedOpponents,
    avoidedOpponents: taste.avoidedOpponents,
    updatedAt: taste.updatedAt,
  };
}

// One load per team and request: a games list asks every game for its personal score.
const viewFor = (ctx: GraphQLContext, teamId: string): Promise<TeamPersonalView | null> =>
  ctx.memo.once(`scoring:view:${teamId}`, () => visiblePersonalView(ctx.db, ctx.auth, teamId));

export const scoringResolvers: Resolvers = {
  Query: {
    myTaste: async (_p, _a, ctx) => toGraphql(await service.myTaste(ctx.db, ctx.auth)),
  },
  Mutation: {
    setMyTaste: async (_p, args, ctx) =>
      toGraphql(await service.setMyTaste(ctx.db, ctx.auth, args.input))!,
    clearMyTaste: (_p, _a, ctx) => service.clearMyTaste(ctx.db, ctx.auth),
  },
  Game: {
    myScore: async (game, _a, ctx) =>
      (await viewFor(ctx, game.teamId))?.entries.get(game.id)?.score ?? null,
    myScoreReasons: async (game, _a, ctx) =>
      (await viewFor(ctx, game.teamId))?.entries.get(game.id)?.reasons ?? [],
    myAdp: async (game, _a, ctx) => (await viewFor(ctx, game.teamId))?.adp.get(game.id) ?? null,
  },
};
