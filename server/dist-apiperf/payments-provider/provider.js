/**
 * The payment provider behind card checkout, owner payouts and the Unlimited subscription.
 * Two implementations: StripeProvider (the real one) and SandboxProvider (offline, on our own
 * origin, the default without a Stripe key). Both report what happened only through signed
 * webhooks, which `parseWebhook` verifies and turns into the events below; the payments and
 * billing services act on those events alone (docs/decisions/005-payments.md).
 */
/** US card pricing of the provider: 2.9% + 30 cents per successful charge. */
export const CARD_FEE_PERCENT_TENTHS = 29; // 2.9% in tenths of a percent
export const CARD_FEE_FIXED_CENTS = 30;
/**
 * The fee a payer adds so that the owner receives the full amount: the charge C satisfies
 * C - (2.9% of C + 30) >= amount, the smallest such whole number of cents. We take no cut.
 */
export function cardFeeCents(amountCents) {
    const total = Math.ceil(((amountCents + CARD_FEE_FIXED_CENTS) * 1000) / (1000 - CARD_FEE_PERCENT_TENTHS));
    return total - amountCents;
}
/** The webhook's signature is missing, wrong or too old; the body was not trusted. */
export class WebhookSignatureError extends Error {
    name = 'WebhookSignatureError';
}
//# sourceMappingURL=provider.js.map