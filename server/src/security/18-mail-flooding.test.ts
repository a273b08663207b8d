// Finding 18: swap offers and payment requests could flood a teammate's inbox. Proposing a swap
// and cancelling it, again and again, sent one e-mail each time, with no limit. Now swap
// proposals and games offered up for grabs are limited per user (RATE_LIMITED), and one member's
// swaps, or payment requests and reminders, e-mail one teammate at most a few times an hour:
// beyond that the teammate still gets the in-app notification, but no e-mail.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { games } from '../db/schema/games.js';
import { notifications } from '../db/schema/notifications.js';
import { sleep } from './helpers.js';
import {
  type Caller,
  errorCode,
  gql,
  type GqlResult,
  teamWithMembers,
  setupTestApp,
} from '../testing/index.js';

const server = setupTestApp();

const PROPOSE = `mutation($teamId: ID!, $receiverId: ID!, $terms: SwapTermsInput!) {
  proposeSwap(teamId: $teamId, receiverId: $receiverId, terms: $terms) { id } }`;
const CANCEL = `mutation($id: ID!) { cancelSwap(swapId: $id) { id status } }`;
const OFFER = `mutation($gameId: ID!) { offerUpForGrabs(gameId: $gameId) { id } }`;
const WITHDRAW = `mutation($id: ID!) { withdrawGameGrab(grabId: $id) { id } }`;
const REQUEST = `mutation($t: ID!, $p: ID!) {
  createPaymentRequest(teamId: $t, payerUserId: $p, amountCents: 1000) { id } }`;
const REMIND = `mutation($id: ID!) { remindPayer(id: $id) { id } }`;

/** An Unlimited team whose two members hold one future game each. */
async function swapTeam() {
  const t = await teamWithMembers(server.db, { memberCount: 2, plan: 'unlimited' });
  const [a, b] = t.members as [Caller, Caller];
  const [ga, gb] = await server.db
    .insert(games)
    .values(
      [a, b].map((holder, i) => ({
        teamId: t.id,
        opponent: `Opponent ${i}`,
        gameDate: new Date(Date.now() + (i + 2) * 86_400_000),
        assignedTo: holder.id,
      })),
    )
    .returning({ id: games.id });
  return { t, a, b, give: ga!.id, take: gb!.id };
}

function data(res: GqlResult, field: string) {
  expect(res.errors).toBeUndefined();
  return res.data![field];
}

const mailsTo = (who: Caller, template: string) =>
  server.mailer.sent.filter((m) => m.to === who.email && m.template === template).length;

async function notices(who: Caller, kind: 'swap_offered' | 'payment_requested') {
  const rows = await server.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, who.id), eq(notifications.kind, kind)));
  return rows.length;
}

describe('swap e-mails', () => {
  it('reach one teammate at most 3 times an hour from one member; the in-app notice stays', async () => {
    const { t, a, b, give, take } = await swapTeam();
    for (let i = 0; i < 5; i++) {
      const res = await gql(server.app, a, PROPOSE, {
        teamId: t.id,
        receiverId: b.id,
        terms: { giveGameIds: [give], takeGameIds: [take] },
      });
      const swap = data(res, 'proposeSwap');
      data(await gql(server.app, a, CANCEL, { id: swap.id }), 'cancelSwap');
    }
    expect(await notices(b, 'swap_offered')).toBe(5);
    expect(mailsTo(b, 'notification')).toBe(3);
  });

  it('proposals are limited to 10 in 10 minutes per member, with a clear error', async () => {
    const { t, a, b, give, take } = await swapTeam();
    const propose = () =>
      gql(server.app, a, PROPOSE, {
        teamId: t.id,
        receiverId: b.id,
        terms: { giveGameIds: [give], takeGameIds: [take] },
      });
    for (let i = 0; i < 10; i++) {
      const swap = data(await propose(), 'proposeSwap');
      data(await gql(server.app, a, CANCEL, { id: swap.id }), 'cancelSwap');
    }
    const refused = await propose();
    expect(errorCode(refused)).toBe('RATE_LIMITED');
    expect(refused.errors![0]!.message).toMatch(
      /^You're making swap offers too fast\. Try again in \d+ (minutes?|seconds?)\.$/,
    );
    expect(await notices(b, 'swap_offered')).toBe(10);
  });

  it('offering a game up for grabs counts against the same limit', async () => {
    const { a, give } = await swapTeam();
    for (let i = 0; i < 10; i++) {
      const grab = data(await gql(server.app, a, OFFER, { gameId: give }), 'offerUpForGrabs');
      data(await gql(server.app, a, WITHDRAW, { id: grab.id }), 'withdrawGameGrab');
    }
    expect(errorCode(await gql(server.app, a, OFFER, { gameId: give }))).toBe('RATE_LIMITED');
  });
});

describe('payment-request e-mails', () => {
  it('reach one payer at most 3 times an hour from one requester; reminders count too', async () => {
    const t = await teamWithMembers(server.db, { memberCount: 1 });
    const payer = t.members[0]!;
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      ids.push(
        data(
          await gql(server.app, t.owner, REQUEST, { t: t.id, p: payer.id }),
          'createPaymentRequest',
        ).id,
      );
    }
    // The notices go out after the request is answered.
    for (let i = 0; i < 50 && (await notices(payer, 'payment_requested')) < 5; i++) await sleep(20);
    await sleep(50);
    expect(await notices(payer, 'payment_requested')).toBe(5);
    expect(mailsTo(payer, 'notification')).toBe(3);

    const reminded = await gql(server.app, t.owner, REMIND, { id: ids[0] });
    expect(errorCode(reminded)).toBe('RATE_LIMITED');
    expect(reminded.errors![0]!.message).toMatch(/payment e-mails/);
    expect(mailsTo(payer, 'payment-reminder')).toBe(0);
  });
});
