import type { Database } from '../../db/client.js';
import { DomainError } from '../../errors/domain-error.js';
import { paymentProvider, type ProviderEvent } from '../../payments-provider/index.js';
import { ALL_ROLES, requireTeamRole } from '../membership/membership.js';
import type { PaymentsContext } from '../payments/payments.service.js';
import { findUserEmail } from '../payments/payments.repository.js';
import * as repo from './billing.repository.js';
import {
  effectivePlan,
  isUnlimited,
  PLAN_PRICE_CENTS,
  TEAM_NOT_FOUND_OR_DENIED,
} from '@tiix/domain';

export const PLAN_CURRENCY = 'USD';
/** A paid invoice extends the plan by a year at most, with room for the provider's clock. */
const MAX_INVOICE_PERIOD_MS = 400 * 24 * 3600 * 1000;

export const BILLING_MESSAGES = {
  alreadyUnlimited: 'This team already has Unlimited.',
  resumeInstead: 'Unlimited is set to end at the end of the paid year: resume it instead.',
  nothingToCancel: 'This team has no active Unlimited subscription to cancel.',
  nothingToResume: 'There is no cancelled Unlimited subscription to resume before it expires.',
} as const;

export interface BillingView {
  teamId: string;
  plan: 'free' | 'unlimited';
  status: 'active' | 'canceled' | 'expired' | 'none';
  renewsAt: Date | null;
  expiresAt: Date | null;
  cancelAtPeriodEnd: boolean;
  receipts: {
    id: string;
    at: Date;
    amountCents: number;
    currency: string;
    description: string;
    url: string | null;
  }[];
  priceCents: number;
  canManage: boolean;
}

async function billingView(
  db: Database,
  teamId: string,
  userId: string,
  now = new Date(),
): Promise<BillingView> {
  const team = await repo.findTeamBilling(db, teamId);
  if (!team) throw new DomainError('NOT_FOUND', TEAM_NOT_FOUND_OR_DENIED);
  const sub = await repo.latestSubscription(db, teamId);
  const unlimited = isUnlimited(team, now);
  const expiresAt = team.plan === 'unlimited' ? team.planExpiresAt : null;
  let status: BillingView['status'] = 'none';
  if (sub || team.plan === 'unlimited') {
    if (!unlimited) status = 'expired';
    else if (sub?.cancelAtPeriodEnd || sub?.status === 'canceled') status = 'canceled';
    else status = 'active';
  }
  const receipts = await repo.listReceipts(db, teamId);
  return {
    teamId,
    plan: effectivePlan(team, now),
    status,
    renewsAt: status === 'active' && sub ? expiresAt : null,
    expiresAt,
    cancelAtPeriodEnd: status === 'canceled',
    receipts: receipts.map((r) => ({
      id: r.id,
      at: r.paidAt,
      amountCents: r.amountCents,
      currency: r.currency,
      description: r.description,
      url: r.url,
    })),
    priceCents: PLAN_PRICE_CENTS,
    canManage: team.ownerId === userId,
  };
}

/** Plan, renewal, receipts: members read, the owner manages. */
export async function billing(ctx: PaymentsContext, teamId: string) {
  const access = await requireTeamRole(ctx, teamId, ALL_ROLES);
  return billingView(ctx.db, teamId, access.userId);
}

/** Owner: the provider's hosted checkout for a year of Unlimited. The webhook sets the plan. */
export async function startPlanCheckout(ctx: PaymentsContext, teamId: string): Promise<string> {
  const access = await requireTeamRole(ctx, teamId, ['owner']);
  const provider = paymentProvider(ctx.deps);
  const current = await billingView(ctx.db, teamId, access.userId);
  if (current.status === 'active') {
    throw new DomainError('CONFLICT', BILLING_MESSAGES.alreadyUnlimited);
  }
  if (current.status === 'canceled') {
    throw new DomainError('CONFLICT', BILLING_MESSAGES.resumeInstead);
  }
  const team = (await repo.findTeamBilling(ctx.db, teamId))!;
  const base = ctx.deps.config.auth.clientUrl;
  const session = await provider.createPlanCheckout({
    teamId,
    teamName: team.name,
    priceCents: PLAN_PRICE_CENTS,
    customerEmail: await findUserEmail(ctx.db, access.userId),
    startedBy: access.userId,
    successUrl: `${base}/app/settings?billing=success&team=${teamId}`,
    cancelUrl: `${base}/app/settings?billing=cancelled&team=${teamId}`,
  });
  return session.url;
}

async function setCancel(ctx: PaymentsContext, teamId: string, cancel: boolean) {
  const access = await requireTeamRole(ctx, teamId, ['owner']);
  const current = await billingView(ctx.db, teamId, access.userId);
  const sub = await repo.latestSubscription(ctx.db, teamId);
  if (cancel && (current.status !== 'active' || !sub)) {
    throw new DomainError('CONFLICT', BILLING_MESSAGES.nothingToCancel);
  }
  if (!cancel && (current.status !== 'canceled' || !sub)) {
    throw new DomainError('CONFLICT', BILLING_MESSAGES.nothingToResume);
  }
  if (!sub) throw new DomainError('CONFLICT', BILLING_MESSAGES.nothingToCancel);
  await paymentProvider(ctx.deps).setCancelAtPeriodEnd(sub.subscriptionId, cancel);
  // The provider accepted; its webhook confirms. Recorded now too so the page shows it at once.
  await repo.updateSubscription(ctx.db, sub.id, {
    cancelAtPeriodEnd: cancel,
    status: cancel ? 'canceled' : 'active',
  });
  return billingView(ctx.db, teamId, access.userId);
}

