import { ensureMyProfile, getMyProfile, updateMyProfile } from './profiles.service.js';
/** Database rows never reach the client unshaped. */
function toGraphql(profile) {
    if (!profile)
        return null;
    return {
        id: profile.userId,
        userId: profile.userId,
        email: profile.email,
        name: profile.name,
        lastLogin: profile.lastLogin,
        createdAt: profile.createdAt,
        updatedAt: profile.updatedAt,
    };
}
export const profilesResolvers = {
    Query: {
        myProfile: async (_parent, _args, ctx) => toGraphql(await getMyProfile(ctx.db, ctx.auth)),
    },
    Mutation: {
        ensureMyProfile: async (_parent, _args, ctx) => toGraphql(await ensureMyProfile(ctx.db, ctx.auth)),
        updateMyProfile: async (_parent, args, ctx) => toGraphql(await updateMyProfile(ctx.db, ctx.auth, {
            // GraphQL null means "unset"; an omitted argument is left unchanged.
            ...(args.name !== undefined && { name: args.name }),
            ...(args.lastLogin !== undefined && { lastLogin: args.lastLogin }),
        })),
    },
};
//# sourceMappingURL=profiles.resolvers.js.map