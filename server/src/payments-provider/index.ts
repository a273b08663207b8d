import type { AppDeps } from '../context.js';
import { DomainError } from '../errors/domain-error.js';
import { PAYMENTS_NOT_CONFIGURED, type PaymentProvider } from './provider.js';
import { SandboxProvider, sandboxWebhookSecret } from './sandbox.js';
import { StripeProvider } from './stripe.js';

export * from './provider.js';

// One provider per app (its SDK client, the sandbox's webhook target), built on first use.
const providers = new WeakMap<AppDeps, PaymentProvider>();

/** The configured provider: Stripe or the sandbox; null when none is configured. */
export function configuredPaymentProvider(deps: AppDeps): PaymentProvider | null {
  let provider = providers.get(deps);
  if (!provider) {
    const config = deps.config.payments;
    if (config.provider === 'none') return null;
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

/** The provider for an action that moves money; refused on a server without one. */
export function paymentProvider(deps: AppDeps): PaymentProvider {
  const provider = configuredPaymentProvider(deps);
  if (!provider) {
    throw new DomainError('BAD_USER_INPUT', PAYMENTS_NOT_CONFIGURED, 'payments_not_configured');
  }
  return provider;
}

/** For tests: use this provider for these deps (e.g. Stripe against a local API). */
export function setPaymentProvider(deps: AppDeps, provider: PaymentProvider): void {
  providers.set(deps, provider);
}
