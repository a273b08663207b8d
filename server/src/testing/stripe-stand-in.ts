import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Hono } from 'hono';
import Stripe from 'stripe';

// A local HTTP server answering the Stripe API calls the SDK makes (there is no internet in
// tests): it records each request and answers in Stripe's response shapes.

export interface RecordedStripeCall {
  method: string;
  path: string;
  query: Record<string, string>;
  form: Record<string, string>;
  idempotencyKey: string | undefined;
}

export interface StripeStandIn {
  /** STRIPE_API_URL for the app. */
  url: string;
  calls: RecordedStripeCall[];
  /** What GET /v1/invoice_payments answers: payment intent -> invoice id. */
  invoiceOfPayment: Map<string, string>;
  close(): Promise<void>;
}

export const STAND_IN_SECRET_KEY = 'sk_test_tiix_stand_in';
export const STAND_IN_WEBHOOK_SECRET = 'whsec_tiix_stand_in';

/** The app's environment for Stripe against the stand-in. */
export const standInEnv = (standIn: StripeStandIn) => ({
  PAYMENTS_PROVIDER: 'stripe',
  STRIPE_SECRET_KEY: STAND_IN_SECRET_KEY,
  STRIPE_WEBHOOK_SECRET: STAND_IN_WEBHOOK_SECRET,
  STRIPE_API_URL: standIn.url,
});

/** Headers of a webhook signed with the stand-in's webhook secret, as Stripe signs it. */
export const stripeSignature = (payload: string) =>
  new Headers({
    'stripe-signature': Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: STAND_IN_WEBHOOK_SECRET,
    }),
  });

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let data = '';
    req.on('data', (chunk) => (data += chunk));
    req.on('end', () => resolve(data));
  });
}

export async function startStripeStandIn(): Promise<StripeStandIn> {
  const calls: RecordedStripeCall[] = [];
  const invoiceOfPayment = new Map<string, string>();
  let sessions = 0;

  const answer = (call: RecordedStripeCall): [number, object] => {
    const { method, path, form, query } = call;
    if (method === 'POST' && path === '/v1/accounts') {
      return [200, { id: 'acct_stand_in', object: 'account', charges_enabled: false }];
    }
    if (method === 'GET' && path.startsWith('/v1/accounts/')) {
      const id = path.split('/').pop();
      return [200, { id, object: 'account', charges_enabled: true, payouts_enabled: true }];
    }
    if (method === 'POST' && path === '/v1/account_links') {
      return [200, { object: 'account_link', url: `https://connect.stripe.test/${form.account}` }];
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const id = `cs_stand_in_${++sessions}`;
      return [
        200,
        { id, object: 'checkout.session', mode: form.mode, url: `https://pay.stripe.test/${id}` },
      ];
    }
    if (method === 'POST' && path === '/v1/refunds') {
      return [
        200,
        {
          id: `re_${form.payment_intent}`,
          object: 'refund',
          payment_intent: form.payment_intent,
          amount: Number(form.amount),
          status: 'succeeded',
        },
      ];
    }
    if (method === 'GET' && path === '/v1/invoice_payments') {
      const invoice = invoiceOfPayment.get(query['payment[payment_intent]'] ?? '');
      return [
        200,
        {
          object: 'list',
          url: '/v1/invoice_payments',
          has_more: false,
          data: invoice ? [{ id: `inpay_${invoice}`, object: 'invoice_payment', invoice }] : [],
        },
      ];
    }
    if (method === 'POST' && path.startsWith('/v1/subscriptions/')) {
      return [200, { id: path.split('/').pop(), object: 'subscription' }];
    }
    return [
      404,
      { error: { type: 'invalid_request_error', message: `Unrecognized ${method} ${path}` } },
    ];
  };

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const call: RecordedStripeCall = {
      method: req.method ?? '',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      form: Object.fromEntries(new URLSearchParams(await readBody(req))),
      idempotencyKey: req.headers['idempotency-key'] as string | undefined,
    };
    calls.push(call);
    const [status, body] = answer(call);
    res.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_stand_in' });
    res.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    invoiceOfPayment,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Posts a signed Stripe event to the app's webhook; answers the outcome the server recorded. */
export async function deliverStripeEvent(app: Hono, event: object): Promise<string> {
  const payload = JSON.stringify(event);
  const res = await app.request('/api/payments/webhook/stripe', {
    method: 'POST',
    headers: stripeSignature(payload),
    body: payload,
  });
  if (res.status !== 200) throw new Error(`webhook answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { outcome: string }).outcome;
}