export const cancelPlan = (ctx: PaymentsContext, teamId: string) => setCancel(ctx, teamId, true);
export const resumePlan = (ctx: PaymentsContext, teamId: string) => setCancel(ctx, teamId, false);

/**
 * Applies a verified plan event inside the webhook's transaction. Safe in any order and twice:
 * rows are created by whichever event names them first, receipts are unique per invoice, a paid
 * invoice only moves the expiry later, a refund or dispute takes back the time its invoice paid
 * for, and status changes older than the last applied one are skipped.
 */
export async function applyPlanEvent(
  tx: Database,
  provider: string,
  event: ProviderEvent,
): Promise<string> {
  switch (event.kind) {
    case 'plan_checkout_completed': {
      const sub = await repo.ensureSubscription(tx, {
        teamId: event.teamId,
        provider,
        subscriptionId: event.subscriptionId,
        customerId: event.customerId,
        startedBy: event.startedBy,
      });
      if (!sub.customerId && event.customerId) {
        await repo.updateSubscription(tx, sub.id, { customerId: event.customerId });
      }
      return 'subscription recorded';
    }
    case 'invoice_paid': {
      // Only the plan's price buys the plan: another amount (a changed price at the provider,
      // a coupon, a subscription made outside our checkout) extends nothing.
      if (event.amountCents !== PLAN_PRICE_CENTS || event.currency !== PLAN_CURRENCY) {
        return `refused: invoice ${event.invoiceId} paid ${event.amountCents} ${event.currency}, the plan costs ${PLAN_PRICE_CENTS} ${PLAN_CURRENCY}`;
      }
      const existing = await repo.lockSubscription(tx, provider, event.subscriptionId);
      const teamId = existing?.teamId ?? event.teamId;
      if (!teamId) return 'ignored: unknown subscription';
      // One year from now, or from the end of the year already paid for (a renewal).
      const from = Math.max(event.created.getTime(), existing?.currentPeriodEnd?.getTime() ?? 0);
      if (event.periodEnd.getTime() > from + MAX_INVOICE_PERIOD_MS) {
        return `refused: invoice ${event.invoiceId} pays until ${event.periodEnd.toISOString()}, more than a year ahead`;
      }
      const sub =
        existing ??
        (await repo.ensureSubscription(tx, {
          teamId,
          provider,
          subscriptionId: event.subscriptionId,
        }));
      const known = await repo.findReceiptByInvoice(tx, provider, event.invoiceId);
      // Refunded or disputed before this (late) event arrived: its year does not count.
      if (known?.revokedAt) return 'ignored: invoice refunded or disputed';
      await repo.insertReceipt(tx, {
        teamId,
        provider,
        invoiceId: event.invoiceId,
        subscriptionId: event.subscriptionId,
        amountCents: event.amountCents,
        currency: event.currency,
        description: 'Tiix Unlimited, 1 year',
        url: event.url,
        paidAt: event.created,
        periodEnd: event.periodEnd,
        paymentIntentId: event.paymentIntentId,
      });
      const periodEnd =
        sub.currentPeriodEnd && sub.currentPeriodEnd > event.periodEnd
          ? sub.currentPeriodEnd
          : event.periodEnd;
      await repo.updateSubscription(tx, sub.id, { currentPeriodEnd: periodEnd });
      await repo.extendPlan(tx, teamId, event.periodEnd);
      return 'plan extended';
    }
    case 'subscription_updated': {
      const existing = await repo.lockSubscription(tx, provider, event.subscriptionId);
      const teamId = existing?.teamId ?? event.teamId;
      if (!teamId) return 'ignored: unknown subscription';
      const sub =
        existing ??
        (await repo.ensureSubscription(tx, {
          teamId,
          provider,
          subscriptionId: event.subscriptionId,
        }));
      if (sub.lastEventAt && event.created < sub.lastEventAt) return 'ignored: stale';
      // An ended subscription stays ended: a late "updated" cannot revive it.
      if (sub.status === 'expired' && event.status !== 'expired') return 'ignored: already ended';
      await repo.updateSubscription(tx, sub.id, {
        status: event.status,
        cancelAtPeriodEnd: event.cancelAtPeriodEnd,
        lastEventAt: event.created,
        ...(event.periodEnd && (!sub.currentPeriodEnd || event.periodEnd > sub.currentPeriodEnd)
          ? { currentPeriodEnd: event.periodEnd }
          : {}),
      });
      return `subscription ${event.status}`;
    }
    case 'payment_refunded':
    case 'payment_disputed': {
      const receipt = await repo.lockReceipt(tx, provider, event);
      if (!receipt) return 'ignored: unknown payment';
      if (receipt.revokedAt) return 'ignored: plan payment already refunded or disputed';
      const what = event.kind === 'payment_refunded' ? 'refunded' : 'disputed';
      await repo.revokeReceipt(tx, receipt.id, {
        revokedAt: event.created,
        description: `${receipt.description} (${what})`,
        paymentIntentId: event.paymentIntentId,
      });
      // The plan keeps only the time other receipts paid for: often none, and it ends now.
      const now = new Date();
      const paid = await repo.paidUntil(tx, receipt.teamId);
      await repo.shortenPlan(tx, receipt.teamId, paid && paid > now ? paid : now);
      return `plan payment ${what}: Unlimited shortened`;
    }
    default:
      return 'ignored';
  }
}
