import type { Resolvers } from '../../generated/graphql.js';
import { recentActivity } from './activity.service.js';

export const activityResolvers: Resolvers = {
  Query: {
    recentActivity: (_parent, args, ctx) =>
      recentActivity(ctx.db, ctx.auth, args.teamIds ?? null, args.limit ?? 20),
  },
};
