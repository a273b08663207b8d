import { recentActivity } from './activity.service.js';
export const activityResolvers = {
    Query: {
        recentActivity: (_parent, args, ctx) => recentActivity(ctx.db, ctx.auth, args.teamIds ?? null, args.limit ?? 20),
    },
};
//# sourceMappingURL=activity.resolvers.js.map