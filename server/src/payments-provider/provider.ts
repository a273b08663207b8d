/**
 * The payment provider behind card checkout, owner payouts and the Unlimited subscription.
 * Two implementations: StripeProvider (the real one) and SandboxProvider (offline, on our own
 * origin, only when chosen with PAYMENTS_PROVIDER=sandbox). Without either, card payments are
 * refused with PAYMENTS_NOT_CONFIGURED. Both report what happened only through signed
 * webhooks, which `parseWebhook` verifies and turns into the events below; the payments and
 * billing services act on those events alone (docs/decisions/005-payments.md).
 */

export type ProviderName = 'sandbox' | 'stripe';

/** What card checkout, payouts setup and plan purchase answer on a server with no provider. */
export const PAYMENTS_NOT_CONFIGURED = 'Card payments are not set up on this server.';

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
  /** When the provider closes the session unpaid; null: it stays open until we close it. */
  expiresAt: Date | null;
}

export interface RefundInput {
  paymentIntentId: string;
  /** The whole charge, in cents (the payer gets everything back, fee included). */
  amountCents: number;
  /** Why, for the provider's records. */
  reason: string;
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
  | {
      kind: 'payment_refunded';
      paymentIntentId: string;
      /** The whole charge was refunded (a partial refund leaves a card request to its owner). */
      full: boolean;
      /** The plan invoice the payment paid, when the event names it. */
      invoiceId: string | null;
    }
  | {
      kind: 'payment_disputed';
      paymentIntentId: string;
      disputeId: string;
      /** The plan invoice the payment paid, once looked up. */
      invoiceId: string | null;
    }
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
      /** The payment that paid it, when the event carries it (else looked up on a refund). */
      paymentIntentId: string | null;
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
  /**
   * Refunds a payment in full, money the owner received included; the charge.refunded webhook
   * that follows records it. Safe to repeat for the same payment (one refund per payment).
   * Called inside the webhook's transaction: it must not use our database.
   */
  refundPayment(input: RefundInput): Promise<void>;
  /** The plan invoice a payment paid, or null (refund and dispute events do not name it). */
  invoiceOfPayment(paymentIntentId: string): Promise<string | null>;
  /** Cancel at period end (true) or resume (false); the webhook that follows updates our rows. */
  setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Promise<void>;
  /** Verifies the signature over the raw body and normalises the event; throws WebhookSignatureError. */
  parseWebhook(rawBody: string, headers: Headers): Promise<ProviderEvent>;
}
