import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { paymentRequests } from '../db/schema/payments.js';
import { setupTestDatabase } from '../testing/db.js';
import { cardFeeCents } from '@tiix/domain';
import { WebhookSignatureError } from './provider.js';
import { StripeProvider } from './stripe.js';
import { checkoutCompletedEvent, gql, rest, teamWithMembers, testApp } from '../testing/index.js';

// A local HTTP server answering the Stripe API calls the SDK makes (there is no internet here):
// it records each request and answers in Stripe's response shapes.

interface Recorded {
  method: string;
  path: string;
  auth: string | undefined;
  form: Record<string, string>;
}

const recorded: Recorded[] = [];
let server: Server;
let port: number;

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let data = '';
    req.on('data', (chunk) => (data += chunk));
    req.on('end', () => resolve(data));
  });
}

function answer(method: string, path: string, form: Record<string, string>): [number, object] {
  if (method === 'POST' && path === '/v1/accounts') {
    return [
      200,
      { id: 'acct_test_1', object: 'account', charges_enabled: false, payouts_enabled: false },
    ];
  }
  if (method === 'GET' && path === '/v1/accounts/acct_test_1') {
    return [
      200,
      { id: 'acct_test_1', object: 'account', charges_enabled: true, payouts_enabled: true },
    ];
  }
  if (method === 'POST' && path === '/v1/account_links') {
    return [
      200,
      { object: 'account_link', url: `https://connect.stripe.test/setup/${form.account}` },
    ];
  }
  if (method === 'POST' && path === '/v1/checkout/sessions') {
    const id = `cs_test_${recorded.length}`;
    return [
      200,
      {
        id,
        object: 'checkout.session',
        mode: form.mode,
        url: `https://checkout.stripe.test/pay/${id}`,
      },
    ];
  }
  if (method === 'POST' && path.startsWith('/v1/subscriptions/')) {
    return [
      200,
      {
        id: path.split('/').pop(),
        object: 'subscription',
        cancel_at_period_end: form.cancel_at_period_end === 'true',
      },
    ];
  }
  return [
    404,
    {
      error: {
        type: 'invalid_request_error',
        message: `Unrecognized request URL (${method}: ${path})`,
      },
    },
  ];
}

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const form = Object.fromEntries(new URLSearchParams(await readBody(req)));
    recorded.push({
      method: req.method ?? '',
      path: url.pathname,
      auth: req.headers.authorization,
      form,
    });
    const [status, body] = answer(req.method ?? '', url.pathname, form);
    res.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_test' });
    res.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  recorded.length = 0;
});

const SECRET = 'sk_test_tiix_local';
const WEBHOOK_SECRET = 'whsec_tiix_local_test';
const provider = () =>
  new StripeProvider({
    secretKey: SECRET,
    webhookSecret: WEBHOOK_SECRET,
    api: { host: '127.0.0.1', port, protocol: 'http' },
  });
const signed = (payload: string, secret = WEBHOOK_SECRET) =>
  new Headers({
    'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret }),
  });

