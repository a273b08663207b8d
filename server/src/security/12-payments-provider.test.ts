// Payments provider: a deployment without Stripe keys ran the offline sandbox (the default, with
// no warning), where the test card 4242 bought the $49 Unlimited plan and paid card requests
// with no money moving. A refunded or disputed plan payment kept Unlimited, and a paid invoice
// extended the plan whatever its amount.
import { count, eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.js';
import {
  paymentRequests,
  planReceipts,
  planSubscriptions,
  sandboxObjects,
} from '../db/schema/payments.js';
import { teams } from '../db/schema/teams.js';
import { isUnlimited } from '@tiix/domain';
import { paymentsStartupWarning } from '../payments-provider/config.js';
import { sandboxWebhookSecret } from '../payments-provider/sandbox.js';
import { signWebhook } from '../payments-provider/signature.js';
import { testConfig } from '../testing/app.js';
import { setupTestDatabase } from '../testing/db.js';
import {
  standInEnv,
  startStripeStandIn,
  deliverStripeEvent,
  type StripeStandIn,
} from '../testing/stripe-stand-in.js';
import { securityApp } from './helpers.js';
import { type Caller, gql, rest, teamWithMembers } from '../testing/index.js';

const testDb = setupTestDatabase();
const NOT_SET_UP = 'Card payments are not set up on this server.';
const PLAN_CHECKOUT = `mutation($t: ID!) { startPlanCheckout(teamId: $t) }`;
const CARD_CHECKOUT = `mutation($id: ID!) { startCardCheckout(id: $id) }`;
const BILLING = `query($t: ID!) { billing(teamId: $t) { plan status receipts { description } } }`;

const teamRow = async (id: string) =>
  (await testDb.db.select().from(teams).where(eq(teams.id, id)))[0]!;
const unlimitedNow = async (id: string) => isUnlimited(await teamRow(id));

describe('a server where no payment provider was chosen', () => {
  it('in production: plan purchase and card payments are refused with a clear message, nothing is granted, the rest works', async () => {
    // Production, and nothing about payments: the sandbox must not be the provider.
    const { app } = securityApp(testDb.db, {
      NODE_ENV: 'production',
      PAYMENTS_PROVIDER: undefined,
    });
    const free = await teamWithMembers(testDb.db);

    const plan = await gql(app, free.owner, PLAN_CHECKOUT, { t: free.id });
    expect(plan.errors?.[0]?.message).toBe(NOT_SET_UP);
    expect(plan.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    // No sandbox: no test-card page to pay, no webhook that could grant the plan.
    expect((await app.request('/sandbox/checkout/cs_sbx_x')).status).toBe(404);
    const webhook = await app.request('/api/payments/webhook/sandbox', {
      method: 'POST',
      body: '{}',
    });
    expect(webhook.status).toBe(400);
    expect(await unlimitedNow(free.id)).toBe(false);
    expect(await testDb.db.select({ n: count() }).from(planSubscriptions)).toEqual([{ n: 0 }]);
    expect(await testDb.db.select({ n: count() }).from(sandboxObjects)).toEqual([{ n: 0 }]);
    const billing = await gql(app, free.owner, BILLING, { t: free.id });
    expect(billing.data!.billing).toMatchObject({ plan: 'free', status: 'none' });

    // An Unlimited team (granted another way): cards are refused, by hand still works.
    const team = await teamWithMembers(testDb.db, { plan: 'unlimited' });
    const payer = team.members[0]!;
    const created = await gql(
      app,
      team.owner,
      `mutation($t: ID!, $p: ID!) { createPaymentRequest(teamId: $t, payerUserId: $p, amountCents: 5000) { id cardAvailable } }`,
      { t: team.id, p: payer.id },
    );
    expect(created.errors).toBeUndefined();
    const { id, cardAvailable } = created.data!.createPaymentRequest as {
      id: string;
      cardAvailable: boolean;
    };
    expect(cardAvailable).toBe(false);
    const card = await gql(app, payer, CARD_CHECKOUT, { id });
    expect(card.errors?.[0]?.message).toBe(NOT_SET_UP);
    const payouts = await rest(app, 'POST', '/api/payouts/account-link', team.owner, {
      teamId: team.id,
    });
    expect(payouts.status).toBe(400);
    expect(payouts.body.message).toBe(NOT_SET_UP);
    const mode = await gql(
      app,
      team.owner,
      `mutation($t: ID!) { setPaymentsMode(teamId: $t, mode: integrated) { paymentsMode } }`,
      { t: team.id },
    );
    expect(mode.errors?.[0]?.message).toBe(NOT_SET_UP);
    expect((await rest(app, 'GET', `/api/connect/status?teamId=${team.id}`, payer)).body).toEqual({
      ready: false,
    });

    const handles = await gql(
      app,
      team.owner,
      `mutation($t: ID!) { updatePaymentHandles(teamId: $t, input: { venmoUsername: "olivia-pays" }) { venmoUsername paymentsMode } }`,
      { t: team.id },
    );
    expect(handles.data!.updatePaymentHandles).toEqual({
      venmoUsername: 'olivia-pays',
      paymentsMode: 'external',
    });
    const listed = await gql(app, payer, `query { paymentRequests { id payLink } }`);
    expect(listed.data!.paymentRequests[0].payLink).toContain('olivia-pays');
    const paid = await gql(
      app,
      team.owner,
      `mutation($id: ID!) { setPaymentRequestStatus(id: $id, status: paid) { status paidVia } }`,
      { id },
    );
    expect(paid.data!.setPaymentRequestStatus).toEqual({ status: 'paid', paidVia: 'external' });
    const [row] = await testDb.db.select().from(paymentRequests).where(eq(paymentRequests.id, id));
    expect(row!.status).toBe('paid');
  });

  it('the sandbox runs only when chosen, says so at start, and a Stripe key needs its webhook secret', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).payments).toEqual({ provider: 'none' });
    expect(loadConfig({ NODE_ENV: 'development' }).payments).toEqual({ provider: 'none' });
    const sandbox = loadConfig({ NODE_ENV: 'production', PAYMENTS_PROVIDER: 'sandbox' }).payments;
    expect(sandbox.provider).toBe('sandbox');
    expect(paymentsStartupWarning(sandbox)).toMatch(/no real money moves/);
    expect(paymentsStartupWarning({ provider: 'none' })).toBeNull();
    // The test helpers choose the sandbox explicitly.
    expect(testConfig().payments.provider).toBe('sandbox');

    const keyOnly = () => loadConfig({ NODE_ENV: 'production', STRIPE_SECRET_KEY: 'sk_live_abc' });
    expect(keyOnly).toThrow(ConfigError);
    expect(keyOnly).toThrow(/STRIPE_WEBHOOK_SECRET/);
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        PAYMENTS_PROVIDER: 'sandbox',
        STRIPE_SECRET_KEY: 'sk_live_abc',
        STRIPE_WEBHOOK_SECRET: 'whsec_abc',
      }),
    ).toThrow(/PAYMENTS_PROVIDER=sandbox with STRIPE_SECRET_KEY/);
    expect(
      loadConfig({
        NODE_ENV: 'production',
        STRIPE_SECRET_KEY: 'sk_live_abc',
        STRIPE_WEBHOOK_SECRET: 'whsec_abc',
      }).payments.provider,
    ).toBe('stripe');
  });
});

