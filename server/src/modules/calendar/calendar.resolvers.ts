import type { GraphQLContext } from '../../context.js';
import type { Resolvers } from '../../generated/graphql.js';
import { apiBaseUrl } from '../notifications/notify.js';
import * as service from './calendar.service.js';

const ctxOf = (ctx: GraphQLContext): service.CalendarContext => ({
  db: ctx.db,
  auth: ctx.auth,
  apiUrl: apiBaseUrl(ctx.deps.config),
});

export const calendarResolvers: Resolvers = {
  Query: {
    myCalendarFeeds: (_p, args, ctx) => service.myCalendarFeeds(ctxOf(ctx), args.teamId),
  },
  Mutation: {
    resetCalendarFeeds: (_p, args, ctx) => service.resetCalendarFeeds(ctxOf(ctx), args.teamId),
  },
};
