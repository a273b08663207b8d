import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { activityLog } from '../../db/schema/activity.js';
import { notifications } from '../../db/schema/notifications.js';
import { paymentRequests, webhookEvents } from '../../db/schema/payments.js';
import { cardFeeCents } from '@tiix/domain';
import { sandboxWebhookSecret } from '../../payments-provider/sandbox.js';
import { signWebhook } from '../../payments-provider/signature.js';
import { testConfig } from '../../testing/app.js';
import {
  checkoutCompletedEvent,
  errorCode,
  gql,
  ledgerKinds,
  REQUEST_FIELDS,
  rest,
  type TeamWithMembers,
  teamWithMembers,
  setupTestApp,
} from '../../testing/index.js';

const server = setupTestApp();

const CHECKOUT = `mutation($id: ID!) { startCardCheckout(id: $id) }`;
const REQUEST = `query($teamId: ID!) { paymentRequests(teamId: $teamId) { ${REQUEST_FIELDS} } }`;

/** An Unlimited team whose owner finished payouts onboarding, and one open request. */
async function cardReadyTeam(amountCents = 5000): Promise<TeamWithMembers & { requestId: string }> {
  const t = await teamWithMembers(server.db, { plan: 'unlimited' });
  const link = await rest(server.app, 'POST', '/api/payouts/account-link', t.owner, {
    teamId: t.id,
  });
  await server.app.request(new URL(link.body.url as string).pathname, {
    method: 'POST',
    body: new URLSearchParams({ name: 'O' }),
  });
  const created = await gql(
    server.app,
    t.owner,
    `mutation($t: ID!, $p: ID!, $a: Int!) { createPaymentRequest(teamId: $t, payerUserId: $p, amountCents: $a, note: "Week 1") { id } }`,
    { t: t.id, p: t.members[0]!.id, a: amountCents },
  );
  return { ...t, requestId: created.data!.createPaymentRequest.id as string };
}

async function pay(sessionPath: string, card: string) {
  return server.app.request(sessionPath, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ card, exp: '12/34', cvc: '123' }).toString(),
  });
}

const requestRow = async (id: string) =>
  (await server.db.select().from(paymentRequests).where(eq(paymentRequests.id, id)))[0]!;

/** Posts a Stripe-shaped event signed with the sandbox's secret, as the sandbox would. */
async function deliver(
  event: object,
  secret = sandboxWebhookSecret(testConfig().dataDir, undefined),
  at?: Date,
) {
  const body = JSON.stringify(event);
  const res = await server.app.request('/api/payments/webhook/sandbox', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': signWebhook(secret, body, at),
    },
    body,
  });
  return {
    status: res.status,
    body: (await res.json()) as { outcome?: string; received?: boolean },
  };
}

function completedEvent(id: string, sessionId: string, requestId: string, amountTotal: number) {
  return checkoutCompletedEvent({
    id,
    sessionId,
    requestId,
    amountTotal,
    paymentIntent: `pi_${id}`,
  });
}

