import type { PaymentRequest as GqlPaymentRequest, Resolvers } from '../../generated/graphql.js';
import type { GraphQLContext } from '../../context.js';
import * as service from './payments.service.js';
import type { PaymentRequestView } from './payments.service.js';

// Codegen has no mappers: a resolver returning a PaymentRequest must claim the full GraphQL
// type. It returns the service's view, history included (its instants are Dates, which the
// DateTime scalar writes); the cast is the only place this shortcut lives.
const asGql = (view: PaymentRequestView): GqlPaymentRequest => view as unknown as GqlPaymentRequest;

const ctxOf = (ctx: GraphQLContext): service.PaymentsContext => ({
  db: ctx.db,
  auth: ctx.auth,
  deps: ctx.deps,
});

export const paymentsResolvers: Resolvers = {
  Query: {
    paymentRequests: async (_p, args, ctx) =>
      (await service.listPaymentRequests(ctxOf(ctx), args.teamId)).map(asGql),
    teamPaymentSettings: (_p, args, ctx) => service.teamPaymentSettings(ctxOf(ctx), args.teamId),
    teamBalances: (_p, args, ctx) => service.teamBalances(ctxOf(ctx), args.teamId),
    splitPreview: (_p, args, ctx) =>
      service.splitPreview(ctxOf(ctx), args.teamId, args.mode, args.totalCents),
  },
  Mutation: {
    updatePaymentHandles: (_p, args, ctx) =>
      service.updatePaymentHandles(ctxOf(ctx), args.teamId, args.input),
    setTeamTotalCost: (_p, args, ctx) =>
      service.setTeamTotalCost(ctxOf(ctx), args.teamId, args.totalCents),
    setPaymentsMode: (_p, args, ctx) => service.setPaymentsMode(ctxOf(ctx), args.teamId, args.mode),
    createPaymentRequest: async (_p, args, ctx) =>
      asGql(
        await service.createPaymentRequest(ctxOf(ctx), {
          teamId: args.teamId,
          payerUserId: args.payerUserId,
          amountCents: args.amountCents,
          note: args.note,
          description: args.description,
        }),
      ),
    setPaymentRequestStatus: async (_p, args, ctx) =>
      asGql(await service.setPaymentRequestStatus(ctxOf(ctx), args.id, args.status)),
    markPaymentSent: async (_p, args, ctx) =>
      asGql(await service.markPaymentSent(ctxOf(ctx), args.id, args.evidenceFileId)),
    splitSeason: async (_p, args, ctx) =>
      (
        await service.splitSeason(ctxOf(ctx), args.teamId, args.mode, args.totalCents, args.note)
      ).map(asGql),
    remindPayer: async (_p, args, ctx) => asGql(await service.remindPayer(ctxOf(ctx), args.id)),
    startCardCheckout: (_p, args, ctx) => service.startCardCheckout(ctxOf(ctx), args.id),
  },
};
