import * as service from './billing.service.js';
const ctxOf = (ctx) => ({
    db: ctx.db,
    auth: ctx.auth,
    deps: ctx.deps,
});
export const billingResolvers = {
    Query: {
        billing: (_p, args, ctx) => service.billing(ctxOf(ctx), args.teamId),
    },
    Mutation: {
        startPlanCheckout: (_p, args, ctx) => service.startPlanCheckout(ctxOf(ctx), args.teamId),
        cancelPlan: (_p, args, ctx) => service.cancelPlan(ctxOf(ctx), args.teamId),
        resumePlan: (_p, args, ctx) => service.resumePlan(ctxOf(ctx), args.teamId),
    },
};
//# sourceMappingURL=billing.resolvers.js.map