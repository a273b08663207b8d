import { toGqlGame } from '../games/games.mapper.js';
import * as service from './rankings.service.js';
export const rankingsResolvers = {
    Query: {
        teamGames: async (_p, args, ctx) => {
            const { games, scoreVisible } = await service.teamGames(ctx.db, ctx.auth, args.teamId);
            return games.map((g) => toGqlGame(g, scoreVisible));
        },
        myRankings: (_p, args, ctx) => service.myRankings(ctx.db, ctx.auth, args.teamId),
        teamRankings: (_p, args, ctx) => service.teamRankings(ctx.db, ctx.auth, args.teamId),
    },
    Mutation: {
        saveMyRankings: (_p, args, ctx) => service.saveMyRankings(ctx.db, ctx.auth, args.teamId, args.rankings),
        fillMyRankingsFromScore: (_p, args, ctx) => service.fillMyRankingsFromScore(ctx.db, ctx.auth, args.teamId),
    },
};
//# sourceMappingURL=rankings.resolvers.js.map