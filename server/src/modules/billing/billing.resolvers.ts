import { serviceContext } from '../../context.js';
import type { Resolvers } from '../../generated/graphql.js';
import * as service from './billing.service.js';

export const billingResolvers: Resolvers = {
  Query: {
    billing: (_p, args, ctx) => service.billing(serviceContext(ctx), args.teamId),
  },
  Mutation: {
    startPlanCheckout: (_p, args, ctx) =>
      service.startPlanCheckout(serviceContext(ctx), args.teamId),
    cancelPlan: (_p, args, ctx) => service.cancelPlan(serviceContext(ctx), args.teamId),
    resumePlan: (_p, args, ctx) => service.resumePlan(serviceContext(ctx), args.teamId),
  },
};
