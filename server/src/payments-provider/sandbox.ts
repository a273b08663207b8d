import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Database } from '../db/client.js';
import type { Logger } from '../logger.js';
import type {
  CheckoutSession,
  PaymentCheckoutInput,
  PaymentProvider,
  PlanCheckoutInput,
  ProviderEvent,
  RefundInput,
} from './provider.js';
import { WebhookSignatureError } from './provider.js';
import * as store from './sandbox.repository.js';
import { signWebhook, verifyWebhookSignature } from './signature.js';
import { normalizeStripeEvent } from './stripe-events.js';

/** The standard test cards: the first succeeds, the second is declined. */
export const SANDBOX_CARD_OK = '4242424242424242';
export const SANDBOX_CARD_DECLINED = '4000000000000002';
const YEAR_SECONDS = 365 * 24 * 3600;

export interface SandboxSession {
  id: string;
  mode: 'payment' | 'subscription';
  status: 'open' | 'complete' | 'expired';
  amountCents: number;
  feeCents: number;
  currency: string;
  description: string;
  metadata: Record<string, string>;
  destination: string | null;
  successUrl: string;
  cancelUrl: string;
  paymentIntentId: string | null;
  subscriptionId: string | null;
}

/** A charge the sandbox took: of a payment session, or of a plan invoice. */
export interface SandboxPayment {
  id: string;
  amountCents: number;
  invoiceId: string | null;
  refunded: boolean;
  disputed: boolean;
}

export interface SandboxAccount {
  id: string;
  ready: boolean;
  returnUrl: string | null;
  refreshUrl: string | null;
}

export interface SandboxSubscription {
  id: string;
  teamId: string;
  priceCents: number;
  description: string;
  periodEnd: number;
  cancelAtPeriodEnd: boolean;
  status: 'active' | 'canceled';
  invoices: number;
}

/** Where the sandbox posts its signed webhooks: our own webhook route. */
export type WebhookTarget = (request: Request) => Promise<Response>;