/** Buys Unlimited through the sandbox's checkout page with the test card. */
async function subscribeInSandbox(app: Hono, teamId: string, owner: Caller) {
  const started = await gql(app, owner, PLAN_CHECKOUT, { t: teamId });
  expect(started.errors).toBeUndefined();
  const path = new URL(started.data!.startPlanCheckout as string).pathname;
  const paid = await app.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'card=4242424242424242&exp=12%2F34&cvc=123',
  });
  expect(paid.status).toBe(303);
  expect(await unlimitedNow(teamId)).toBe(true);
  const [receipt] = await testDb.db
    .select()
    .from(planReceipts)
    .where(eq(planReceipts.teamId, teamId));
  return receipt!;
}

describe('a refunded or disputed plan payment', () => {
  it.each(['refund', 'dispute'] as const)('ends Unlimited (sandbox, %s)', async (action) => {
    const { app } = securityApp(testDb.db);
    const t = await teamWithMembers(testDb.db, { memberCount: 0 });
    const receipt = await subscribeInSandbox(app, t.id, t.owner);

    const res = await app.request(`/sandbox/invoices/${receipt.invoiceId}/${action}`, {
      method: 'POST',
    });
    expect(res.status).toBe(200);
    expect(await unlimitedNow(t.id)).toBe(false);
    const billing = await gql(app, t.owner, BILLING, { t: t.id });
    expect(billing.data!.billing.plan).toBe('free');
    expect(billing.data!.billing.receipts[0].description).toMatch(
      action === 'refund' ? /\(refunded\)$/ : /\(disputed\)$/,
    );
  });

  describe('from Stripe', () => {
    let stripe: StripeStandIn;
    beforeAll(async () => {
      stripe = await startStripeStandIn();
    });
    afterAll(() => stripe.close());

    const now = () => Math.floor(Date.now() / 1000);
    const invoicePaid = (teamId: string, invoiceId: string, amount = 4900, currency = 'usd') => ({
      id: `evt_${invoiceId}`,
      type: 'invoice.paid',
      created: now(),
      data: {
        object: {
          id: invoiceId,
          object: 'invoice',
          amount_paid: amount,
          currency,
          parent: {
            type: 'subscription_details',
            subscription_details: { subscription: `sub_${invoiceId}`, metadata: { teamId } },
          },
          lines: { data: [{ period: { start: now(), end: now() + 365 * 24 * 3600 } }] },
        },
      },
    });

    it.each([
      ['charge.refunded', { object: 'charge', refunded: true, amount_refunded: 4900 }],
      ['charge.dispute.created', { object: 'dispute', charge: 'ch_1', status: 'needs_response' }],
    ])('%s ends Unlimited', async (type, object) => {
      const { app } = securityApp(testDb.db, standInEnv(stripe));
      const t = await teamWithMembers(testDb.db, { memberCount: 0 });
      const invoiceId = `in_${type.replaceAll('.', '_')}_${t.id.slice(0, 8)}`;
      expect(await deliverStripeEvent(app, invoicePaid(t.id, invoiceId))).toBe('plan extended');
      expect(await unlimitedNow(t.id)).toBe(true);

      // Refund and dispute events name the payment only: Stripe is asked which invoice it paid.
      const paymentIntent = `pi_${invoiceId}`;
      stripe.invoiceOfPayment.set(paymentIntent, invoiceId);
      const outcome = await deliverStripeEvent(app, {
        id: `evt_${type}_${invoiceId}`,
        type,
        created: now(),
        data: { object: { id: `obj_${invoiceId}`, payment_intent: paymentIntent, ...object } },
      });
      expect(outcome).toMatch(/^plan payment (refunded|disputed): Unlimited shortened$/);
      expect(stripe.calls).toContainEqual(
        expect.objectContaining({
          method: 'GET',
          path: '/v1/invoice_payments',
          query: expect.objectContaining({ 'payment[payment_intent]': paymentIntent }),
        }),
      );
      expect(await unlimitedNow(t.id)).toBe(false);
      // The same invoice delivered again late does not give the year back.
      const late = { ...invoicePaid(t.id, invoiceId), id: `evt_late_${invoiceId}` };
      expect(await deliverStripeEvent(app, late)).toBe('ignored: invoice refunded or disputed');
      expect(await unlimitedNow(t.id)).toBe(false);
    });
  });
});

