import { apiBaseUrl } from '../notifications/notify.js';
import * as service from './calendar.service.js';
const ctxOf = (ctx) => ({
    db: ctx.db,
    auth: ctx.auth,
    apiUrl: apiBaseUrl(ctx.deps.config),
});
export const calendarResolvers = {
    Query: {
        myCalendarFeeds: (_p, args, ctx) => service.myCalendarFeeds(ctxOf(ctx), args.teamId),
    },
    Mutation: {
        resetCalendarFeeds: (_p, args, ctx) => service.resetCalendarFeeds(ctxOf(ctx), args.teamId),
    },
};
//# sourceMappingURL=calendar.resolvers.js.map