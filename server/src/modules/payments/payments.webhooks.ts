import type { AppDeps } from '../../context.js';
import type { Database } from '../../db/client.js';
import {
  configuredPaymentProvider,
  WebhookSignatureError,
  type PaymentProvider,
  type ProviderEvent,
} from '../../payments-provider/index.js';
import { insertActivities } from '../activity/activity.repository.js';
import { findReceiptByPayment } from '../billing/billing.repository.js';
import { applyPlanEvent } from '../billing/billing.service.js';
import * as repo from './payments.repository.js';
import * as cards from './card-payments.repository.js';
import { paymentActivities, refundActivity } from './payments.service.js';
import { postSystemMessage } from '../chat/chat.system.js';
import { notifyPaymentPaid } from '../notifications/payment-notices.js';
import { recordProductEvent } from '../analytics/analytics.service.js';

export type WebhookOutcome = { status: 200; outcome: string } | { status: 400; outcome: string };

/**
 * A card payment completed. Only an open checkout counts (or an expired one whose page was still
 * paid), once. It pays the request if the request is still open; money arriving for a request
 * already settled (paid, waived, cancelled, or paid through another checkout) goes back to the
 * payer through the provider, in full, with a ledger entry. Two completions at once serialise on
 * the request's row lock: one pays, the other is refunded.
 */
async function cardPaid(
  tx: Database,
  provider: PaymentProvider,
  event: Extract<ProviderEvent, { kind: 'payment_checkout_completed' }>,
): Promise<string> {
  const checkout = await cards.lockCardCheckoutBySession(tx, provider.name, event.sessionId);
  if (!checkout) return 'ignored: unknown checkout session';
  if (checkout.status !== 'open' && checkout.status !== 'expired') {
    return `ignored: checkout already ${checkout.status}`;
  }
  if (checkout.requestId !== event.paymentRequestId) return 'ignored: request mismatch';
  const chargedCents = checkout.amountCents + checkout.feeCents;
  if (event.amountTotalCents !== chargedCents) return 'ignored: amount mismatch';
  const request = await repo.lockRequest(tx, checkout.requestId);
  if (!request) return 'ignored: request deleted';
  const open = request.status === 'pending' || request.status === 'payer_marked_paid';
  if (!open) {
    const refundable = event.paymentIntentId !== null;
    await cards.updateCardCheckout(tx, checkout.id, {
      status: refundable ? 'refund_pending' : 'completed',
      paymentIntentId: event.paymentIntentId,
    });
    await repo.appendLedger(tx, [
      {
        requestId: request.id,
        actorUserId: checkout.payerUserId,
        kind: 'card_payment',
        fromStatus: request.status,
        toStatus: request.status,
        amountCents: checkout.amountCents,
        note: refundable
          ? `card payment received while already ${request.status}: refunding it in full (session ${event.sessionId})`
          : `card payment received while already ${request.status}; the provider named no payment to refund (session ${event.sessionId})`,
      },
    ]);
    if (!event.paymentIntentId) return 'refused: request already settled, no payment to refund';
    // Inside the transaction: if the provider refuses, nothing is recorded and its retry of
    // this webhook asks again (one refund per payment, however often it is asked).
    await provider.refundPayment({
      paymentIntentId: event.paymentIntentId,
      amountCents: chargedCents,
      reason: `payment request ${request.id} was already ${request.status}`,
    });
    return 'refunding: request already settled';
  }
  await cards.updateCardCheckout(tx, checkout.id, {
    status: 'completed',
    paymentIntentId: event.paymentIntentId,
  });
  const updated = await repo.updateRequestIfStatus(tx, request.id, request.status, {
    status: 'paid',
    paidAt: event.created,
    paidVia: 'card',
  });
  if (!updated) throw new Error('payment request changed under its row lock');
  await repo.appendLedger(tx, [
    {
      requestId: request.id,
      actorUserId: checkout.payerUserId,
      kind: 'card_payment',
      fromStatus: request.status,
      toStatus: 'paid',
      amountCents: checkout.amountCents,
      note: `card fee ${checkout.feeCents} cents (session ${event.sessionId})`,
    },
  ]);
  await insertActivities(tx, paymentActivities(updated));
  await recordProductEvent(tx, {
    name: 'payment_paid',
    userId: updated.payerUserId,
    teamId: updated.teamId,
    properties: { via: 'card', amountCents: updated.amountCents },
  });
  // Stored with the payment; clients see it on their next read of the chat.
  if (updated.payerUserId && updated.ownerUserId) {
    await postSystemMessage({ db: tx }, updated.teamId, {
      kind: 'payment_settled',
      paymentId: updated.id,
      fromUserId: updated.payerUserId,
      toUserId: updated.ownerUserId,
      amountCents: updated.amountCents,
    });
  }
  return 'request paid';
}

/**
 * A full refund of a card payment. The one that paid the request reopens it; one we refunded
 * because the request was already settled is only recorded.
 */
