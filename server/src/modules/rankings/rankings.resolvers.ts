import type { Resolvers } from '../../generated/graphql.js';
import { selectedFields } from '../../graphql/selection.js';
import { asGqlGames } from '../games/games.mapper.js';
import * as service from './rankings.service.js';

export const rankingsResolvers: Resolvers = {
  Query: {
    // The games in the API's shape with the fields the query asks for, the plan applied.
    teamGames: async (_p, args, ctx, info) =>
      asGqlGames(await service.teamGames(ctx.db, ctx.auth, args.teamId, selectedFields(info))),
    myRankings: (_p, args, ctx) => service.myRankings(ctx.db, ctx.auth, args.teamId),
    teamRankings: (_p, args, ctx) => service.teamRankings(ctx.db, ctx.auth, args.teamId),
  },
  Mutation: {
    saveMyRankings: (_p, args, ctx) =>
      service.saveMyRankings(ctx.db, ctx.auth, args.teamId, args.rankings),
    fillMyRankingsFromScore: (_p, args, ctx) =>
      service.fillMyRankingsFromScore(ctx.db, ctx.auth, args.teamId),
  },
};
