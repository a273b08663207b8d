import { DomainError } from '../../errors/domain-error.js';
import { paymentProvider } from '../../payments-provider/index.js';
import { ALL_ROLES, requireTeamRole } from '../membership/membership.js';
import { findUserEmail } from '../payments/payments.repository.js';
import * as repo from './billing.repository.js';
import { effectivePlan, isUnlimited } from './plan.js';
/** The Unlimited plan: $49 a year, renewing automatically. */
export const PLAN_PRICE_CENTS = 4900;
export const BILLING_MESSAGES = {
    alreadyUnlimited: 'This team already has Unlimited.',
    resumeInstead: 'Unlimited is set to end at the end of the paid year: resume it instead.',
    nothingToCancel: 'This team has no active Unlimited subscription to cancel.',
    nothingToResume: 'There is no cancelled Unlimited subscription to resume before it expires.',
};
async function billingView(db, teamId, userId, now = new Date()) {
    const team = await repo.findTeamBilling(db, teamId);
    if (!team)
        throw new DomainError('NOT_FOUND', 'Team not found or access denied');
    const sub = await repo.latestSubscription(db, teamId);
    const unlimited = isUnlimited(team, now);
    const expiresAt = team.plan === 'unlimited' ? team.planExpiresAt : null;
    let status = 'none';
    if (sub || team.plan === 'unlimited') {
        if (!unlimited)
            status = 'expired';
        else if (sub?.cancelAtPeriodEnd || sub?.status === 'canceled')
            status = 'canceled';
        else
            status = 'active';
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
export async function billing(ctx, teamId) {
    const access = await requireTeamRole(ctx, teamId, ALL_ROLES);
    return billingView(ctx.db, teamId, access.userId);
}
/** Owner: the provider's hosted checkout for a year of Unlimited. The webhook sets the plan. */
export async function startPlanCheckout(ctx, teamId) {
    const access = await requireTeamRole(ctx, teamId, ['owner']);
    const current = await billingView(ctx.db, teamId, access.userId);
    if (current.status === 'active') {
        throw new DomainError('CONFLICT', BILLING_MESSAGES.alreadyUnlimited);
    }
    if (current.status === 'canceled') {
        throw new DomainError('CONFLICT', BILLING_MESSAGES.resumeInstead);
    }
    const team = (await repo.findTeamBilling(ctx.db, teamId));
    const base = ctx.deps.config.auth.clientUrl;
    const session = await paymentProvider(ctx.deps).createPlanCheckout({
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
async function setCancel(ctx, teamId, cancel) {
    const access = await requireTeamRole(ctx, teamId, ['owner']);
    const current = await billingView(ctx.db, teamId, access.userId);
    const sub = await repo.latestSubscription(ctx.db, teamId);
    if (cancel && (current.status !== 'active' || !sub)) {
        throw new DomainError('CONFLICT', BILLING_MESSAGES.nothingToCancel);
    }
    if (!cancel && (current.status !== 'canceled' || !sub)) {
        throw new DomainError('CONFLICT', BILLING_MESSAGES.nothingToResume);
    }
    if (!sub)
        throw new DomainError('CONFLICT', BILLING_MESSAGES.nothingToCancel);
    await paymentProvider(ctx.deps).setCancelAtPeriodEnd(sub.subscriptionId, cancel);
    // The provider accepted; its webhook confirms. Recorded now too so the page shows it at once.
    await repo.updateSubscription(ctx.db, sub.id, {
        cancelAtPeriodEnd: cancel,
        status: cancel ? 'canceled' : 'active',
    });
    return billingView(ctx.db, teamId, access.userId);
}
export const cancelPlan = (ctx, teamId) => setCancel(ctx, teamId, true);
export const resumePlan = (ctx, teamId) => setCancel(ctx, teamId, false);
/**
 * Applies a verified plan event inside the webhook's transaction. Safe in any order and twice:
 * rows are created by whichever event names them first, receipts are unique per invoice, the
 * expiry only moves later, and status changes older than the last applied one are skipped.
 */
export async function applyPlanEvent(tx, provider, event) {
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
            const existing = await repo.lockSubscription(tx, provider, event.subscriptionId);
            const teamId = existing?.teamId ?? event.teamId;
            if (!teamId)
                return 'ignored: unknown subscription';
            const sub = existing ??
                (await repo.ensureSubscription(tx, {
                    teamId,
                    provider,
                    subscriptionId: event.subscriptionId,
                }));
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
            });
            const periodEnd = sub.currentPeriodEnd && sub.currentPeriodEnd > event.periodEnd
                ? sub.currentPeriodEnd
                : event.periodEnd;
            await repo.updateSubscription(tx, sub.id, { currentPeriodEnd: periodEnd });
            await repo.extendPlan(tx, teamId, event.periodEnd);
            return 'plan extended';
        }
        case 'subscription_updated': {
            const existing = await repo.lockSubscription(tx, provider, event.subscriptionId);
            const teamId = existing?.teamId ?? event.teamId;
            if (!teamId)
                return 'ignored: unknown subscription';
            const sub = existing ??
                (await repo.ensureSubscription(tx, {
                    teamId,
                    provider,
                    subscriptionId: event.subscriptionId,
                }));
            if (sub.lastEventAt && event.created < sub.lastEventAt)
                return 'ignored: stale';
            // An ended subscription stays ended: a late "updated" cannot revive it.
            if (sub.status === 'expired' && event.status !== 'expired')
                return 'ignored: already ended';
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
        default:
            return 'ignored';
    }
}
//# sourceMappingURL=billing.service.js.map