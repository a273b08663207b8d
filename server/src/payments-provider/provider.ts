/**
 * The payment provider behind card checkout, owner payouts and the Unlimited subscription.
 * Two implementations: StripeProvider (the real one) and SandboxProvider (offline, on our own
 * origin, the default without a Stripe key). Both report what happened only through signed
 * webhooks, which `parseWebhook` verifies and turns into the events below; the payments and
 * billing services act on those events alone (docs/decisions/005-payments.md).
 */

export type ProviderName = 'sandbox' | 'stripe';

/** US card pricing of the provider: 2.9% + 30 cents per successful charge. */
export const CARD_FEE_PERCENT_TENTHS = 29; // 2.9% in tenths of a percent
export const CARD_FEE_FIXED_CENTS = 30;

/**
 * The fee a payer adds so that the owner receives the full amount: the charge C satisfies
 * C - (2.9% of C + 30) >= amount, the smallest such whole number of cents. We take no cut.
 */
export function cardFeeCents(amountCents: number): number {
  const total = Math.ceil(
    ((amountCents + CARD_FEE_FIXED_CENTS) * 1000) / (1000 - CARD_FEE_PERCENT_TENTHS),
  );
  return total - amountCents;
}

export interface PaymentCheckoutInput {
  paymentRequestId: string;
  amountCents: number;
  feeCents: number;
  currency: string;
  description: string;
  /** The owner's payout account: a destination charge of exactly amountCents goes there. */
  destinationAccountId: string;
  customerEmail: string | null;
  successUrl: string;
  cancelUrl: string;
}

export interface PlanCheckoutInput {
  teamId: string;
  teamName: string;
  priceCents: number;
  customerEmail: string | null;
  startedBy: string;
  successUrl: string;
  cancelUrl: string;
}

export interface CheckoutSession {
  sessionId: string;
  url: string;
}

/** What a verified webhook told us, in the provider-neutral form the services handle. */
export type ProviderEventBody =
  | {
      kind: 'payment_checkout_completed';
      sessionId: string;
      paymentIntentId: string | null;
      paymentRequestId: string;
      amountTotalCents: number;
    }
  | { kind: 'payment_checkout_expired'; sessionId: string }
  | { kind: 'payment_refunded'; paymentIntentId: string }
  | {
      kind: 'plan_checkout_completed';
      sessionId: string;
      teamId: string;
      subscriptionId: string;
      customerId: string | null;
      startedBy: string | null;
    }
  | { kind: 'account_updated'; accountId: string; ready: boolean }
  | {
      kind: 'invoice_paid';
      invoiceId: string;
      subscriptionId: string;
      teamId: string | null;
      amountCents: number;
      currency: string;
      periodEnd: Date;
      url: string | null;
    }
  | {
      kind: 'subscription_updated';
      subscriptionId: string;
      teamId: string | null;
      status: 'active' | 'canceled' | 'expired' | 'incomplete';
      cancelAtPeriodEnd: boolean;
      periodEnd: Date | null;
    }
  | { kind: 'ignored' };

export type ProviderEvent = ProviderEventBody & {
  /** The provider's event id: the same event delivered twice is handled once. */
  id: string;
  /** The provider's event type, e.g. checkout.session.completed. */
  type: string;
  /** When the provider created the event (orders events delivered out of order). */
  created: Date;
};

/** The webhook's signature is missing, wrong or too old; the body was not trusted. */
export class WebhookSignatureError extends Error {
  override name = 'WebhookSignatureError';
}

export interface PaymentProvider {
  readonly name: ProviderName;
  /** Creates a payout account for an owner (Connect Express on Stripe). */
  createPayoutAccount(input: { ownerUserId: string; email: string | null }): Promise<string>;
  /** A one-time onboarding link for the account. */
  createAccountLink(input: {
    accountId: string;
    returnUrl: string;
    refreshUrl: string;
  }): Promise<string>;
  /** Asks the provider whether the account can take charges and pay out. */
  isAccountReady(accountId: string): Promise<boolean>;
  createPaymentCheckout(input: PaymentCheckoutInput): Promise<CheckoutSession>;
  createPlanCheckout(input: PlanCheckoutInput): Promise<CheckoutSession>;
  /** Cancel at period end (true) or resume (false); the webhook that follows updates our rows. */
  setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Promise<void>;
  /** Verifies the signature over the raw body and normalises the event; throws WebhookSignatureError. */
  parseWebhook(rawBody: string, headers: Headers): Promise<ProviderEvent>;
}
