import { paymentProvider, WebhookSignatureError, } from '../../payments-provider/index.js';
import { insertActivities } from '../activity/activity.repository.js';
import { applyPlanEvent } from '../billing/billing.service.js';
import * as repo from './payments.repository.js';
import { paymentActivities } from './payments.service.js';
import { postSystemMessage } from '../chat/chat.system.js';
import { notifyPaymentPaid } from '../notifications/payment-notices.js';
/**
 * A card payment completed. Only an open checkout counts, once: it moves to completed, and the
 * request becomes paid if it is still open. A late or repeated completion changes nothing; money
 * arriving for a request already settled another way is still written to the ledger.
 */
async function cardPaid(tx, provider, event) {
    const checkout = await repo.lockCardCheckoutBySession(tx, provider, event.sessionId);
    if (!checkout)
        return 'ignored: unknown checkout session';
    if (checkout.status !== 'open')
        return `ignored: checkout already ${checkout.status}`;
    if (checkout.requestId !== event.paymentRequestId)
        return 'ignored: request mismatch';
    if (event.amountTotalCents !== checkout.amountCents + checkout.feeCents) {
        return 'ignored: amount mismatch';
    }
    await repo.updateCardCheckout(tx, checkout.id, {
        status: 'completed',
        paymentIntentId: event.paymentIntentId,
    });
    const request = await repo.lockRequest(tx, checkout.requestId);
    if (!request)
        return 'ignored: request deleted';
    const open = request.status === 'pending' || request.status === 'payer_marked_paid';
    if (!open) {
        await repo.appendLedger(tx, [
            {
                requestId: request.id,
                actorUserId: checkout.payerUserId,
                kind: 'card_payment',
                fromStatus: request.status,
                toStatus: request.status,
                amountCents: checkout.amountCents,
                note: `card payment received while already ${request.status} (session ${event.sessionId})`,
            },
        ]);
        return 'recorded: request was already settled';
    }
    const updated = await repo.updateRequestIfStatus(tx, request.id, request.status, {
        status: 'paid',
        paidAt: event.created,
        paidVia: 'card',
    });
    if (!updated)
        throw new Error('payment request changed under its row lock');
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
/** A full refund reopens a request the refunded card payment had paid. */
async function cardRefunded(tx, provider, event) {
    const checkout = await repo.lockCardCheckoutByIntent(tx, provider, event.paymentIntentId);
    if (!checkout)
        return 'ignored: unknown payment';
    if (checkout.status !== 'completed')
        return `ignored: checkout ${checkout.status}`;
    await repo.updateCardCheckout(tx, checkout.id, { status: 'refunded' });
    const request = await repo.lockRequest(tx, checkout.requestId);
    if (!request)
        return 'ignored: request deleted';
    const reopen = request.status === 'paid' && request.paidVia === 'card';
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
            note: `card payment refunded (${event.paymentIntentId})`,
        },
    ]);
    return reopen ? 'request reopened' : 'refund recorded';
}
async function apply(tx, provider, event) {
    switch (event.kind) {
        case 'payment_checkout_completed':
            return cardPaid(tx, provider, event);
        case 'payment_checkout_expired': {
            const checkout = await repo.lockCardCheckoutBySession(tx, provider, event.sessionId);
            if (checkout?.status !== 'open')
                return 'ignored';
            await repo.updateCardCheckout(tx, checkout.id, { status: 'expired' });
            return 'checkout expired';
        }
        case 'payment_refunded':
            return cardRefunded(tx, provider, event);
        case 'account_updated': {
            const account = await repo.setPayoutAccountReady(tx, provider, event.accountId, event.ready);
            if (!account)
                return 'ignored: unknown account';
            if (event.ready)
                await repo.enableIntegratedForOwner(tx, account.ownerUserId);
            return event.ready ? 'payouts ready' : 'payouts not ready';
        }
        case 'plan_checkout_completed':
        case 'invoice_paid':
        case 'subscription_updated':
            return applyPlanEvent(tx, provider, event);
        default:
            return 'ignored';
    }
}
/**
 * POST /api/payments/webhook/<provider>: verifies the signature over the raw body, then applies
 * the event once (the event id is recorded in the same transaction as its effects, so a repeat
 * finds it and does nothing, and a failure leaves it unrecorded for the provider's retry).
 */
export async function receiveWebhook(deps, providerName, rawBody, headers) {
    const provider = paymentProvider(deps);
    if (provider.name !== providerName) {
        return { status: 400, outcome: `this server uses the ${provider.name} provider` };
    }
    let event;
    try {
        event = await provider.parseWebhook(rawBody, headers);
    }
    catch (err) {
        if (err instanceof WebhookSignatureError)
            return { status: 400, outcome: err.message };
        throw err;
    }
    const outcome = await deps.db.transaction(async (tx) => {
        const recorded = await repo.recordWebhookEvent(tx, provider.name, event.id, event.type);
        if (!recorded)
            return 'duplicate: already received';
        const result = await apply(tx, provider.name, event);
        await repo.finishWebhookEvent(tx, recorded, result);
        return result;
    });
    deps.logger.info({ eventId: event.id, type: event.type, outcome }, 'payment webhook');
    if (event.kind === 'payment_checkout_completed' && outcome === 'request paid') {
        const paid = await repo.findRequest(deps.db, event.paymentRequestId);
        if (paid)
            void notifyPaymentPaid(deps, paid, 'card');
    }
    return { status: 200, outcome };
}
//# sourceMappingURL=payments.webhooks.js.map