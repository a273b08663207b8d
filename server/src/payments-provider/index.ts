import type { AppDeps } from '../context.js';
import type { PaymentProvider } from './provider.js';
import { SandboxProvider, sandboxWebhookSecret } from './sandbox.js';
import { StripeProvider } from './stripe.js';

export * from './provider.js';

// One provider per app (its SDK client, the sandbox's webhook target), built on first use.
const providers = new WeakMap<AppDeps, PaymentProvider>();

/** The configured provider: Stripe when configured, else the offline sandbox. */
export function paymentProvider(deps: AppDeps): PaymentProvider {
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
        : new SandboxProvider(
            deps.db,
            deps.logger.child({ component: 'payments-sandbox' }),
            sandboxWebhookSecret(deps.config.dataDir, config.sandboxWebhookSecret),
            deps.config.auth.clientUrl,
          );
    providers.set(deps, provider);
  }
  return provider;
}

/** For tests: use this provider for these deps (e.g. Stripe against a local API). */
export function setPaymentProvider(deps: AppDeps, provider: PaymentProvider): void {
  providers.set(deps, provider);
}