/** The secret of SANDBOX_WEBHOOK_SECRET, else one generated once per data folder. */
export function sandboxWebhookSecret(dataDir: string, configured: string | undefined): string {
  if (configured) return configured;
  const file = join(dataDir, 'payments-sandbox-webhook-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(dataDir, { recursive: true });
    const secret = `whsec_sbx_${randomBytes(24).toString('hex')}`;
    try {
      writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
    } catch (err) {
      // Another process sharing the folder wrote it first: use theirs.
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    return readFileSync(file, 'utf8').trim();
  }
}

const id = (prefix: string) => `${prefix}_sbx_${randomUUID().replaceAll('-', '')}`;
const nowUnix = () => Math.floor(Date.now() / 1000);

/**
 * The offline provider: keeps its sessions, accounts and subscriptions in its own table, serves
 * hosted pages under /sandbox (sandbox.routes.ts) and tells our server what happened only
 * through Stripe-shaped, HMAC-signed webhooks posted to /api/payments/webhook/sandbox.
 */
export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;
  private target: WebhookTarget | null = null;

  constructor(
    private readonly db: Database,
    private readonly logger: Logger,
    private readonly secret: string,
    /** Origin of our server, where the sandbox pages are. */
    private readonly origin: string,
  ) {}

  /** Set once the webhook route exists (api router). */
  connectWebhookTarget(target: WebhookTarget): void {
    this.target = target;
  }

  async createPayoutAccount(): Promise<string> {
    const account: SandboxAccount = {
      id: id('acct'),
      ready: false,
      returnUrl: null,
      refreshUrl: null,
    };
    await store.putObject(this.db, account.id, 'account', { ...account });
    return account.id;
  }

  async createAccountLink(input: {
    accountId: string;
    returnUrl: string;
    refreshUrl: string;
  }): Promise<string> {
    const account = await this.account(input.accountId);
    if (!account) throw new Error(`No such sandbox account: ${input.accountId}`);
    await store.putObject(this.db, account.id, 'account', {
      ...account,
      returnUrl: input.returnUrl,
      refreshUrl: input.refreshUrl,
    });
    return `${this.origin}/sandbox/onboarding/${account.id}`;
  }

  async isAccountReady(accountId: string): Promise<boolean> {
    return (await this.account(accountId))?.ready ?? false;
  }

  account(accountId: string) {
    return store.getObject<SandboxAccount>(this.db, accountId, 'account');
  }

  session(sessionId: string) {
    return store.getObject<SandboxSession>(this.db, sessionId, 'session');
  }

  subscription(subscriptionId: string) {
    return store.getObject<SandboxSubscription>(this.db, subscriptionId, 'subscription');
  }

  async createPaymentCheckout(input: PaymentCheckoutInput): Promise<CheckoutSession> {
    const session: SandboxSession = {
      id: id('cs'),
      mode: 'payment',
      status: 'open',
      amountCents: input.amountCents,
      feeCents: input.feeCents,
      currency: input.currency,
      description: input.description,
      metadata: { paymentRequestId: input.paymentRequestId },
      destination: input.destinationAccountId,
      successUrl: input.successUrl,
      cancelUrl: input.cancelUrl,
      paymentIntentId: null,
      subscriptionId: null,
    };
    await store.putObject(this.db, session.id, 'session', { ...session });
    return {
      sessionId: session.id,
      url: `${this.origin}/sandbox/checkout/${session.id}`,
      expiresAt: null,
    };
  }

  async createPlanCheckout(input: PlanCheckoutInput): Promise<CheckoutSession> {
    const session: SandboxSession = {
      id: id('cs'),
      mode: 'subscription',
      status: 'open',
      amountCents: input.priceCents,
      feeCents: 0,
      currency: 'USD',
      description: `Tiix Unlimited for ${input.teamName} (yearly)`,
      metadata: { teamId: input.teamId, startedBy: input.startedBy },
      destination: null,
      successUrl: input.successUrl,
      cancelUrl: input.cancelUrl,
      paymentIntentId: null,
      subscriptionId: null,
    };
    await store.putObject(this.db, session.id, 'session', { ...session });
    return {
      sessionId: session.id,
      url: `${this.origin}/sandbox/checkout/${session.id}`,
      expiresAt: null,
    };
  }

  /**
   * Refunds later, as the real provider's webhook comes after its API answered: the caller is
   * inside the webhook's transaction, and the refund's own webhook needs the rows it holds.
   */
  refundPayment(input: RefundInput): Promise<void> {
    setImmediate(() => {
      this.refundNow(input.paymentIntentId).catch((err: unknown) =>
        this.logger.error({ err, paymentIntentId: input.paymentIntentId }, 'sandbox refund failed'),
      );
    });
    return Promise.resolve();
  }

  async invoiceOfPayment(paymentIntentId: string): Promise<string | null> {
    return (await this.payment(paymentIntentId))?.invoiceId ?? null;
  }

  payment(paymentIntentId: string) {
    return store.getObject<SandboxPayment>(this.db, paymentIntentId, 'payment');
  }

  private async takePayment(amountCents: number, invoiceId: string | null): Promise<string> {
    const payment: SandboxPayment = {
      id: id('pi'),
      amountCents,
      invoiceId,
      refunded: false,
      disputed: false,
    };
    await store.putObject(this.db, payment.id, 'payment', { ...payment });
    return payment.id;
  }

  /** Refunds a charge in full, once; false when there is no such charge. */
  async refundNow(paymentIntentId: string): Promise<boolean> {
    const payment = await this.payment(paymentIntentId);
    if (!payment) return false;
    if (payment.refunded) return true;
    await store.putObject(this.db, payment.id, 'payment', { ...payment, refunded: true });
    await this.emit('charge.refunded', {
      id: id('ch'),
      object: 'charge',
      payment_intent: payment.id,
      amount: payment.amountCents,
      amount_refunded: payment.amountCents,
      refunded: true,
    });
    return true;
  }

  /** The card holder disputes a charge (the sandbox's dashboard action). */
  async dispute(paymentIntentId: string): Promise<boolean> {
    const payment = await this.payment(paymentIntentId);
    if (!payment) return false;
    await store.putObject(this.db, payment.id, 'payment', { ...payment, disputed: true });
    await this.emit('charge.dispute.created', {
      id: id('dp'),
      object: 'dispute',
      payment_intent: payment.id,
      charge: id('ch'),
      amount: payment.amountCents,
      reason: 'fraudulent',
      status: 'needs_response',
    });
    return true;
  }

  async setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Promise<void> {
    const sub = await this.subscription(subscriptionId);
    if (!sub || sub.status !== 'active') throw new Error('Subscription is not active');
    const next = { ...sub, cancelAtPeriodEnd: cancel };
    await store.putObject(this.db, sub.id, 'subscription', { ...next });
    await this.emit('customer.subscription.updated', this.subscriptionObject(next));
  }

  async parseWebhook(rawBody: string, headers: Headers): Promise<ProviderEvent> {
    verifyWebhookSignature(this.secret, rawBody, headers.get('stripe-signature'));
    let parsed: unknown;
    try {
      parsed = JSON.parse(rawBody);
    } catch {
      throw new WebhookSignatureError('Webhook body is not JSON');
    }
    return normalizeStripeEvent(parsed);
  }

  // -------------------------------------------------------------------------------------------
  // What the hosted pages do

  /** Pays an open session with a test card; 'declined' leaves it open. */
  async payCheckout(
    sessionId: string,
    cardNumber: string,
  ): Promise<'paid' | 'declined' | 'invalid_card' | 'not_open'> {
    const session = await this.session(sessionId);
    if (!session || session.status !== 'open') return 'not_open';
    const card = cardNumber.replace(/[\s-]/g, '');
    if (card === SANDBOX_CARD_DECLINED) return 'declined';
    if (card !== SANDBOX_CARD_OK) return 'invalid_card';

    const completed: SandboxSession = { ...session, status: 'complete' };
    if (!(await store.closeOpenSession(this.db, session.id, { ...completed }))) return 'not_open';
    if (session.mode === 'payment') {
      completed.paymentIntentId = await this.takePayment(
        session.amountCents + session.feeCents,
        null,
      );
    } else {
      const sub: SandboxSubscription = {
        id: id('sub'),
        teamId: session.metadata.teamId ?? '',
        priceCents: session.amountCents,
        description: session.description,
        periodEnd: nowUnix() + YEAR_SECONDS,
        cancelAtPeriodEnd: false,
        status: 'active',
        invoices: 0,
      };
      completed.subscriptionId = sub.id;
      await store.putObject(this.db, sub.id, 'subscription', { ...sub });
    }
    await store.putObject(this.db, completed.id, 'session', { ...completed });

    await this.emit('checkout.session.completed', this.sessionObject(completed));
    if (completed.subscriptionId) {
      const sub = await this.subscription(completed.subscriptionId);
      if (sub) {
        await this.emit('customer.subscription.created', this.subscriptionObject(sub));
        await this.invoice(sub);
      }
    }
    return 'paid';
  }

  /** Onboarding done: the account can take charges and pay out. */
  async completeOnboarding(accountId: string): Promise<SandboxAccount | null> {
    const account = await this.account(accountId);
    if (!account) return null;
    const ready = { ...account, ready: true };
    await store.putObject(this.db, account.id, 'account', { ...ready });
    await this.emit('account.updated', {
      id: account.id,
      object: 'account',
      charges_enabled: true,
      payouts_enabled: true,
      details_submitted: true,
    });
    return ready;
  }

  /** Refunds a paid payment session in full (the sandbox's dashboard action). */
  async refund(sessionId: string): Promise<boolean> {
    const session = await this.session(sessionId);
    return session?.paymentIntentId ? this.refundNow(session.paymentIntentId) : false;
  }

  invoiceRecord(invoiceId: string) {
    return store.getObject<{ id: string; paymentIntentId: string }>(this.db, invoiceId, 'invoice');
  }

  /**
   * The year is over: a subscription set to cancel ends, any other renews and is charged again.
   * (Stripe does this on its own clock; the sandbox does it when asked.)
   */
  async endPeriod(subscriptionId: string): Promise<'renewed' | 'ended' | 'not_active'> {
    const sub = await this.subscription(subscriptionId);
    if (!sub || sub.status !== 'active') return 'not_active';
    if (sub.cancelAtPeriodEnd) {
      const ended = { ...sub, status: 'canceled' as const };
      await store.putObject(this.db, sub.id, 'subscription', { ...ended });
      await this.emit('customer.subscription.deleted', this.subscriptionObject(ended));
      return 'ended';
    }
    const renewed = { ...sub, periodEnd: sub.periodEnd + YEAR_SECONDS };
    await store.putObject(this.db, sub.id, 'subscription', { ...renewed });
    await this.invoice(renewed);
    await this.emit('customer.subscription.updated', this.subscriptionObject(renewed));
    return 'renewed';
  }

  private async invoice(sub: SandboxSubscription): Promise<void> {
    const count = sub.invoices + 1;
    await store.putObject(this.db, sub.id, 'subscription', { ...sub, invoices: count });
    const invoiceId = `in_${sub.id.slice(4)}_${count}`;
    const paymentIntentId = await this.takePayment(sub.priceCents, invoiceId);
    await store.putObject(this.db, invoiceId, 'invoice', { id: invoiceId, paymentIntentId });
    // Like Stripe's, the event does not carry the payment: a refund finds its invoice by asking.
    await this.emit('invoice.paid', {
      id: invoiceId,
      object: 'invoice',
      amount_paid: sub.priceCents,
      currency: 'usd',
      hosted_invoice_url: `${this.origin}/sandbox/invoices/${invoiceId}`,
      parent: {
        type: 'subscription_details',
        subscription_details: { subscription: sub.id, metadata: { teamId: sub.teamId } },
      },
      lines: {
        data: [
          {
            description: sub.description,
            period: { start: sub.periodEnd - YEAR_SECONDS, end: sub.periodEnd },
          },
        ],
      },
    });
  }

  private sessionObject(s: SandboxSession) {
    return {
      id: s.id,
      object: 'checkout.session',
      mode: s.mode,
      status: s.status,
      payment_status: s.status === 'complete' ? 'paid' : 'unpaid',
      amount_total: s.amountCents + s.feeCents,
      currency: s.currency.toLowerCase(),
      metadata: s.metadata,
      payment_intent: s.paymentIntentId,
      subscription: s.subscriptionId,
      customer: s.subscriptionId ? `cus_${s.subscriptionId.slice(4)}` : null,
    };
  }

  private subscriptionObject(sub: SandboxSubscription) {
    return {
      id: sub.id,
      object: 'subscription',
      status: sub.status,
      cancel_at_period_end: sub.cancelAtPeriodEnd,
      metadata: { teamId: sub.teamId },
      items: { data: [{ current_period_end: sub.periodEnd }] },
    };
  }

  /** Signs and posts one event to our webhook route, as the real provider would. */
  private async emit(type: string, object: Record<string, unknown>): Promise<void> {
    const event = {
      id: id('evt'),
      object: 'event',
      type,
      created: nowUnix(),
      data: { object },
    };
    const body = JSON.stringify(event);
    const request = new Request(`${this.origin}/api/payments/webhook/sandbox`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': signWebhook(this.secret, body),
      },
      body,
    });
    const response = this.target ? await this.target(request) : await fetch(request);
    if (!response.ok) {
      this.logger.warn({ type, status: response.status }, 'sandbox webhook not accepted');
    }
  }
}
