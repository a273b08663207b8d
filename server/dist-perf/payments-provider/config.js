import { z } from 'zod';
const blankAsUnset = (value) => typeof value === 'string' && value.trim() === '' ? undefined : value;
const env = (schema) => z.preprocess(blankAsUnset, schema);
/** Environment variables of the payment provider (documented in the README's configuration). */
export const paymentsEnvSchema = {
    // sandbox: the offline provider on our own origin; stripe: the real one. Default: stripe
    // when STRIPE_SECRET_KEY is set, else sandbox, so a fresh checkout runs with no account.
    PAYMENTS_PROVIDER: env(z.enum(['sandbox', 'stripe']).optional()),
    STRIPE_SECRET_KEY: env(z
        .string()
        .regex(/^(sk|rk)_(test|live)_\S+$/, 'must be a Stripe secret key (sk_test_..., sk_live_...)')
        .optional()),
    STRIPE_WEBHOOK_SECRET: env(z
        .string()
        .regex(/^whsec_\S+$/, 'must be a Stripe webhook signing secret (whsec_...)')
        .optional()),
    // Another Stripe API address (e.g. stripe-mock or a local stand-in in tests); unset: Stripe's.
    STRIPE_API_URL: env(z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional()),
    // Signing secret of the sandbox's webhooks; unset: generated once per data folder.
    SANDBOX_WEBHOOK_SECRET: env(z.string().min(16, 'must be at least 16 characters').optional()),
};
/** Throws a message naming the variable when the choice cannot work. */
export function buildPaymentsConfig(e) {
    const provider = e.PAYMENTS_PROVIDER ?? (e.STRIPE_SECRET_KEY ? 'stripe' : 'sandbox');
    if (provider === 'sandbox') {
        return { provider, sandboxWebhookSecret: e.SANDBOX_WEBHOOK_SECRET };
    }
    if (!e.STRIPE_SECRET_KEY || !e.STRIPE_WEBHOOK_SECRET) {
        throw new Error('PAYMENTS_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET (the signing secret of the webhook endpoint /api/payments/webhook/stripe)');
    }
    return {
        provider,
        stripeSecretKey: e.STRIPE_SECRET_KEY,
        stripeWebhookSecret: e.STRIPE_WEBHOOK_SECRET,
        stripeApi: e.STRIPE_API_URL ? apiAddress(e.STRIPE_API_URL) : undefined,
    };
}
function apiAddress(url) {
    const u = new URL(url);
    const protocol = u.protocol === 'http:' ? 'http' : 'https';
    return { host: u.hostname, port: Number(u.port) || (protocol === 'http' ? 80 : 443), protocol };
}
//# sourceMappingURL=config.js.map