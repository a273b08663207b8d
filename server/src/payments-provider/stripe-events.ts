import type { ProviderEvent, ProviderEventBody } from './provider.js';

/**
 * Stripe's event shapes -> provider-neutral events. The sandbox sends the same shapes, so one
 * reading serves both and the sandbox exercises the real path.
 */

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj => (v && typeof v === 'object' ? (v as Obj) : {});
const str = (v: unknown): string | null => (typeof v === 'string' && v ? v : null);
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
/** An expandable field: an id string or the expanded object with an id. */
const idOf = (v: unknown): string | null => str(v) ?? str(obj(v).id);
const unix = (v: unknown): Date | null => {
  const n = num(v);
  return n === null ? null : new Date(n * 1000);
};

function subscriptionStatus(o: Obj, deleted: boolean) {
  if (deleted) return 'expired' as const;
  const status = str(o.status);
  if (status === 'canceled' || status === 'incomplete_expired') return 'expired' as const;
  if (status === 'active' || status === 'trialing' || status === 'past_due') {
    return o.cancel_at_period_end === true ? ('canceled' as const) : ('active' as const);
  }
  return 'incomplete' as const;
}

function body(type: string, o: Obj): ProviderEventBody {
  const metadata = obj(o.metadata);
  switch (type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const sessionId = str(o.id);
      if (!sessionId || o.payment_status !== 'paid') return { kind: 'ignored' };
      if (o.mode === 'payment') {
        const paymentRequestId = str(metadata.paymentRequestId);
        const amount = num(o.amount_total);
        if (!paymentRequestId || amount === null) return { kind: 'ignored' };
        return {
          kind: 'payment_checkout_completed',
          sessionId,
          paymentIntentId: idOf(o.payment_intent),
          paymentRequestId,
          amountTotalCents: amount,
        };
      }
      if (o.mode === 'subscription') {
        const teamId = str(metadata.teamId);
        const subscriptionId = idOf(o.subscription);
        if (!teamId || !subscriptionId) return { kind: 'ignored' };
        return {
          kind: 'plan_checkout_completed',
          sessionId,
          teamId,
          subscriptionId,
          customerId: idOf(o.customer),
          startedBy: str(metadata.startedBy),
        };
      }
      return { kind: 'ignored' };
    }
    case 'checkout.session.expired': {
      const sessionId = str(o.id);
      return sessionId && o.mode === 'payment'
        ? { kind: 'payment_checkout_expired', sessionId }
        : { kind: 'ignored' };
    }
    case 'charge.refunded': {
      const paymentIntentId = idOf(o.payment_intent);
      if (!paymentIntentId) return { kind: 'ignored' };
      return {
        kind: 'payment_refunded',
        paymentIntentId,
        full: o.refunded === true,
        // Older API versions name the invoice on the charge.
        invoiceId: idOf(o.invoice),
      };
    }
    case 'charge.dispute.created': {
      const paymentIntentId = idOf(o.payment_intent);
      const disputeId = str(o.id);
      return paymentIntentId && disputeId
        ? { kind: 'payment_disputed', paymentIntentId, disputeId, invoiceId: null }
        : { kind: 'ignored' };
    }
    case 'account.updated': {
      const accountId = str(o.id);
      if (!accountId) return { kind: 'ignored' };
      return {
        kind: 'account_updated',
        accountId,
        ready: o.charges_enabled === true && o.payouts_enabled === true,
      };
    }
    case 'invoice.paid': {
      const invoiceId = str(o.id);
      const details = obj(obj(o.parent).subscription_details);
      const subscriptionId = idOf(details.subscription);
      const lines = obj(o.lines).data;
      const line = Array.isArray(lines) ? obj(lines[0]) : {};
      const periodEnd = unix(obj(line.period).end);
      const amount = num(o.amount_paid);
      // The invoice's payments (when expanded), or the field older API versions had.
      const payments = obj(o.payments).data;
      const payment = Array.isArray(payments) ? obj(obj(payments[0]).payment) : {};
      if (!invoiceId || !subscriptionId || !periodEnd || amount === null) {
        return { kind: 'ignored' };
      }
      return {
        kind: 'invoice_paid',
        invoiceId,
        subscriptionId,
        teamId: str(obj(details.metadata).teamId),
        amountCents: amount,
        currency: (str(o.currency) ?? 'usd').toUpperCase(),
        periodEnd,
        url: str(o.hosted_invoice_url),
        paymentIntentId: idOf(payment.payment_intent) ?? idOf(o.payment_intent),
      };
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const subscriptionId = str(o.id);
      if (!subscriptionId) return { kind: 'ignored' };
      const items = obj(o.items).data;
      const item = Array.isArray(items) ? obj(items[0]) : {};
      return {
        kind: 'subscription_updated',
        subscriptionId,
        teamId: str(metadata.teamId),
        status: subscriptionStatus(o, type === 'customer.subscription.deleted'),
        cancelAtPeriodEnd: o.cancel_at_period_end === true,
        periodEnd: unix(item.current_period_end),
      };
    }
    default:
      return { kind: 'ignored' };
  }
}

/** Reads a Stripe-shaped event (already verified); unknown types become `ignored`. */
export function normalizeStripeEvent(event: unknown): ProviderEvent {
  const e = obj(event);
  const id = str(e.id);
  const type = str(e.type);
  if (!id || !type) throw new Error('Webhook event without id or type');
  return {
    id,
    type,
    created: unix(e.created) ?? new Date(),
    ...body(type, obj(obj(e.data).object)),
  };
}
