import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { planSubscriptions } from '../../db/schema/payments.js';
import { teams } from '../../db/schema/teams.js';
import { sandboxWebhookSecret } from '../../payments-provider/sandbox.js';
import { signWebhook } from '../../payments-provider/signature.js';
import { testConfig } from '../../testing/app.js';
import { isUnlimited } from '@tiix/domain';
import { requireUnlimited } from './plan.js';
import { errorCode, gql, teamWithMembers, setupTestApp } from '../../testing/index.js';

const server = setupTestApp();

const BILLING = `query($t: ID!) { billing(teamId: $t) {
  plan status renewsAt expiresAt cancelAtPeriodEnd priceCents canManage
  receipts { id amountCents currency description url } } }`;
const TEAM_PLAN = `query($t: ID!) { team(id: $t) { plan } }`;
const INVITE = `mutation($t: ID!, $e: String!) { inviteMember(teamId: $t, email: $e) { success message } }`;

const teamRow = async (id: string) =>
  (await server.db.select().from(teams).where(eq(teams.id, id)))[0]!;

/** Subscribes through the sandbox checkout, as the owner would in the browser. */
async function subscribe(teamId: string, owner: Parameters<typeof gql>[1]) {
  const started = await gql(
    server.app,
    owner,
    `mutation($t: ID!) { startPlanCheckout(teamId: $t) }`,
    {
      t: teamId,
    },
  );
  expect(started.errors).toBeUndefined();
  const path = new URL(started.data!.startPlanCheckout as string).pathname;
  const page = await (await server.app.request(path)).text();
  expect(page).toContain('$49.00 USD / year');
  const res = await server.app.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'card=4242424242424242&exp=12%2F34&cvc=123',
  });
  expect(res.status).toBe(303);
  expect(res.headers.get('location')).toContain(`/app/settings?billing=success&team=${teamId}`);
  const [sub] = await server.db
    .select()
    .from(planSubscriptions)
    .where(eq(planSubscriptions.teamId, teamId));
  return sub!;
}

describe('plan rule', () => {
  it('isUnlimited respects the expiry', () => {
    const now = new Date('2026-06-01T00:00:00Z');
    expect(isUnlimited({ plan: 'free', planExpiresAt: null }, now)).toBe(false);
    expect(isUnlimited({ plan: 'unlimited', planExpiresAt: null }, now)).toBe(true);
    expect(
      isUnlimited({ plan: 'unlimited', planExpiresAt: new Date('2026-06-02T00:00:00Z') }, now),
    ).toBe(true);
    expect(
      isUnlimited({ plan: 'unlimited', planExpiresAt: new Date('2026-06-01T00:00:00Z') }, now),
    ).toBe(false);
  });

  it('requireUnlimited refuses a free or expired team with the feature message', async () => {
    const free = await teamWithMembers(server.db, { memberCount: 0 });
    await expect(requireUnlimited(server.db, free.id, 'auto_draft')).rejects.toMatchObject({
      code: 'PLAN_LIMIT',
      message: 'Automated drafts are an Unlimited feature. Go Unlimited to turn on auto mode.',
    });
    await expect(requireUnlimited(server.db, free.id, 'swaps')).rejects.toMatchObject({
      message: 'Game swaps are an Unlimited feature. Go Unlimited to swap games.',
    });
    const expired = await teamWithMembers(server.db, {
      memberCount: 0,
      plan: 'unlimited',
      planExpiresAt: new Date(Date.now() - 1000),
    });
    await expect(requireUnlimited(server.db, expired.id, 'card_payments')).rejects.toMatchObject({
      code: 'PLAN_LIMIT',
    });
    const paid = await teamWithMembers(server.db, {
      memberCount: 0,
      plan: 'unlimited',
      planExpiresAt: new Date(Date.now() + 86_400_000),
    });
    await expect(requireUnlimited(server.db, paid.id, 'auto_draft')).resolves.toBeUndefined();
  });
});

describe('team limit', () => {
  const CREATE = `mutation($input: CreateTeamInput!) { createTeam(input: $input) { id } }`;
  const input = { name: 'Second', league: 'NFL', teamName: 'Dallas Cowboys', season: '2025' };

  it('a second owned team needs an Unlimited team that has not expired', async () => {
    const t = await teamWithMembers(server.db, { memberCount: 0 });
    const free = await gql(server.app, t.owner, CREATE, { input });
    expect(errorCode(free)).toBe('PLAN_LIMIT');
    expect(free.errors![0]!.message).toBe(
      'The free plan includes 1 team. Go Unlimited to create more.',
    );

    await server.db
      .update(teams)
      .set({ plan: 'unlimited', planExpiresAt: new Date(Date.now() - 60_000) })
      .where(eq(teams.id, t.id));
    expect(errorCode(await gql(server.app, t.owner, CREATE, { input }))).toBe('PLAN_LIMIT');

    await server.db
      .update(teams)
      .set({ planExpiresAt: new Date(Date.now() + 86_400_000) })
      .where(eq(teams.id, t.id));
    const ok = await gql(server.app, t.owner, CREATE, { input });
    expect(ok.errors).toBeUndefined();
  });
});