async function cardRefunded(
  tx: Database,
  provider: string,
  event: Extract<ProviderEvent, { kind: 'payment_refunded' }>,
  checkout: NonNullable<Awaited<ReturnType<typeof cards.lockCardCheckoutByIntent>>>,
): Promise<string> {
  if (checkout.status !== 'completed' && checkout.status !== 'refund_pending') {
    return `ignored: checkout ${checkout.status}`;
  }
  // A partial refund is left to the owner and the payer.
  if (!event.full) return 'ignored: partial refund';
  await cards.updateCardCheckout(tx, checkout.id, { status: 'refunded' });
  const request = await repo.lockRequest(tx, checkout.requestId);
  if (!request) return 'ignored: request deleted';
  const reopen =
    checkout.status === 'completed' && request.status === 'paid' && request.paidVia === 'card';
  if (reopen) {
    await repo.updateRequestIfStatus(tx, request.id, 'paid', {
      status: 'pending',
      paidAt: null,
      paidVia: null,
    });
  }
  await repo.appendLedger(tx, [
    {
      requestId: request.id,
      actorUserId: null,
      kind: 'card_refund',
      fromStatus: request.status,
      toStatus: reopen ? 'pending' : request.status,
      amountCents: checkout.amountCents,
      note:
        checkout.status === 'refund_pending'
          ? `card payment for a request already settled, refunded to the payer (${event.paymentIntentId}, via ${provider})`
          : `card payment refunded (${event.paymentIntentId})`,
    },
  ]);
  // A full refund gives back what the payer was charged: the amount and the card fee.
  await insertActivities(tx, [refundActivity(request, checkout.amountCents + checkout.feeCents)]);
  return reopen ? 'request reopened' : 'refund recorded';
}

async function apply(tx: Database, provider: PaymentProvider, event: ProviderEvent) {
  switch (event.kind) {
    case 'payment_checkout_completed':
      return cardPaid(tx, provider, event);
    case 'payment_checkout_expired': {
      const checkout = await cards.lockCardCheckoutBySession(tx, provider.name, event.sessionId);
      if (checkout?.status !== 'open') return 'ignored';
      await cards.updateCardCheckout(tx, checkout.id, { status: 'expired' });
      return 'checkout expired';
    }
    case 'payment_refunded': {
      const checkout = await cards.lockCardCheckoutByIntent(
        tx,
        provider.name,
        event.paymentIntentId,
      );
      return checkout
        ? cardRefunded(tx, provider.name, event, checkout)
        : applyPlanEvent(tx, provider.name, event);
    }
    case 'payment_disputed': {
      const checkout = await cards.lockCardCheckoutByIntent(
        tx,
        provider.name,
        event.paymentIntentId,
      );
      // A disputed card payment of a request is settled between the payer and the owner.
      return checkout
        ? 'ignored: dispute of a card payment'
        : applyPlanEvent(tx, provider.name, event);
    }
    case 'account_updated': {
      const account = await cards.setPayoutAccountReady(
        tx,
        provider.name,
        event.accountId,
        event.ready,
      );
      if (!account) return 'ignored: unknown account';
      if (event.ready) await cards.enableIntegratedForOwner(tx, account.ownerUserId);
      return event.ready ? 'payouts ready' : 'payouts not ready';
    }
    case 'plan_checkout_completed':
    case 'invoice_paid':
    case 'subscription_updated':
      return applyPlanEvent(tx, provider.name, event);
    default:
      return 'ignored';
  }
}

/**
 * Refund and dispute events name the payment, not what it paid for: for a payment that is not a
 * card checkout's nor a known receipt's, the provider says which plan invoice it paid. Asked
 * before the transaction (the sandbox answers from our database).
 */
async function withInvoice(
  db: Database,
  provider: PaymentProvider,
  event: ProviderEvent,
): Promise<ProviderEvent> {
  if (event.kind !== 'payment_refunded' && event.kind !== 'payment_disputed') return event;
  if (event.kind === 'payment_refunded' && event.invoiceId) return event;
  if (await cards.findCardCheckoutByIntent(db, provider.name, event.paymentIntentId)) return event;
  if (await findReceiptByPayment(db, provider.name, event.paymentIntentId)) return event;
  const invoiceId = await provider.invoiceOfPayment(event.paymentIntentId);
  return { ...event, invoiceId };
}

/**
 * POST /api/payments/webhook/<provider>: verifies the signature over the raw body, then applies
 * the event once (the event id is recorded in the same transaction as its effects, so a repeat
 * finds it and does nothing, and a failure leaves it unrecorded for the provider's retry).
 */
export async function receiveWebhook(
  deps: AppDeps,
  providerName: string,
  rawBody: string,
  headers: Headers,
): Promise<WebhookOutcome> {
  const provider = configuredPaymentProvider(deps);
  if (!provider) return { status: 400, outcome: 'this server takes no card payments' };
  if (provider.name !== providerName) {
    return { status: 400, outcome: `this server uses the ${provider.name} provider` };
  }
  let event: ProviderEvent;
  try {
    event = await withInvoice(deps.db, provider, await provider.parseWebhook(rawBody, headers));
  } catch (err) {
    if (err instanceof WebhookSignatureError) return { status: 400, outcome: err.message };
    throw err;
  }
  const outcome = await deps.db.transaction(async (tx) => {
    const recorded = await cards.recordWebhookEvent(tx, provider.name, event.id, event.type);
    if (!recorded) return 'duplicate: already received';
    const result = await apply(tx, provider, event);
    await cards.finishWebhookEvent(tx, recorded, result);
    return result;
  });
  // Money sent back, plan time taken away, or a payment we would not take in: worth a look.
  const notable = /^(refunding|refused|plan payment)/.test(outcome);
  deps.logger[notable ? 'warn' : 'info'](
    { eventId: event.id, type: event.type, outcome },
    'payment webhook',
  );
  if (event.kind === 'payment_checkout_completed' && outcome === 'request paid') {
    const paid = await repo.findRequest(deps.db, event.paymentRequestId);
    if (paid) void notifyPaymentPaid(deps, paid, 'card');
  }
  return { status: 200, outcome };
}
