// One payment request could be paid twice: each "pay by card" opened a new checkout, both could
// be paid, and money arriving for a request already settled (by another checkout, marked paid
// by hand, waived) was only noted in the ledger, never given back.
import { and, eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { activityLog } from '../db/schema/activity.js';
import { cardCheckouts, paymentRequests } from '../db/schema/payments.js';
import { cardFeeCents } from '@tiix/domain';
import { setupTestDatabase } from '../testing/db.js';
import {
  standInEnv,
  startStripeStandIn,
  deliverStripeEvent,
  type StripeStandIn,
} from '../testing/stripe-stand-in.js';
import { securityApp } from './helpers.js';
import {
  checkoutCompletedEvent,
  gql,
  ledgerKinds,
  rest,
  teamWithMembers,
  type TeamWithMembers,
} from '../testing/index.js';

const testDb = setupTestDatabase();
const CHECKOUT = `mutation($id: ID!) { startCardCheckout(id: $id) }`;
const TOTAL = 5000 + cardFeeCents(5000);

/** An Unlimited team whose owner finished payouts setup, and one open $50 request. */
async function cardReadyTeam(app: Hono): Promise<TeamWithMembers & { requestId: string }> {
  const t = await teamWithMembers(testDb.db, { plan: 'unlimited' });
  const link = await rest(app, 'POST', '/api/payouts/account-link', t.owner, { teamId: t.id });
  const url = new URL(link.body.url as string);
  if (url.pathname.startsWith('/sandbox/')) {
    await app.request(url.pathname, { method: 'POST', body: new URLSearchParams({ name: 'O' }) });
  } else {
    // Stripe: the status call asks the provider, which says the account is ready.
    await rest(app, 'GET', `/api/connect/status?teamId=${t.id}`, t.owner);
  }
  const created = await gql(
    app,
    t.owner,
    `mutation($t: ID!, $p: ID!) { createPaymentRequest(teamId: $t, payerUserId: $p, amountCents: 5000) { id } }`,
    { t: t.id, p: t.members[0]!.id },
  );
  return { ...t, requestId: created.data!.createPaymentRequest.id as string };
}

const requestRow = async (id: string) =>
  (await testDb.db.select().from(paymentRequests).where(eq(paymentRequests.id, id)))[0]!;
const checkoutsOf = (requestId: string) =>
  testDb.db.select().from(cardCheckouts).where(eq(cardCheckouts.requestId, requestId));
const ledger = (id: string) => ledgerKinds(testDb.db, id);
const paymentsMade = async (teamId: string) =>
  (
    await testDb.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.teamId, teamId), eq(activityLog.activityType, 'payment_made')))
  ).length;

describe('one open checkout per request', () => {
  it('asking again, or twice at once, hands out the same checkout', async () => {
    const { app } = securityApp(testDb.db);
    const t = await cardReadyTeam(app);
    const payer = t.members[0]!;
    const first = await gql(app, payer, CHECKOUT, { id: t.requestId });
    const again = await gql(app, payer, CHECKOUT, { id: t.requestId });
    expect(again.data!.startCardCheckout).toBe(first.data!.startCardCheckout);

    const other = await cardReadyTeam(app);
    const both = await Promise.all(
      [1, 2, 3].map(() => gql(app, other.members[0]!, CHECKOUT, { id: other.requestId })),
    );
    expect(new Set(both.map((r) => r.data!.startCardCheckout)).size).toBe(1);
    expect(await checkoutsOf(t.requestId)).toHaveLength(1);
    expect((await checkoutsOf(other.requestId)).filter((c) => c.status === 'open')).toHaveLength(1);
  });
});