describe('card checkout in the sandbox', () => {
  it('shows the fee before paying, declines 4000…0002, and is paid only by the verified webhook, once', async () => {
    const t = await cardReadyTeam(5000);
    const payer = t.members[0]!;
    const before = await gql(server.app, payer, REQUEST, { teamId: t.id });
    const fee = cardFeeCents(5000);
    expect(before.data!.paymentRequests[0]).toMatchObject({
      cardAvailable: true,
      cardFeeCents: fee,
    });
    expect(fee).toBe(181);

    expect(errorCode(await gql(server.app, t.owner, CHECKOUT, { id: t.requestId }))).toBe(
      'FORBIDDEN',
    );
    expect(errorCode(await gql(server.app, t.members[1]!, CHECKOUT, { id: t.requestId }))).toBe(
      'NOT_FOUND',
    );
    const started = await gql(server.app, payer, CHECKOUT, { id: t.requestId });
    const path = new URL(started.data!.startCardCheckout as string).pathname;
    expect(path).toMatch(/^\/sandbox\/checkout\/cs_sbx_/);

    const page = await (await server.app.request(path)).text();
    expect(page).toContain('$50.00 USD');
    expect(page).toContain('$1.81 USD');
    expect(page).toContain('$51.81 USD');

    const declined = await pay(path, '4000 0000 0000 0002');
    expect(declined.status).toBe(402);
    expect(await declined.text()).toContain('Your card was declined.');
    expect((await pay(path, '1234 5678 9012 3456')).status).toBe(400);
    expect((await requestRow(t.requestId)).status).toBe('pending');

    const paid = await pay(path, '4242 4242 4242 4242');
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toContain(
      `/app/payments?checkout=success&request=${t.requestId}`,
    );
    expect(await requestRow(t.requestId)).toMatchObject({ status: 'paid', paidVia: 'card' });
    expect(await ledgerKinds(server.db, t.requestId)).toEqual([
      'created:->pending',
      'card_payment:pending->paid',
    ]);
    const events = await server.db.select().from(webhookEvents);
    expect(events.filter((e) => e.type === 'checkout.session.completed')).toEqual([
      expect.objectContaining({ processed: true, outcome: 'request paid' }),
    ]);
    // Paying the same session again is not possible.
    expect((await pay(path, '4242424242424242')).status).toBe(410);
    const activity = await server.db.select().from(activityLog).where(eq(activityLog.teamId, t.id));
    expect(activity.filter((a) => a.activityType === 'payment_made')).toHaveLength(1);
  });

  it('is refused on the free plan and before payouts are ready', async () => {
    const t = await teamWithMembers(server.db);
    const { data } = await gql(
      server.app,
      t.owner,
      `mutation($t: ID!, $p: ID!) { createPaymentRequest(teamId: $t, payerUserId: $p, amountCents: 100) { id cardAvailable } }`,
      { t: t.id, p: t.members[0]!.id },
    );
    expect(data!.createPaymentRequest.cardAvailable).toBe(false);
    const res = await gql(server.app, t.members[0]!, CHECKOUT, {
      id: data!.createPaymentRequest.id,
    });
    expect(errorCode(res)).toBe('PLAN_LIMIT');
    expect(res.errors![0]!.message).toBe(
      'Card payments are an Unlimited feature. Go Unlimited to collect by card.',
    );

    const u = await teamWithMembers(server.db, { plan: 'unlimited' });
    const req = await gql(
      server.app,
      u.owner,
      `mutation($t: ID!, $p: ID!) { createPaymentRequest(teamId: $t, payerUserId: $p, amountCents: 100) { id } }`,
      { t: u.id, p: u.members[0]!.id },
    );
    const notReady = await gql(server.app, u.members[0]!, CHECKOUT, {
      id: req.data!.createPaymentRequest.id,
    });
    expect(errorCode(notReady)).toBe('BAD_USER_INPUT');
    const mode = await gql(
      server.app,
      u.owner,
      `mutation($t: ID!) { setPaymentsMode(teamId: $t, mode: integrated) { paymentsMode } }`,
      { t: u.id },
    );
    expect(errorCode(mode)).toBe('BAD_USER_INPUT');
  });
});

