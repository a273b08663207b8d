import Stripe from 'stripe';
import type {
  CheckoutSession,
  PaymentCheckoutInput,
  PaymentProvider,
  PlanCheckoutInput,
  ProviderEvent,
  RefundInput,
} from './provider.js';
import { WebhookSignatureError } from './provider.js';
import { normalizeStripeEvent } from './stripe-events.js';

export interface StripeProviderOptions {
  secretKey: string;
  webhookSecret: string;
  /** Another API address (tests point the SDK at a local server speaking Stripe's API). */
  api?: { host: string; port: number; protocol: 'http' | 'https' };
}

const unixDate = (seconds: number | null | undefined) =>
  typeof seconds === 'number' ? new Date(seconds * 1000) : null;

/**
 * Stripe through the official SDK: Connect Express accounts and account links for the owner's
 * payouts, Checkout Sessions for a payer's card payment (a destination charge: exactly the
 * requested amount goes to the owner, the fee on top pays Stripe, no application fee) and for
 * the yearly Unlimited subscription; webhooks verified with stripe.webhooks.constructEvent.
 */
export class StripeProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  private readonly stripe: Stripe;

  constructor(private readonly options: StripeProviderOptions) {
    this.stripe = new Stripe(options.secretKey, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      ...(options.api ?? {}),
    });
  }

  async createPayoutAccount(input: { ownerUserId: string; email: string | null }) {
    const account = await this.stripe.accounts.create({
      type: 'express',
      ...(input.email ? { email: input.email } : {}),
      capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
      metadata: { ownerUserId: input.ownerUserId },
    });
    return account.id;
  }

  async createAccountLink(input: { accountId: string; returnUrl: string; refreshUrl: string }) {
    const link = await this.stripe.accountLinks.create({
      account: input.accountId,
      type: 'account_onboarding',
      return_url: input.returnUrl,
      refresh_url: input.refreshUrl,
    });
    return link.url;
  }

  async isAccountReady(accountId: string) {
    const account = await this.stripe.accounts.retrieve(accountId);
    return account.charges_enabled === true && account.payouts_enabled === true;
  }

  async createPaymentCheckout(input: PaymentCheckoutInput): Promise<CheckoutSession> {
    const currency = input.currency.toLowerCase();
    const session = await this.stripe.checkout.sessions.create(
      {
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
      { idempotencyKey: `pay-${input.paymentRequestId}-${Date.now()}` },
    );
    if (!session.url) throw new Error('Stripe returned a checkout session without a URL');
    return { sessionId: session.id, url: session.url, expiresAt: unixDate(session.expires_at) };
  }

  async createPlanCheckout(input: PlanCheckoutInput): Promise<CheckoutSession> {
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
    if (!session.url) throw new Error('Stripe returned a checkout session without a URL');
    return { sessionId: session.id, url: session.url, expiresAt: unixDate(session.expires_at) };
  }

  /**
   * A card payment of a request is a destination charge: reverse_transfer takes the amount back
   * from the owner's account, so the payer's refund does not come out of ours.
   */
  async refundPayment(input: RefundInput) {
    try {
      await this.stripe.refunds.create(
        {
          payment_intent: input.paymentIntentId,
          amount: input.amountCents,
          reverse_transfer: true,
          reason: 'duplicate',
          metadata: { why: input.reason },
        },
        // One refund per payment, however often the webhook that asks for it is retried.
        { idempotencyKey: `refund-${input.paymentIntentId}` },
      );
    } catch (err) {
      if ((err as { code?: string }).code === 'charge_already_refunded') return;
      throw err;
    }
  }

  async invoiceOfPayment(paymentIntentId: string) {
    const list = await this.stripe.invoicePayments.list({
      payment: { type: 'payment_intent', payment_intent: paymentIntentId },
      limit: 1,
    });
    const invoice = list.data[0]?.invoice;
    return (typeof invoice === 'string' ? invoice : invoice?.id) ?? null;
  }

  async setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean) {
    await this.stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: cancel });
  }

  async parseWebhook(rawBody: string, headers: Headers): Promise<ProviderEvent> {
    const signature = headers.get('stripe-signature');
    if (!signature) throw new WebhookSignatureError('Missing webhook signature');
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, signature, this.options.webhookSecret);
    } catch (err) {
      throw new WebhookSignatureError((err as Error).message);
    }
    return normalizeStripeEvent(event);
  }
}