describe('a paid invoice', () => {
  it('extends the plan only when it paid the plan’s price, and the refusal is logged', async () => {
    const { app, logs } = securityApp(testDb.db);
    const secret = sandboxWebhookSecret(testConfig().dataDir, undefined);
    const t = await teamWithMembers(testDb.db, { memberCount: 0 });
    const start = Math.floor(Date.now() / 1000);
    const invoice = (id: string, amount: number, currency: string, years = 1) => {
      const body = JSON.stringify({
        id: `evt_${id}`,
        type: 'invoice.paid',
        created: start,
        data: {
          object: {
            id,
            object: 'invoice',
            amount_paid: amount,
            currency,
            parent: {
              type: 'subscription_details',
              subscription_details: {
                subscription: 'sub_sbx_cheap',
                metadata: { teamId: t.id },
              },
            },
            lines: { data: [{ period: { start, end: start + years * 365 * 24 * 3600 } }] },
          },
        },
      });
      return app.request('/api/payments/webhook/sandbox', {
        method: 'POST',
        headers: { 'stripe-signature': signWebhook(secret, body) },
        body,
      });
    };

    for (const [id, amount, currency, years] of [
      ['in_one_dollar', 100, 'usd', 1],
      ['in_euros', 4900, 'eur', 1],
      ['in_ten_years', 4900, 'usd', 10],
    ] as const) {
      const res = await invoice(id, amount, currency, years);
      expect(res.status).toBe(200);
      expect(((await res.json()) as { outcome: string }).outcome).toMatch(/^refused: invoice/);
      expect(await unlimitedNow(t.id)).toBe(false);
    }
    const refusals = logs
      .map((line) => JSON.parse(line) as { level: number; outcome?: string })
      .filter((l) => l.outcome?.startsWith('refused: invoice'));
    expect(refusals).toHaveLength(3);
    expect(refusals.every((l) => l.level === 40)).toBe(true);
    expect(
      await testDb.db.select().from(planReceipts).where(eq(planReceipts.teamId, t.id)),
    ).toEqual([]);

    // The plan's price does extend it.
    const ok = await invoice('in_plan_price', 4900, 'usd');
    expect(((await ok.json()) as { outcome: string }).outcome).toBe('plan extended');
    expect(await unlimitedNow(t.id)).toBe(true);
  });
});