describe('webhooks', () => {
  it('are refused without a valid, fresh signature, and change nothing', async () => {
    const t = await cardReadyTeam();
    const started = await gql(server.app, t.members[0]!, CHECKOUT, { id: t.requestId });
    const sessionId = new URL(started.data!.startCardCheckout as string).pathname.split('/').pop()!;
    const event = completedEvent('evt_forged', sessionId, t.requestId, 5000 + cardFeeCents(5000));

    expect((await deliver(event, 'whsec_wrong_secret_0000000000')).status).toBe(400);
    expect((await deliver(event, undefined, new Date(Date.now() - 10 * 60_000))).status).toBe(400);
    const unsigned = await server.app.request('/api/payments/webhook/sandbox', {
      method: 'POST',
      body: JSON.stringify(event),
    });
    expect(unsigned.status).toBe(400);
    const tampered = await server.app.request('/api/payments/webhook/sandbox', {
      method: 'POST',
      headers: {
        'stripe-signature': signWebhook(
          sandboxWebhookSecret(testConfig().dataDir, undefined),
          '{}',
        ),
      },
      body: JSON.stringify(event),
    });
    expect(tampered.status).toBe(400);
    // This server uses the sandbox: the Stripe route refuses.
    expect(
      (await server.app.request('/api/payments/webhook/stripe', { method: 'POST', body: '{}' }))
        .status,
    ).toBe(400);

    const events = await server.db.select().from(webhookEvents);
    expect(events.map((e) => e.type)).toEqual(['account.updated']);
    expect((await requestRow(t.requestId)).status).toBe('pending');
  });

  it('are idempotent by event id and a late duplicate of a completed checkout changes nothing', async () => {
    const t = await cardReadyTeam();
    const started = await gql(server.app, t.members[0]!, CHECKOUT, { id: t.requestId });
    const sessionId = new URL(started.data!.startCardCheckout as string).pathname.split('/').pop()!;
    const total = 5000 + cardFeeCents(5000);

    const wrongAmount = await deliver(
      completedEvent('evt_short', sessionId, t.requestId, total - 1),
    );
    expect(wrongAmount.body.outcome).toBe('ignored: amount mismatch');
    expect((await requestRow(t.requestId)).status).toBe('pending');

    const first = await deliver(completedEvent('evt_1', sessionId, t.requestId, total));
    expect(first).toEqual({ status: 200, body: { received: true, outcome: 'request paid' } });
    const replay = await deliver(completedEvent('evt_1', sessionId, t.requestId, total));
    expect(replay.body.outcome).toBe('duplicate: already received');
    const resent = await deliver(completedEvent('evt_2', sessionId, t.requestId, total));
    expect(resent.body.outcome).toBe('ignored: checkout already completed');

    expect(await ledgerKinds(server.db, t.requestId)).toEqual([
      'created:->pending',
      'card_payment:pending->paid',
    ]);
    const activity = await server.db.select().from(activityLog).where(eq(activityLog.teamId, t.id));
    expect(activity.filter((a) => a.activityType === 'payment_received')).toHaveLength(1);
    // The owner is told once, however often the provider repeats the event.
    await vi.waitFor(async () => {
      const told = await server.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, t.owner.id), eq(notifications.kind, 'payment_paid')));
      expect(told).toHaveLength(1);
      expect(told[0]!.body).toMatch(/by card\.$/);
    });
  });

  it('out of order: a completion arriving after the refund does not mark the request paid again', async () => {
    const t = await cardReadyTeam();
    const started = await gql(server.app, t.members[0]!, CHECKOUT, { id: t.requestId });
    const path = new URL(started.data!.startCardCheckout as string).pathname;
    const sessionId = path.split('/').pop()!;
    expect((await pay(path, '4242424242424242')).status).toBe(303);
    expect((await requestRow(t.requestId)).status).toBe('paid');

    const refund = await server.app.request(`${path}/refund`, { method: 'POST' });
    expect(refund.status).toBe(200);
    expect(await requestRow(t.requestId)).toMatchObject({
      status: 'pending',
      paidVia: null,
      paidAt: null,
    });

    const late = await deliver(
      completedEvent('evt_late', sessionId, t.requestId, 5000 + cardFeeCents(5000)),
    );
    expect(late.body.outcome).toBe('ignored: checkout already refunded');
    expect((await requestRow(t.requestId)).status).toBe('pending');
    expect(await ledgerKinds(server.db, t.requestId)).toEqual([
      'created:->pending',
      'card_payment:pending->paid',
      'card_refund:paid->pending',
    ]);
  });

  it('money arriving for a request the owner already settled is recorded and refunded', async () => {
    const t = await cardReadyTeam();
    const started = await gql(server.app, t.members[0]!, CHECKOUT, { id: t.requestId });
    const path = new URL(started.data!.startCardCheckout as string).pathname;
    await gql(
      server.app,
      t.owner,
      `mutation($id: ID!) { setPaymentRequestStatus(id: $id, status: waived) { id } }`,
      { id: t.requestId },
    );
    expect((await pay(path, '4242424242424242')).status).toBe(303);
    expect((await requestRow(t.requestId)).status).toBe('waived');
    // The sandbox refunds after the webhook's transaction, then confirms by its own webhook.
    await vi.waitFor(
      async () => {
        expect(await ledgerKinds(server.db, t.requestId)).toEqual([
          'created:->pending',
          'status_changed:pending->waived',
          'card_payment:waived->waived',
          'card_refund:waived->waived',
        ]);
      },
      { timeout: 5_000 },
    );
  });
});
