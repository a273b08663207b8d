// Finding 16: the activity feed showed a plain member what the rest of the API hides from them:
// every invitee's e-mail address (invite_sent), and payments between two other members
// (payment_made, payment_received, with amounts). The feed now applies the same rules as the
// data it describes: invites and e-mail addresses for the team's owner and admins only; a
// payment for whoever may see its request (the team owner, its payer and the member owed).
import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { activityLog } from '../db/schema/activity.js';
import { teamMembers } from '../db/schema/teams.js';
import { createMemberPaymentRequest } from '../modules/payments/payments.service.js';
import { setupTestDatabase } from '../testing/db.js';
import {
  type Caller,
  gql,
  type Loose,
  teamWithMembers,
  type TeamWithMembers,
  testApp,
} from '../testing/index.js';

const testDb = setupTestDatabase();

const FEED = `query($t: [ID!]) { recentActivity(teamIds: $t, limit: 100) { activityType userId details } }`;
const REQUESTS = `query($t: ID) { paymentRequests(teamId: $t) { id } }`;
const INVITEE = 'secret.invitee@example.com';

let app: Hono;
let t: TeamWithMembers;
let owner: Caller, admin: Caller, payer: Caller, payee: Caller, bystander: Caller;
let ownerRequestId: string;
let memberRequestId: string;

async function ok(caller: Caller, query: string, variables: object) {
  const res = await gql(app, caller, query, variables);
  expect(res.errors).toBeUndefined();
  return res.data!;
}

async function feed(caller: Caller) {
  const data = await ok(caller, FEED, { t: [t.id] });
  return data.recentActivity as { activityType: string; userId: string; details: Loose }[];
}

const paymentIds = (entries: { activityType: string; details: Loose }[]) =>
  new Set(
    entries
      .filter((e) => e.activityType.startsWith('payment_'))
      .map((e) => e.details.payment_request_id as string),
  );

/** A team (owner, an admin, three members), one invite, and two paid requests. */
async function setup() {
  ({ app } = testApp(testDb.db));
  t = await teamWithMembers(testDb.db, { memberCount: 4, plan: 'unlimited' });
  owner = t.owner;
  [admin, payer, payee, bystander] = t.members as [Caller, Caller, Caller, Caller];
  await testDb.db
    .update(teamMembers)
    .set({ role: 'admin' })
    .where(eq(teamMembers.userId, admin.id));

  const invited = await ok(
    owner,
    `mutation($t: ID!, $e: String!) { inviteMember(teamId: $t, email: $e) { success } }`,
    {
      t: t.id,
      e: INVITEE,
    },
  );
  expect(invited.inviteMember.success).toBe(true);
  // The owner asks the payer for money; it is paid.
  const created = await ok(
    owner,
    `mutation($t: ID!, $p: ID!) { createPaymentRequest(teamId: $t, payerUserId: $p, amountCents: 2500) { id } }`,
    { t: t.id, p: payer.id },
  );
  ownerRequestId = created.createPaymentRequest.id;
  const PAID = `mutation($id: ID!) { setPaymentRequestStatus(id: $id, status: paid) { id } }`;
  await ok(owner, PAID, { id: ownerRequestId });
  // Money between two members (a swap balanced with money): the member owed marks it paid.
  const between = await createMemberPaymentRequest(testDb.db, {
    teamId: t.id,
    payeeUserId: payee.id,
    payerUserId: payer.id,
    amountCents: 1234,
    description: 'Money to balance a game swap',
    actorUserId: payee.id,
  });
  memberRequestId = between.id;
  await ok(payee, PAID, { id: memberRequestId });
}

describe('the activity feed', () => {
  it("shows invitees' e-mail addresses only to the owner and admins, like the invites list", async () => {
    await setup();
    for (const caller of [payer, payee, bystander]) {
      const entries = await feed(caller);
      expect(JSON.stringify(entries)).not.toContain(INVITEE);
      expect(entries.some((e) => e.activityType === 'invite_sent')).toBe(false);
    }
    for (const caller of [owner, admin]) {
      const invite = (await feed(caller)).find((e) => e.activityType === 'invite_sent');
      expect(invite?.details.email).toBe(INVITEE);
    }
  });

  it('shows a payment only to those who may see its request', async () => {
    await setup();
    const expected = new Map<Caller, string[]>([
      [owner, [ownerRequestId, memberRequestId]],
      [admin, []],
      [payer, [ownerRequestId, memberRequestId]],
      [payee, [memberRequestId]],
      [bystander, []],
    ]);
    for (const [caller, ids] of expected) {
      const entries = await feed(caller);
      expect([...paymentIds(entries)].sort()).toEqual([...ids].sort());
      expect(entries.filter((e) => e.activityType.startsWith('payment_'))).toHaveLength(
        ids.length * 2,
      );
      // The same requests the payments list shows the caller.
      const visible = (await ok(caller, REQUESTS, { t: t.id })).paymentRequests as {
        id: string;
      }[];
      expect(visible.map((r) => r.id).sort()).toEqual([...ids].sort());
    }
  });

  it('keeps an older payment entry (no request id) to the owner and the member it names', async () => {
    await setup();
    await testDb.db.insert(activityLog).values({
      teamId: t.id,
      userId: payer.id,
      activityType: 'payment_made',
      details: { amount: '77.77' },
    });
    const seen = async (c: Caller) => JSON.stringify(await feed(c)).includes('77.77');
    expect(await seen(owner)).toBe(true);
    expect(await seen(payer)).toBe(true);
    expect(await seen(bystander)).toBe(false);
    expect(await seen(admin)).toBe(false);
  });
});