describe('StripeProvider against a local Stripe API', () => {
  it('creates Express accounts, onboarding links and reads readiness', async () => {
    const p = provider();
    expect(await p.createPayoutAccount({ ownerUserId: 'u1', email: 'o@example.com' })).toBe(
      'acct_test_1',
    );
    expect(recorded[0]).toMatchObject({
      method: 'POST',
      path: '/v1/accounts',
      auth: `Bearer ${SECRET}`,
      form: {
        type: 'express',
        email: 'o@example.com',
        'capabilities[card_payments][requested]': 'true',
        'capabilities[transfers][requested]': 'true',
        'metadata[ownerUserId]': 'u1',
      },
    });
    const url = await p.createAccountLink({
      accountId: 'acct_test_1',
      returnUrl: 'https://app/r',
      refreshUrl: 'https://app/f',
    });
    expect(url).toBe('https://connect.stripe.test/setup/acct_test_1');
    expect(recorded[1]!.form).toMatchObject({
      type: 'account_onboarding',
      return_url: 'https://app/r',
      refresh_url: 'https://app/f',
    });
    expect(await p.isAccountReady('acct_test_1')).toBe(true);
  });

  it('opens a destination-charge checkout: the owner gets exactly the amount, the fee on top, no application fee', async () => {
    const session = await provider().createPaymentCheckout({
      paymentRequestId: 'req_1',
      amountCents: 5000,
      feeCents: cardFeeCents(5000),
      currency: 'USD',
      description: 'Sunday Crew: Week 1',
      destinationAccountId: 'acct_test_1',
      customerEmail: 'payer@example.com',
      successUrl: 'https://app/ok',
      cancelUrl: 'https://app/no',
    });
    expect(session.url).toMatch(/^https:\/\/checkout\.stripe\.test\/pay\/cs_test_/);
    const form = recorded[0]!.form;
    expect(form).toMatchObject({
      mode: 'payment',
      'line_items[0][price_data][unit_amount]': '5000',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[1][price_data][unit_amount]': '181',
      'payment_intent_data[transfer_data][destination]': 'acct_test_1',
      'payment_intent_data[transfer_data][amount]': '5000',
      'metadata[paymentRequestId]': 'req_1',
      customer_email: 'payer@example.com',
    });
    expect(Object.keys(form).some((k) => k.includes('application_fee'))).toBe(false);
  });

  it('opens the yearly $49 subscription checkout and cancels or resumes at period end', async () => {
    const p = provider();
    await p.createPlanCheckout({
      teamId: 't1',
      teamName: 'Sunday Crew',
      priceCents: 4900,
      customerEmail: null,
      startedBy: 'u1',
      successUrl: 'https://app/ok',
      cancelUrl: 'https://app/no',
    });
    expect(recorded[0]!.form).toMatchObject({
      mode: 'subscription',
      'line_items[0][price_data][unit_amount]': '4900',
      'line_items[0][price_data][recurring][interval]': 'year',
      'subscription_data[metadata][teamId]': 't1',
      'metadata[teamId]': 't1',
    });
    await p.setCancelAtPeriodEnd('sub_1', true);
    expect(recorded[1]).toMatchObject({
      method: 'POST',
      path: '/v1/subscriptions/sub_1',
      form: { cancel_at_period_end: 'true' },
    });
  });

  it('verifies webhook signatures with constructEvent and normalises the event', async () => {
    const payload = JSON.stringify({
      id: 'evt_1',
      type: 'checkout.session.completed',
      created: 1_700_000_000,
      data: {
        object: {
          id: 'cs_1',
          mode: 'payment',
          payment_status: 'paid',
          amount_total: 5181,
          payment_intent: 'pi_1',
          metadata: { paymentRequestId: 'r1' },
        },
      },
    });
    expect(await provider().parseWebhook(payload, signed(payload))).toMatchObject({
      id: 'evt_1',
      kind: 'payment_checkout_completed',
      sessionId: 'cs_1',
      paymentIntentId: 'pi_1',
      paymentRequestId: 'r1',
      amountTotalCents: 5181,
    });
    await expect(
      provider().parseWebhook(payload, signed(payload, 'whsec_other')),
    ).rejects.toBeInstanceOf(WebhookSignatureError);
    await expect(
      provider().parseWebhook(payload.replace('5181', '1'), signed(payload)),
    ).rejects.toBeInstanceOf(WebhookSignatureError);
    await expect(provider().parseWebhook(payload, new Headers())).rejects.toBeInstanceOf(
      WebhookSignatureError,
    );
  });
});

describe('the app with PAYMENTS_PROVIDER=stripe', () => {
  const testDb = setupTestDatabase();

  it('onboards the owner, opens a Stripe checkout and marks paid only on the signed webhook', async () => {
    const { app } = testApp(testDb.db, {
      PAYMENTS_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: SECRET,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: `http://127.0.0.1:${port}`,
    });
    const t = await teamWithMembers(testDb.db, { plan: 'unlimited' });
    const link = await rest(app, 'POST', '/api/payouts/account-link', t.owner, {
      teamId: t.id,
    });
    expect(link.body).toEqual({ url: 'https://connect.stripe.test/setup/acct_test_1' });
    // No webhook yet: the status asks Stripe, which says ready.
    expect((await rest(app, 'GET', `/api/connect/status?teamId=${t.id}`, t.owner)).body).toEqual({
      ready: true,
    });
    // The sandbox pages do not exist with Stripe.
    expect((await app.request('/sandbox/checkout/cs_x')).status).toBe(404);

    const created = await gql(
      app,
      t.owner,
      `mutation($t: ID!, $p: ID!) { createPaymentRequest(teamId: $t, payerUserId: $p, amountCents: 5000) { id cardAvailable } }`,
      { t: t.id, p: t.members[0]!.id },
    );
    const id = created.data!.createPaymentRequest.id as string;
    const checkout = await gql(
      app,
      t.members[0]!,
      `mutation($id: ID!) { startCardCheckout(id: $id) }`,
      { id },
    );
    expect(checkout.data!.startCardCheckout).toMatch(/^https:\/\/checkout\.stripe\.test\/pay\//);
    const sessionId = (checkout.data!.startCardCheckout as string).split('/').pop()!;

    const payload = JSON.stringify(
      checkoutCompletedEvent({
        id: 'evt_paid',
        sessionId,
        requestId: id,
        amountTotal: 5181,
        paymentIntent: 'pi_9',
      }),
    );
    const forged = await app.request('/api/payments/webhook/stripe', {
      method: 'POST',
      headers: signed(payload, 'whsec_forged'),
      body: payload,
    });
    expect(forged.status).toBe(400);
    expect(
      (await testDb.db.select().from(paymentRequests).where(eq(paymentRequests.id, id)))[0]!.status,
    ).toBe('pending');

    const ok = await app.request('/api/payments/webhook/stripe', {
      method: 'POST',
      headers: signed(payload),
      body: payload,
    });
    expect(ok.status).toBe(200);
    expect(
      (await testDb.db.select().from(paymentRequests).where(eq(paymentRequests.id, id)))[0],
    ).toMatchObject({ status: 'paid', paidVia: 'card' });
  });
});
