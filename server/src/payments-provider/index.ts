import type { AppBase, AppDeps } from '../context.js';
import { DomainError } from '../errors/domain-error.js';
import { PAYMENTS_NOT_CONFIGURED, type PaymentProvider } from './provider.js';
import { SandboxProvider, sandboxWebhookSecret } from './sandbox.js';
import { StripeProvider } from './stripe.js';

export * from './provider.js';

/**
 * The configured provider, Stripe or the sandbox, or null when none is configured. Built once
 * per app by the composition root (composition.ts): its SDK client and the sandbox's webhook
 * target live as long as the app.
 */
export function createPaymentProvider(base: AppBase): PaymentProvider | null {
  const config = base.config.payments;
  if (config.provider === 'none') return null;
  return config.provider === 'stripe'
    ? new StripeProvider({
        secretKey: config.stripeSecretKey,
        webhookSecret: config.stripeWebhookSecret,
        ...(config.stripeApi ? { api: config.stripeApi } : {}),
      })
    : new SandboxProvider(
        base.db,
        base.logger.child({ component: 'payments-sandbox' }),
        sandboxWebhookSecret(base.config.dataDir, config.sandboxWebhookSecret),
        base.config.auth.clientUrl,
      );
}

/** The app's provider (or null), as the composition root built it. */
export const configuredPaymentProvider = (
  deps: Pick<AppDeps, 'paymentProvider'>,
): PaymentProvider | null => deps.paymentProvider;

/** The provider for an action that moves money; refused on a server without one. */
export function paymentProvider(deps: Pick<AppDeps, 'paymentProvider'>): PaymentProvider {
  const provider = deps.paymentProvider;
  if (!provider) {
    throw new DomainError('BAD_USER_INPUT', PAYMENTS_NOT_CONFIGURED, 'payments_not_configured');
  }
  return provider;
}
