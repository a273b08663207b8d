import { z } from 'zod';

const blankAsUnset = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;
const env = <T extends z.ZodType>(schema: T) => z.preprocess(blankAsUnset, schema);

/** Environment variables of the payment provider (documented in the README's configuration). */
export const paymentsEnvSchema = {
  // stripe: the real one; sandbox: the offline provider on our own origin, where test cards buy
  // the plan, so only when chosen (`pnpm start`, `pnpm dev` and the tests choose it); none: no
  // card payments. Default: stripe when STRIPE_SECRET_KEY is set, else none.
  PAYMENTS_PROVIDER: env(z.enum(['sandbox', 'stripe', 'none']).optional()),
  STRIPE_SECRET_KEY: env(
    z
      .string()
      .regex(/^(sk|rk)_(test|live)_\S+$/, 'must be a Stripe secret key (sk_test_..., sk_live_...)')
      .optional(),
  ),
  STRIPE_WEBHOOK_SECRET: env(
    z
      .string()
      .regex(/^whsec_\S+$/, 'must be a Stripe webhook signing secret (whsec_...)')
      .optional(),
  ),
  // Another Stripe API address (e.g. stripe-mock or a local stand-in in tests); unset: Stripe's.
  STRIPE_API_URL: env(
    z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  ),
  // Signing secret of the sandbox's webhooks; unset: generated once per data folder.
  SANDBOX_WEBHOOK_SECRET: env(z.string().min(16, 'must be at least 16 characters').optional()),
};

interface PaymentsEnv {
  NODE_ENV?: 'development' | 'production' | 'test' | undefined;
  PAYMENTS_PROVIDER?: 'sandbox' | 'stripe' | 'none' | undefined;
  STRIPE_SECRET_KEY?: string | undefined;
  STRIPE_WEBHOOK_SECRET?: string | undefined;
  STRIPE_API_URL?: string | undefined;
  SANDBOX_WEBHOOK_SECRET?: string | undefined;
}

export type PaymentsConfig =
  /** No provider: card checkout, card payment of a request and plan purchase are refused. */
  | { provider: 'none' }
  | { provider: 'sandbox'; sandboxWebhookSecret: string | undefined }
  | {
      provider: 'stripe';
      stripeSecretKey: string;
      stripeWebhookSecret: string;
      /** Set: the SDK talks to this address instead of Stripe's. */
      stripeApi: { host: string; port: number; protocol: 'http' | 'https' } | undefined;
    };

/**
 * Throws a message naming the variable when the choice cannot work. The sandbox never becomes
 * the provider by default: its test cards would sell the plan with no money moving.
 */
export function buildPaymentsConfig(e: PaymentsEnv): PaymentsConfig {
  const provider = e.PAYMENTS_PROVIDER ?? (e.STRIPE_SECRET_KEY ? 'stripe' : 'none');
  if (provider === 'none') return { provider };
  if (provider === 'sandbox') {
    // Real keys next to the sandbox in production: a deployment meant for Stripe selling the
    // plan for a test card.
    if (e.NODE_ENV === 'production' && e.STRIPE_SECRET_KEY) {
      throw new Error(
        'PAYMENTS_PROVIDER=sandbox with STRIPE_SECRET_KEY set: remove PAYMENTS_PROVIDER to use Stripe, or unset STRIPE_SECRET_KEY to run the sandbox (test cards, no real money)',
      );
    }
    return { provider, sandboxWebhookSecret: e.SANDBOX_WEBHOOK_SECRET };
  }
  if (!e.STRIPE_SECRET_KEY) {
    throw new Error(
      'PAYMENTS_PROVIDER=stripe needs STRIPE_SECRET_KEY (sk_live_... or sk_test_...)',
    );
  }
  if (!e.STRIPE_WEBHOOK_SECRET) {
    throw new Error(
      'STRIPE_SECRET_KEY needs STRIPE_WEBHOOK_SECRET, the signing secret of the webhook endpoint /api/payments/webhook/stripe: without it no payment is ever confirmed',
    );
  }
  return {
    provider,
    stripeSecretKey: e.STRIPE_SECRET_KEY,
    stripeWebhookSecret: e.STRIPE_WEBHOOK_SECRET,
    stripeApi: e.STRIPE_API_URL ? apiAddress(e.STRIPE_API_URL) : undefined,
  };
}

/**
 * The start-up warning while the sandbox takes payments (main.ts prints it loudly); null
 * otherwise.
 */
export function paymentsStartupWarning(config: PaymentsConfig): string | null {
  if (config.provider !== 'sandbox') return null;
  return 'PAYMENTS_PROVIDER=sandbox: card payments and the Unlimited plan go through the offline sandbox with test cards; no real money moves. Set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET (and unset PAYMENTS_PROVIDER) for real payments.';
}

function apiAddress(url: string) {
  const u = new URL(url);
  const protocol = u.protocol === 'http:' ? ('http' as const) : ('https' as const);
  return { host: u.hostname, port: Number(u.port) || (protocol === 'http' ? 80 : 443), protocol };
}
