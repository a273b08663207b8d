import Stripe from 'stripe';
import { WebhookSignatureError } from './provider.js';
import { normalizeStripeEvent } from './stripe-events.js';
/**
 * Stripe through the official SDK: Connect Express accounts and account links for the owner's
 * payouts, Checkout Sessions for a payer's card payment (a destination charge: exactly the
 * requested amount goes to the owner, the fee on top pays Stripe, no application fee) and for
 * the yearly Unlimited subscription; webhooks verified with stripe.webhooks.constructEvent.
 */
export class StripeProvider {
    options;
    name = 'stripe';
    stripe;
    constructor(options) {
        this.options = options;
        this.stripe = new Stripe(options.secretKey, {
            maxNetworkRetries: 2,
            timeout: 20_000,
            ...(options.api ?? {}),
        });
    }
    async createPayoutAccount(input) {
        const account = await this.stripe.accounts.create({
            type: 'express',
            ...(input.email ? { email: input.email } : {}),
            capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
            metadata: { ownerUserId: input.ownerUserId },
        });
        return account.id;
    }
    async createAccountLink(input) {
        const link = await this.stripe.accountLinks.create({
            account: input.accountId,
            type: 'account_onboarding',
            return_url: input.returnUrl,
            refresh_url: input.refreshUrl,
        });
        return link.url;
    }
    async isAccountReady(accountId) {
        const account = await this.stripe.accounts.retrieve(accountId);
        return account.charges_enabled === true && account.payouts_enabled === true;
    }
    async createPaymentCheckout(input) {
        const currency = input.currency.toLowerCase();
        const session = await this.stripe.checkout.sessions.create({
            mode: 'payment',
            line_items: [
                {
                    quantity: 1,
                    price_data: {
                        currency,
                        unit_amount: input.amountCents,
                        product_data: { name: input.description },
                    },
                },
                {
                    quantity: 1,
                    price_data: {
                        currency,
                        unit_amount: input.feeCents,
                        product_data: { name: 'Card processing fee (paid to the card processor)' },
                    },
                },
            ],
            payment_intent_data: {
                transfer_data: { destination: input.destinationAccountId, amount: input.amountCents },
                metadata: { paymentRequestId: input.paymentRequestId },
            },
            metadata: { paymentRequestId: input.paymentRequestId },
            ...(input.customerEmail ? { customer_email: input.customerEmail } : {}),
            success_url: input.successUrl,
            cancel_url: input.cancelUrl,
        }, 
        // One session per request attempt; a retried network call does not open a second one.
        { idempotencyKey: `pay-${input.paymentRequestId}-${Date.now()}` });
        if (!session.url)
            throw new Error('Stripe returned a checkout session without a URL');
        return { sessionId: session.id, url: session.url };
    }
    async createPlanCheckout(input) {
        const metadata = { teamId: input.teamId, startedBy: input.startedBy };
        const session = await this.stripe.checkout.sessions.create({
            mode: 'subscription',
            line_items: [
                {
                    quantity: 1,
                    price_data: {
                        currency: 'usd',
                        unit_amount: input.priceCents,
                        recurring: { interval: 'year' },
                        product_data: { name: `Tiix Unlimited for ${input.teamName}` },
                    },
                },
            ],
            subscription_data: { metadata },
            metadata,
            ...(input.customerEmail ? { customer_email: input.customerEmail } : {}),
            success_url: input.successUrl,
            cancel_url: input.cancelUrl,
        });
        if (!session.url)
            throw new Error('Stripe returned a checkout session without a URL');
        return { sessionId: session.id, url: session.url };
    }
    async setCancelAtPeriodEnd(subscriptionId, cancel) {
        await this.stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: cancel });
    }
    async parseWebhook(rawBody, headers) {
        const signature = headers.get('stripe-signature');
        if (!signature)
            throw new WebhookSignatureError('Missing webhook signature');
        let event;
        try {
            event = this.stripe.webhooks.constructEvent(rawBody, signature, this.options.webhookSecret);
        }
        catch (err) {
            throw new WebhookSignatureError(err.message);
        }
        return normalizeStripeEvent(event);
    }
}
//# sourceMappingURL=stripe.js.map