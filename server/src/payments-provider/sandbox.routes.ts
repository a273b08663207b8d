import type { Context } from 'hono';
import { Hono } from 'hono';
import type { AppDeps } from '../context.js';
import { routeNotFound } from '../http/errors.js';
import { configuredPaymentProvider } from './index.js';
import { SandboxProvider, type SandboxSession } from './sandbox.js';

const escape = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!,
  );

const money = (cents: number, currency: string) =>
  `$${(cents / 100).toFixed(2)} ${escape(currency.toUpperCase())}`;

function page(title: string, body: string, status = 200) {
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escape(title)} · Sandbox payments</title>
<style>
body{font-family:system-ui,sans-serif;background:#f4f5f7;color:#1a1a1a;margin:0}
main{max-width:420px;margin:48px auto;background:#fff;border-radius:12px;padding:28px;box-shadow:0 2px 12px rgba(0,0,0,.08)}
h1{font-size:1.3rem;margin:0 0 4px}
.banner{background:#fff4d6;border:1px solid #f0c36d;border-radius:8px;padding:8px 12px;font-size:.85rem;margin-bottom:18px}
dl{display:grid;grid-template-columns:1fr auto;gap:6px 12px;margin:16px 0}
dt{color:#555}dd{margin:0;text-align:right}
.total{font-weight:700}
label{display:block;font-weight:600;margin:12px 0 4px}
input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #bbb;border-radius:6px;font-size:1rem}
.row{display:flex;gap:12px}.row>div{flex:1}
button{margin-top:18px;width:100%;padding:12px;border:0;border-radius:8px;background:#4f46e5;color:#fff;font-size:1rem;font-weight:600;cursor:pointer}
button:focus-visible,a:focus-visible,input:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
.error{color:#b00020;background:#fde8ec;border-radius:6px;padding:8px 12px;margin-top:12px}
.hint{font-size:.85rem;color:#555}
a{color:#4f46e5}
</style>
</head>
<body><main>
<p class="banner" role="note">Sandbox: no real money moves. Test cards: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined.</p>
${body}
</main></body></html>`;
  return new Response(html, {
    status,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  });
}

function checkoutPage(session: SandboxSession, error?: string, status = 200) {
  const total = session.amountCents + session.feeCents;
  const lines =
    session.mode === 'payment'
      ? `<dt>${escape(session.description)}</dt><dd>${money(session.amountCents, session.currency)}</dd>
<dt>Card processing fee</dt><dd>${money(session.feeCents, session.currency)}</dd>`
      : `<dt>${escape(session.description)}</dt><dd>${money(session.amountCents, session.currency)} / year</dd>`;
  return page(
    'Checkout',
    `<h1>${session.mode === 'payment' ? 'Pay by card' : 'Subscribe'}</h1>
<dl>${lines}<dt class="total">Total due today</dt><dd class="total">${money(total, session.currency)}</dd></dl>
${session.mode === 'subscription' ? '<p class="hint">Renews automatically every year. Cancel any time; the plan stays active until the end of the paid year.</p>' : ''}
<form method="post" action="/sandbox/checkout/${escape(session.id)}">
<label for="card">Card number</label>
<input id="card" name="card" inputmode="numeric" autocomplete="cc-number" required placeholder="4242 4242 4242 4242">
<div class="row">
<div><label for="exp">Expiry (MM/YY)</label><input id="exp" name="exp" autocomplete="cc-exp" required placeholder="12/34"></div>
<div><label for="cvc">CVC</label><input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" required placeholder="123"></div>
</div>
${error ? `<p class="error" role="alert" id="card-error">${escape(error)}</p>` : ''}
<button type="submit">Pay ${money(total, session.currency)}</button>
</form>
<p><a href="${escape(session.cancelUrl)}">Cancel and go back</a></p>`,
    status,
  );
}

async function formField(c: Context, name: string): Promise<string> {
  const form = await c.req.parseBody();
  const value = form[name];
  return typeof value === 'string' ? value : '';
}

/**
 * The sandbox provider's hosted pages on our origin (only when the sandbox is the provider):
 * card checkout, payout onboarding, and, outside production, the provider-dashboard actions
 * that tests and demos need (refund, end of the subscription year).
 */
export function createSandboxRouter(deps: AppDeps): Hono {
  const router = new Hono();
  const sandbox = () => {
    const provider = configuredPaymentProvider(deps);
    return provider instanceof SandboxProvider ? provider : null;
  };

  router.use('*', async (c, next) => (sandbox() ? next() : routeNotFound(c)));

  router.get('/checkout/:id', async (c) => {
    const session = await sandbox()!.session(c.req.param('id'));
    if (!session) return page('Checkout', '<h1>Checkout not found</h1>', 404);
    if (session.status !== 'open') {
      return page(
        'Checkout',
        `<h1>This checkout is closed</h1><p>It was already ${session.status === 'complete' ? 'paid' : 'closed'}.</p><p><a href="${escape(session.successUrl)}">Back to Tiix</a></p>`,
        410,
      );
    }
    return checkoutPage(session);
  });

  router.post('/checkout/:id', async (c) => {
    const provider = sandbox()!;
    const id = c.req.param('id');
    const card = await formField(c, 'card');
    const result = await provider.payCheckout(id, card);
    const session = await provider.session(id);
    if (!session) return page('Checkout', '<h1>Checkout not found</h1>', 404);
    if (result === 'paid') return c.redirect(session.successUrl, 303);
    if (result === 'declined') return checkoutPage(session, 'Your card was declined.', 402);
    if (result === 'invalid_card') {
      return checkoutPage(
        session,
        'Use a test card: 4242 4242 4242 4242 (succeeds) or 4000 0000 0000 0002 (declined).',
        400,
      );
    }
    return page('Checkout', '<h1>This checkout is closed</h1>', 410);
  });

  router.get('/onboarding/:id', async (c) => {
    const account = await sandbox()!.account(c.req.param('id'));
    if (!account) return page('Payouts', '<h1>Account not found</h1>', 404);
    return page(
      'Payouts setup',
      `<h1>Set up payouts</h1>
<p>Card payments from your team go straight to this account. We take no cut.</p>
${account.ready ? '<p>This account is ready.</p>' : ''}
<form method="post" action="/sandbox/onboarding/${escape(account.id)}">
<label for="name">Legal name</label><input id="name" name="name" required autocomplete="name">
<label for="routing">Routing number</label><input id="routing" name="routing" required inputmode="numeric" placeholder="110000000">
<label for="acct">Account number</label><input id="acct" name="acct" required inputmode="numeric" placeholder="000123456789">
<button type="submit">Finish setup</button>
</form>
${account.refreshUrl ? `<p><a href="${escape(account.refreshUrl)}">Not now</a></p>` : ''}`,
    );
  });

  router.post('/onboarding/:id', async (c) => {
    const account = await sandbox()!.completeOnboarding(c.req.param('id'));
    if (!account) return page('Payouts', '<h1>Account not found</h1>', 404);
    return account.returnUrl
      ? c.redirect(account.returnUrl, 303)
      : page('Payouts', '<h1>Payouts are ready</h1>');
  });

  router.get('/invoices/:id', (c) =>
    page('Receipt', `<h1>Receipt</h1><p>Invoice ${escape(c.req.param('id'))}: paid.</p>`),
  );

  // Provider-dashboard actions, for tests and local demos only.
  if (deps.config.nodeEnv !== 'production') {
    router.post('/checkout/:id/refund', async (c) =>
      (await sandbox()!.refund(c.req.param('id')))
        ? c.json({ refunded: true })
        : c.json({ refunded: false }, 404),
    );
    // A plan invoice's charge refunded, or disputed by the card holder.
    router.post('/invoices/:id/:action{refund|dispute}', async (c) => {
      const provider = sandbox()!;
      const invoice = await provider.invoiceRecord(c.req.param('id'));
      if (!invoice) return c.json({ done: false }, 404);
      const done =
        c.req.param('action') === 'refund'
          ? await provider.refundNow(invoice.paymentIntentId)
          : await provider.dispute(invoice.paymentIntentId);
      return c.json({ done }, done ? 200 : 404);
    });
    router.post('/subscriptions/:id/end-period', async (c) =>
      c.json({ result: await sandbox()!.endPeriod(c.req.param('id')) }),
    );
  }

  router.all('*', routeNotFound);
  return router;
}