describe('money for a request already settled goes back to the payer', () => {
  it.each(['paid', 'waived'] as const)(
    'the owner marked it %s while the payer was on the checkout page (sandbox)',
    async (status) => {
      const { app } = securityApp(testDb.db);
      const t = await cardReadyTeam(app);
      const started = await gql(app, t.members[0]!, CHECKOUT, { id: t.requestId });
      const path = new URL(started.data!.startCardCheckout as string).pathname;
      await gql(
        app,
        t.owner,
        `mutation($id: ID!, $s: PaymentRequestStatus!) { setPaymentRequestStatus(id: $id, status: $s) { id } }`,
        { id: t.requestId, s: status },
      );
      const paid = await app.request(path, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'card=4242424242424242&exp=12%2F34&cvc=123',
      });
      expect(paid.status).toBe(303);

      // The sandbox refunds, and its charge.refunded webhook records it.
      await vi.waitFor(async () => {
        expect((await checkoutsOf(t.requestId))[0]!.status).toBe('refunded');
      });
      expect((await requestRow(t.requestId)).status).toBe(status);
      expect(await ledger(t.requestId)).toEqual([
        'created:->pending',
        `status_changed:pending->${status}`,
        `card_payment:${status}->${status}`,
        `card_refund:${status}->${status}`,
      ]);
      expect(await paymentsMade(t.id)).toBe(status === 'paid' ? 1 : 0);
      // The team's activity says the payer got the money back.
      const refunds = await testDb.db
        .select()
        .from(activityLog)
        .where(and(eq(activityLog.teamId, t.id), eq(activityLog.activityType, 'payment_refunded')));
      expect(refunds.map((r) => [r.userId, r.details])).toEqual([
        [t.members[0]!.id, { amount: (TOTAL / 100).toFixed(2), payment_request_id: t.requestId }],
      ]);
      const feed = await gql(
        app,
        t.members[0]!,
        `query($t: [ID!]) { recentActivity(teamIds: $t) { activityType } }`,
        { t: [t.id] },
      );
      expect(feed.data!.recentActivity).toContainEqual({ activityType: 'payment_refunded' });
    },
  );

  describe('from Stripe', () => {
    let stripe: StripeStandIn;
    beforeAll(async () => {
      stripe = await startStripeStandIn();
    });
    afterAll(() => stripe.close());

    const completed = (sessionId: string, requestId: string) =>
      checkoutCompletedEvent({
        id: `evt_${sessionId}`,
        sessionId,
        requestId,
        amountTotal: TOTAL,
        paymentIntent: `pi_${sessionId}`,
      });

    it('two checkouts paid at once: one pays the request, the other is refunded through Stripe', async () => {
      const { app } = securityApp(testDb.db, standInEnv(stripe));
      const t = await cardReadyTeam(app);
      const payer = t.members[0]!;
      const first = (await gql(app, payer, CHECKOUT, { id: t.requestId })).data!
        .startCardCheckout as string;
      // The first page aged out (Stripe closes sessions after a day): a new one is opened, and
      // the payer, still on the old page, pays both.
      await testDb.db
        .update(cardCheckouts)
        .set({ expiresAt: new Date(Date.now() - 60_000) })
        .where(eq(cardCheckouts.requestId, t.requestId));
      const second = (await gql(app, payer, CHECKOUT, { id: t.requestId })).data!
        .startCardCheckout as string;
      expect(second).not.toBe(first);
      const [a, b] = [first, second].map((url) => url.split('/').pop()!);

      const outcomes = await Promise.all([
        deliverStripeEvent(app, completed(a!, t.requestId)),
        deliverStripeEvent(app, completed(b!, t.requestId)),
      ]);
      expect(outcomes.sort()).toEqual(['refunding: request already settled', 'request paid']);
      expect(await requestRow(t.requestId)).toMatchObject({ status: 'paid', paidVia: 'card' });
      expect(await paymentsMade(t.id)).toBe(1);

      const refunds = stripe.calls.filter((c) => c.path === '/v1/refunds');
      expect(refunds).toHaveLength(1);
      const loser = (await checkoutsOf(t.requestId)).find((c) => c.status === 'refund_pending')!;
      expect(refunds[0]).toMatchObject({
        method: 'POST',
        form: {
          payment_intent: loser.paymentIntentId,
          amount: String(TOTAL),
          reverse_transfer: 'true',
        },
        idempotencyKey: `refund-${loser.paymentIntentId}`,
      });

      // Stripe confirms the refund: recorded, and the request stays paid by the other payment.
      const confirmed = await deliverStripeEvent(app, {
        id: `evt_refund_${loser.sessionId}`,
        type: 'charge.refunded',
        created: Math.floor(Date.now() / 1000),
        data: {
          object: {
            id: 'ch_1',
            object: 'charge',
            payment_intent: loser.paymentIntentId,
            refunded: true,
            amount_refunded: TOTAL,
          },
        },
      });
      expect(confirmed).toBe('refund recorded');
      expect(await requestRow(t.requestId)).toMatchObject({ status: 'paid', paidVia: 'card' });
      expect(await ledger(t.requestId)).toEqual([
        'created:->pending',
        'card_payment:pending->paid',
        'card_payment:paid->paid',
        'card_refund:paid->paid',
      ]);
    });
  });
});
