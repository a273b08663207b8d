import { DateTimeScalar, JSONScalar } from '../../graphql/scalars.js';
import { checkHealth, serverTime } from './system.service.js';
export const systemResolvers = {
    DateTime: DateTimeScalar,
    JSON: JSONScalar,
    Query: {
        serverTime: () => serverTime(),
        health: (_parent, _args, ctx) => checkHealth(ctx.db, ctx.logger),
    },
};
//# sourceMappingURL=system.resolvers.js.map