import type { PaymentRequest as GqlPaymentRequest, Resolvers } from '../../generated/graphql.js';
import { serviceContext } from '../../context.js';
import * as service from './payments.service.js';
import type { PaymentRequestView } from './payments.service.js';

// Codegen has no mappers: a resolver returning a PaymentRequest must claim the full GraphQL
// type. It returns the service's view, history included (its instants already as the DateTime
// scalar writes them); the cast is the only place this shortcut lives.
const asGql = (view: PaymentRequestView): GqlPaymentRequest => view as unknown as GqlPaymentRequest;

export const paymentsResolvers: Resolvers = {
  Query: {
    paymentRequests: async (_p, args, ctx) =>
      (await service.listPaymentRequests(serviceContext(ctx), args.teamId)).map(asGql),
    teamPaymentSettings: (_p, args, ctx) =>
      service.teamPaymentSettings(serviceContext(ctx), args.teamId),
    teamBalances: (_p, args, ctx) => service.teamBalances(serviceContext(ctx), args.teamId),
    splitPreview: (_p, args, ctx) =>
      service.splitPreview(serviceContext(ctx), args.teamId, args.mode, args.totalCents),
  },
  Mutation: {
    updatePaymentHandles: (_p, args, ctx) =>
      service.updatePaymentHandles(serviceContext(ctx), args.teamId, args.input),
    setTeamTotalCost: (_p, args, ctx) =>
      service.setTeamTotalCost(serviceContext(ctx), args.teamId, args.totalCents),
    setPaymentsMode: (_p, args, ctx) =>
      service.setPaymentsMode(serviceContext(ctx), args.teamId, args.mode),
    createPaymentRequest: async (_p, args, ctx) =>
      asGql(
        await service.createPaymentRequest(serviceContext(ctx), {
          teamId: args.teamId,
          payerUserId: args.payerUserId,
          amountCents: args.amountCents,
          note: args.note,
          description: args.description,
        }),
      ),
    setPaymentRequestStatus: async (_p, args, ctx) =>
      asGql(await service.setPaymentRequestStatus(serviceContext(ctx), args.id, args.status)),
    markPaymentSent: async (_p, args, ctx) =>
      asGql(await service.markPaymentSent(serviceContext(ctx), args.id, args.evidenceFileId)),
    splitSeason: async (_p, args, ctx) =>
      (
        await service.splitSeason(
          serviceContext(ctx),
          args.teamId,
          args.mode,
          args.totalCents,
          args.note,
        )
      ).map(asGql),
    remindPayer: async (_p, args, ctx) =>
      asGql(await service.remindPayer(serviceContext(ctx), args.id)),
    startCardCheckout: (_p, args, ctx) => service.startCardCheckout(serviceContext(ctx), args.id),
  },
};