describe('Unlimited subscription through the sandbox', () => {
  it('a free team hits the invite limit, upgrades, and the limit is gone', async () => {
    const t = await teamWithMembers(server.db, { memberCount: 4 });
    const refused = await gql(server.app, t.owner, INVITE, { t: t.id, e: 'fifth@example.com' });
    expect(refused.data!.inviteMember).toEqual({
      success: false,
      message: 'The free plan includes up to 4 invited members. Go Unlimited to invite more.',
    });
    expect((await gql(server.app, t.owner, BILLING, { t: t.id })).data!.billing).toMatchObject({
      plan: 'free',
      status: 'none',
      priceCents: 4900,
      canManage: true,
      receipts: [],
    });
    expect(
      errorCode(
        await gql(
          server.app,
          t.members[0]!,
          `mutation($t: ID!) { startPlanCheckout(teamId: $t) }`,
          {
            t: t.id,
          },
        ),
      ),
    ).toBe('FORBIDDEN');
    expect(errorCode(await gql(server.app, t.outsider, BILLING, { t: t.id }))).toBe('NOT_FOUND');

    await subscribe(t.id, t.owner);
    const team = await teamRow(t.id);
    expect(team.plan).toBe('unlimited');
    const inAYear = Date.now() + 365 * 86_400_000;
    expect(Math.abs(team.planExpiresAt!.getTime() - inAYear)).toBeLessThan(60_000);
    const billing = (await gql(server.app, t.members[0]!, BILLING, { t: t.id })).data!.billing;
    expect(billing).toMatchObject({
      plan: 'unlimited',
      status: 'active',
      cancelAtPeriodEnd: false,
      canManage: false,
    });
    expect(new Date(billing.renewsAt).getTime()).toBe(team.planExpiresAt!.getTime());
    expect(billing.receipts).toEqual([
      expect.objectContaining({
        amountCents: 4900,
        currency: 'USD',
        description: 'Tiix Unlimited, 1 year',
      }),
    ]);
    expect((await gql(server.app, t.owner, TEAM_PLAN, { t: t.id })).data!.team.plan).toBe(
      'unlimited',
    );
    expect(
      (await gql(server.app, t.owner, INVITE, { t: t.id, e: 'fifth@example.com' })).data!
        .inviteMember.success,
    ).toBe(true);
    expect(
      errorCode(
        await gql(server.app, t.owner, `mutation($t: ID!) { startPlanCheckout(teamId: $t) }`, {
          t: t.id,
        }),
      ),
    ).toBe('CONFLICT');
  });

  it('cancel keeps Unlimited until expiry, resume undoes it, renewal extends, the end ends it', async () => {
    const t = await teamWithMembers(server.db, { memberCount: 1 });
    const sub = await subscribe(t.id, t.owner);
    const firstExpiry = (await teamRow(t.id)).planExpiresAt!;

    expect(
      errorCode(
        await gql(
          server.app,
          t.members[0]!,
          `mutation($t: ID!) { cancelPlan(teamId: $t) { status } }`,
          {
            t: t.id,
          },
        ),
      ),
    ).toBe('FORBIDDEN');
    const canceled = await gql(
      server.app,
      t.owner,
      `mutation($t: ID!) { cancelPlan(teamId: $t) { plan status cancelAtPeriodEnd renewsAt expiresAt } }`,
      { t: t.id },
    );
    expect(canceled.data!.cancelPlan).toMatchObject({
      plan: 'unlimited',
      status: 'canceled',
      cancelAtPeriodEnd: true,
      renewsAt: null,
    });
    expect(new Date(canceled.data!.cancelPlan.expiresAt).getTime()).toBe(firstExpiry.getTime());
    expect(
      errorCode(
        await gql(server.app, t.owner, `mutation($t: ID!) { cancelPlan(teamId: $t) { status } }`, {
          t: t.id,
        }),
      ),
    ).toBe('CONFLICT');

    const resumed = await gql(
      server.app,
      t.owner,
      `mutation($t: ID!) { resumePlan(teamId: $t) { status cancelAtPeriodEnd } }`,
      { t: t.id },
    );
    expect(resumed.data!.resumePlan).toEqual({ status: 'active', cancelAtPeriodEnd: false });

    // The year ends with the subscription still on: it renews and the expiry moves a year on.
    const renew = await server.app.request(
      `/sandbox/subscriptions/${sub.subscriptionId}/end-period`,
      {
        method: 'POST',
      },
    );
    expect(await renew.json()).toEqual({ result: 'renewed' });
    const renewed = (await teamRow(t.id)).planExpiresAt!;
    expect(renewed.getTime() - firstExpiry.getTime()).toBe(365 * 86_400_000);
    expect(
      (await gql(server.app, t.owner, BILLING, { t: t.id })).data!.billing.receipts,
    ).toHaveLength(2);

    // Cancelled, then the year ends: the provider ends the subscription; the plan runs out at expiry.
    await gql(server.app, t.owner, `mutation($t: ID!) { cancelPlan(teamId: $t) { status } }`, {
      t: t.id,
    });
    const end = await server.app.request(
      `/sandbox/subscriptions/${sub.subscriptionId}/end-period`,
      {
        method: 'POST',
      },
    );
    expect(await end.json()).toEqual({ result: 'ended' });
    const [ended] = await server.db
      .select()
      .from(planSubscriptions)
      .where(eq(planSubscriptions.id, sub.id));
    expect(ended!.status).toBe('expired');

    await server.db
      .update(teams)
      .set({ planExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(teams.id, t.id));
    expect((await gql(server.app, t.owner, BILLING, { t: t.id })).data!.billing).toMatchObject({
      plan: 'free',
      status: 'expired',
    });
    expect((await gql(server.app, t.owner, TEAM_PLAN, { t: t.id })).data!.team.plan).toBe('free');
    expect(
      errorCode(
        await gql(server.app, t.owner, `mutation($t: ID!) { resumePlan(teamId: $t) { status } }`, {
          t: t.id,
        }),
      ),
    ).toBe('CONFLICT');
  });

  it('plan webhooks are safe out of order and twice', async () => {
    const t = await teamWithMembers(server.db, { memberCount: 0 });
    const secret = sandboxWebhookSecret(testConfig().dataDir, undefined);
    const send = async (event: object) => {
      const body = JSON.stringify(event);
      const res = await server.app.request('/api/payments/webhook/sandbox', {
        method: 'POST',
        headers: { 'stripe-signature': signWebhook(secret, body) },
        body,
      });
      return ((await res.json()) as { outcome: string }).outcome;
    };
    const now = Math.floor(Date.now() / 1000);
    const periodEnd = now + 365 * 86_400;
    const invoice = {
      id: 'evt_inv',
      type: 'invoice.paid',
      created: now,
      data: {
        object: {
          id: 'in_1',
          amount_paid: 4900,
          currency: 'usd',
          parent: {
            subscription_details: { subscription: 'sub_x', metadata: { teamId: t.id } },
          },
          lines: { data: [{ period: { start: now, end: periodEnd } }] },
        },
      },
    };
    // The invoice arrives before the checkout completion: the subscription is created from it.
    expect(await send(invoice)).toBe('plan extended');
    expect(await send({ ...invoice, id: 'evt_inv_again' })).toBe('plan extended');
    expect(await send(invoice)).toBe('duplicate: already received');
    expect(
      await send({
        id: 'evt_cs',
        type: 'checkout.session.completed',
        created: now,
        data: {
          object: {
            id: 'cs_1',
            mode: 'subscription',
            payment_status: 'paid',
            subscription: 'sub_x',
            metadata: { teamId: t.id },
          },
        },
      }),
    ).toBe('subscription recorded');
    const subEvent = (id: string, created: number, cancel: boolean) => ({
      id,
      type: 'customer.subscription.updated',
      created,
      data: {
        object: {
          id: 'sub_x',
          status: 'active',
          cancel_at_period_end: cancel,
          metadata: { teamId: t.id },
          items: { data: [{ current_period_end: periodEnd }] },
        },
      },
    });
    expect(await send(subEvent('evt_new', now + 10, true))).toBe('subscription canceled');
    // An older update delivered late does not undo the newer cancel.
    expect(await send(subEvent('evt_old', now + 5, false))).toBe('ignored: stale');
    const [sub] = await server.db
      .select()
      .from(planSubscriptions)
      .where(eq(planSubscriptions.teamId, t.id));
    expect(sub).toMatchObject({ status: 'canceled', cancelAtPeriodEnd: true });
    // An older invoice never shortens the expiry.
    expect(
      await send({
        ...invoice,
        id: 'evt_inv_old',
        data: {
          object: {
            ...invoice.data.object,
            id: 'in_0',
            lines: { data: [{ period: { end: now + 100 } }] },
          },
        },
      }),
    ).toBe('plan extended');
    expect((await teamRow(t.id)).planExpiresAt!.getTime()).toBe(periodEnd * 1000);
    const billing = (await gql(server.app, t.owner, BILLING, { t: t.id })).data!.billing;
    expect(billing.receipts).toHaveLength(2);
    expect(billing.status).toBe('canceled');
  });
});
