import type { Resolvers } from '../../generated/graphql.js';
import { DateTimeScalar, JSONScalar } from '../../graphql/scalars.js';
import { checkHealth, serverTime } from './system.service.js';

export const systemResolvers: Resolvers = {
  DateTime: DateTimeScalar,
  JSON: JSONScalar,
  Query: {
    serverTime: () => serverTime(),
    health: (_parent, _args, ctx) => checkHealth(ctx.db, ctx.logger),
  },
};
