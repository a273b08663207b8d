import { SandboxProvider, sandboxWebhookSecret } from './sandbox.js';
import { StripeProvider } from './stripe.js';
export * from './provider.js';
// One provider per app (its SDK client, the sandbox's webhook target), built on first use.
const providers = new WeakMap();
/** The configured provider: Stripe when configured, else the offline sandbox. */
export function paymentProvider(deps) {
    let provider = providers.get(deps);
    if (!provider) {
        const config = deps.config.payments;
        provider =
            config.provider === 'stripe'
                ? new StripeProvider({
                    secretKey: config.stripeSecretKey,
                    webhookSecret: config.stripeWebhookSecret,
                    ...(config.stripeApi ? { api: config.stripeApi } : {}),
                })
                : new SandboxProvider(deps.db, deps.logger.child({ component: 'payments-sandbox' }), sandboxWebhookSecret(deps.config.dataDir, config.sandboxWebhookSecret), deps.config.auth.clientUrl);
        providers.set(deps, provider);
    }
    return provider;
}
/** For tests: use this provider for these deps (e.g. Stripe against a local API). */
export function setPaymentProvider(deps, provider) {
    providers.set(deps, provider);
}
//# sourceMappingURL=index.js.map