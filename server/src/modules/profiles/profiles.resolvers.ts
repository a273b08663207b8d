import type { Profile as GqlProfile, Resolvers } from '../../generated/graphql.js';
import {
  ensureMyProfile,
  getMyProfile,
  updateMyProfile,
  type ProfileRecord,
} from './profiles.service.js';

/** Database rows never reach the client unshaped. */
function toGraphql(profile: ProfileRecord | null): GqlProfile | null {
  if (!profile) return null;
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

export const profilesResolvers: Resolvers = {
  Query: {
    myProfile: async (_parent, _args, ctx) => toGraphql(await getMyProfile(ctx.db, ctx.auth)),
  },
  Mutation: {
    ensureMyProfile: async (_parent, _args, ctx) =>
      toGraphql(await ensureMyProfile(ctx.db, ctx.auth)),
    updateMyProfile: async (_parent, args, ctx) =>
      toGraphql(
        await updateMyProfile(ctx.db, ctx.auth, {
          // GraphQL null means "unset"; an omitted argument is left unchanged.
          ...(args.name !== undefined && { name: args.name }),
          ...(args.lastLogin !== undefined && { lastLogin: args.lastLogin }),
        }),
      ),
  },
};
