import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { chatMessages } from '../../db/schema/chat.js';
import { games } from '../../db/schema/games.js';
import { notifications } from '../../db/schema/notifications.js';
import { paymentLedger, paymentRequests } from '../../db/schema/payments.js';
import { gameGrabs, gameHoldings, gameSwaps } from '../../db/schema/swaps.js';
import {
  type Caller,
  errorCode,
  gql,
  type GqlResult,
  type TeamWithMembers,
  teamWithMembers,
  setupTestApp,
} from '../../testing/index.js';

const server = setupTestApp();

const SWAP = `id status voidReason moneyCents moneyPayer message counterOfId counteredById
  paymentRequestId canAccept canCancel
  proposer { userId name } receiver { userId name }
  proposerGames { id holderId } receiverGames { id holderId }`;
const PROPOSE = `mutation($teamId: ID!, $receiverId: ID!, $terms: SwapTermsInput!) {
  proposeSwap(teamId: $teamId, receiverId: $receiverId, terms: $terms) { ${SWAP} } }`;
const ACCEPT = `mutation($id: ID!) { acceptSwap(swapId: $id) { ${SWAP} } }`;
const DECLINE = `mutation($id: ID!) { declineSwap(swapId: $id) { ${SWAP} } }`;
const CANCEL = `mutation($id: ID!) { cancelSwap(swapId: $id) { ${SWAP} } }`;
const COUNTER = `mutation($id: ID!, $terms: SwapTermsInput!) {
  counterSwap(swapId: $id, terms: $terms) { ${SWAP} } }`;
const INBOX = `query($teamId: ID!) { swaps(teamId: $teamId) {
  incoming { id status } outgoing { id status } history { id status voidReason } } }`;
const BOARD = `query($teamId: ID!) { seasonBoard(teamId: $teamId) {
  viewerId members { userId name }
  entries { game { id opponent holderId holderName } pendingSwapCount swappable
    grab { id priceCents canTake canWithdraw holder { userId } } } } }`;
const HISTORY = `query($gameId: ID!) { gameHoldingHistory(gameId: $gameId) {
  holder { userId } reason swapId grabId startedAt endedAt } }`;
const OFFER = `mutation($gameId: ID!, $priceCents: Int) {
  offerUpForGrabs(gameId: $gameId, priceCents: $priceCents) { id status priceCents canWithdraw } }`;
const TAKE = `mutation($id: ID!) { takeGame(grabId: $id) { id status taker { userId } paymentRequestId } }`;
const WITHDRAW = `mutation($id: ID!) { withdrawGameGrab(grabId: $id) { id status } }`;

interface Setup extends TeamWithMembers {
  /** Game ids by holder: owner, members[0], members[1]. */
  held: Map<string, string[]>;
}

/** An Unlimited team (owner + 2 members), each holding two future games. */
async function season(plan: 'free' | 'unlimited' = 'unlimited'): Promise<Setup> {
  const t = await teamWithMembers(server.db, { memberCount: 2, plan });
  const people = [t.owner, ...t.members];
  const held = new Map<string, string[]>();
  let day = 1;
  for (const person of people) {
    const rows = await server.db
      .insert(games)
      .values(
        [0, 1].map(() => ({
          teamId: t.id,
          opponent: `Opponent ${day}`,
          gameDate: new Date(Date.now() + day++ * 86_400_000),
          assignedTo: person.id,
        })),
      )
      .returning({ id: games.id });
    held.set(
      person.id,
      rows.map((r) => r.id),
    );
  }
  return { ...t, held };
}

const gamesOf = (s: Setup, who: Caller) => s.held.get(who.id)!;

async function holderOf(gameId: string) {
  const [row] = await server.db
    .select({ a: games.assignedTo })
    .from(games)
    .where(eq(games.id, gameId));
  return row?.a;
}

function ok(res: GqlResult, field: string) {
  expect(res.errors).toBeUndefined();
  return res.data![field];
}

async function propose(
  s: Setup,
  from: Caller,
  to: Caller,
  give: string[],
  take: string[],
  extra: object = {},
) {
  return gql(server.app, from, PROPOSE, {
    teamId: s.id,
    receiverId: to.id,
    terms: { giveGameIds: give, takeGameIds: take, ...extra },
  });
}

describe('permissions', () => {
  it('refuses a free team with the plan message and a non-member as not found', async () => {
    const free = await season('free');
    const [a, b] = free.members as [Caller, Caller];
    const res = await propose(free, a, b, [gamesOf(free, a)[0]!], [gamesOf(free, b)[0]!]);
    expect(errorCode(res)).toBe('PLAN_LIMIT');
    expect(res.errors![0]!.message).toBe(
      'Game swaps are an Unlimited feature. Go Unlimited to swap games.',
    );
    expect(errorCode(await gql(server.app, a, BOARD, { teamId: free.id }))).toBe('PLAN_LIMIT');

    const s = await season();
    const [m1, m2] = s.members as [Caller, Caller];
    expect(errorCode(await gql(server.app, s.outsider, BOARD, { teamId: s.id }))).toBe('NOT_FOUND');
    const outsider = await propose(s, s.outsider, m1, [gamesOf(s, m2)[0]!], [gamesOf(s, m1)[0]!]);
    expect(errorCode(outsider)).toBe('NOT_FOUND');
    expect(errorCode(await gql(server.app, null, INBOX, { teamId: s.id }))).toBe('UNAUTHENTICATED');
    expect(await server.db.select().from(gameSwaps)).toHaveLength(0);
  });

  it('refuses games the proposer or the receiver does not hold, and started games', async () => {
    const s = await season();
    const [a, b] = s.members as [Caller, Caller];
    const notMine = await propose(s, a, b, [gamesOf(s, b)[0]!], [gamesOf(s, b)[1]!]);
    expect(errorCode(notMine)).toBe('BAD_USER_INPUT');
    expect(notMine.errors![0]!.message).toMatch(/^You do not hold the game against Opponent/);
    const notTheirs = await propose(s, a, b, [gamesOf(s, a)[0]!], [gamesOf(s, s.owner)[0]!]);
    expect(notTheirs.errors![0]!.message).toMatch(/^Noah does not hold the game against/);
    const self = await propose(s, a, a, [gamesOf(s, a)[0]!], [gamesOf(s, a)[1]!]);
    expect(self.errors![0]!.message).toBe('Choose another member of this team to swap with');
    const empty = await propose(s, a, b, [], [gamesOf(s, b)[0]!]);
    expect(empty.errors![0]!.message).toBe('A swap needs at least one game from each side');

    await server.db
      .update(games)
      .set({ status: 'final' })
      .where(eq(games.id, gamesOf(s, a)[0]!));
    const over = await propose(s, a, b, [gamesOf(s, a)[0]!], [gamesOf(s, b)[0]!]);
    expect(over.errors![0]!.message).toMatch(/has already started or is over/);
    expect(await server.db.select().from(gameSwaps)).toHaveLength(0);
  });

  it('lets only the receiver accept and only the two parties see or cancel the offer', async () => {
    const s = await season();
    const [a, b] = s.members as [Caller, Caller];
    const swap = ok(
      await propose(s, a, b, [gamesOf(s, a)[0]!], [gamesOf(s, b)[0]!]),
      'proposeSwap',
    );
    expect(errorCode(await gql(server.app, a, ACCEPT, { id: swap.id }))).toBe('FORBIDDEN');
    expect(errorCode(await gql(server.app, s.owner, ACCEPT, { id: swap.id }))).toBe('NOT_FOUND');
    expect(errorCode(await gql(server.app, s.owner, CANCEL, { id: swap.id }))).toBe('NOT_FOUND');
    expect(await holderOf(gamesOf(s, a)[0]!)).toBe(a.id);
  });
});

describe('swap state machine', () => {
  it('accept moves every game both ways, writes history and a payment request', async () => {
    const s = await season();
    const [a, b] = s.members as [Caller, Caller];
    const [a1, a2] = gamesOf(s, a) as [string, string];
    const [b1] = gamesOf(s, b) as [string];
    const swap = ok(
      await propose(s, a, b, [a1, a2], [b1], {
        moneyCents: 2500,
        moneyFrom: 'them',
        message: 'Two for one?',
      }),
      'proposeSwap',
    );
    expect(swap).toMatchObject({ status: 'proposed', moneyPayer: 'receiver', canCancel: true });
    const inbox = ok(await gql(server.app, b, INBOX, { teamId: s.id }), 'swaps');
    expect(inbox.incoming.map((x: { id: string }) => x.id)).toEqual([swap.id]);

    const accepted = ok(await gql(server.app, b, ACCEPT, { id: swap.id }), 'acceptSwap');
    expect(accepted.status).toBe('accepted');
    expect(await holderOf(a1)).toBe(b.id);
    expect(await holderOf(a2)).toBe(b.id);
    expect(await holderOf(b1)).toBe(a.id);

    // The receiver pays the proposer the money to balance.
    const [request] = await server.db
      .select()
      .from(paymentRequests)
      .where(eq(paymentRequests.id, accepted.paymentRequestId));
    expect(request).toMatchObject({ payerUserId: b.id, ownerUserId: a.id, amountCents: 2500 });
    const ledger = await server.db
      .select()
      .from(paymentLedger)
      .where(eq(paymentLedger.requestId, request!.id));
    expect(ledger.map((l) => l.kind)).toEqual(['created']);

    const history = ok(await gql(server.app, a, HISTORY, { gameId: a1 }), 'gameHoldingHistory');
    expect(history).toHaveLength(2);
    expect(history[0]).toMatchObject({ holder: { userId: a.id }, reason: 'draft' });
    expect(history[0].endedAt).not.toBeNull();
    expect(history[1]).toMatchObject({
      holder: { userId: b.id },
      reason: 'swap',
      swapId: swap.id,
      endedAt: null,
    });

    // The team hears it in the chat; each side gets the notification of their kind.
    const said = await server.db
      .select({ body: chatMessages.body })
      .from(chatMessages)
      .where(eq(chatMessages.teamId, s.id));
    expect(said.map((m) => m.body)).toEqual(
      expect.arrayContaining(['Mia proposed a game swap to Noah.', 'Mia and Noah swapped games.']),
    );
    const told = await server.db
      .select({ userId: notifications.userId, kind: notifications.kind })
      .from(notifications);
    expect(told).toEqual(
      expect.arrayContaining([
        { userId: b.id, kind: 'swap_offered' },
        { userId: a.id, kind: 'swap_accepted' },
      ]),
    );

    // Accepting twice changes nothing.
    const again = await gql(server.app, b, ACCEPT, { id: swap.id });
    expect(errorCode(again)).toBe('CONFLICT');
    expect(again.errors![0]!.message).toBe('This offer is already accepted');
    expect(await server.db.select().from(gameHoldings)).toHaveLength(6);
  });

  it('decline and cancel close the offer and move nothing', async () => {
    const s = await season();
    const [a, b] = s.members as [Caller, Caller];
    const one = ok(await propose(s, a, b, [gamesOf(s, a)[0]!], [gamesOf(s, b)[0]!]), 'proposeSwap');
    expect(ok(await gql(server.app, b, DECLINE, { id: one.id }), 'declineSwap').status).toBe(
      'declined',
    );
    const two = ok(await propose(s, a, b, [gamesOf(s, a)[0]!], [gamesOf(s, b)[0]!]), 'proposeSwap');
    expect(ok(await gql(server.app, a, CANCEL, { id: two.id }), 'cancelSwap').status).toBe(
      'cancelled',
    );
    expect(errorCode(await gql(server.app, b, ACCEPT, { id: two.id }))).toBe('CONFLICT');
    expect(await holderOf(gamesOf(s, a)[0]!)).toBe(a.id);
    const inbox = ok(await gql(server.app, a, INBOX, { teamId: s.id }), 'swaps');
    expect(inbox.outgoing).toHaveLength(0);
    expect(inbox.history.map((x: { status: string }) => x.status).sort()).toEqual([
      'cancelled',
      'declined',
    ]);
  });

  it('a counter closes the offer and makes a linked offer the other way', async () => {
    const s = await season();
    const [a, b] = s.members as [Caller, Caller];
    const [a1, a2] = gamesOf(s, a) as [string, string];
    const [b1] = gamesOf(s, b) as [string];
    const first = ok(await propose(s, a, b, [a1], [b1]), 'proposeSwap');
    const counter = ok(
      await gql(server.app, b, COUNTER, {
        id: first.id,
        terms: { giveGameIds: [b1], takeGameIds: [a1, a2], moneyCents: 1000, moneyFrom: 'me' },
      }),
      'counterSwap',
    );
    expect(counter).toMatchObject({
      status: 'proposed',
      counterOfId: first.id,
      proposer: { userId: b.id },
      receiver: { userId: a.id },
      moneyPayer: 'proposer',
    });
    const inbox = ok(await gql(server.app, a, INBOX, { teamId: s.id }), 'swaps');
    expect(inbox.incoming.map((x: { id: string }) => x.id)).toEqual([counter.id]);
    expect(inbox.history).toEqual([{ id: first.id, status: 'countered', voidReason: null }]);
    expect(errorCode(await gql(server.app, b, ACCEPT, { id: first.id }))).toBe('CONFLICT');
    expect(ok(await gql(server.app, a, ACCEPT, { id: counter.id }), 'acceptSwap').status).toBe(
      'accepted',
    );
    expect(await holderOf(a2)).toBe(b.id);
  });

  it('an offer expires at its earliest kickoff and can no longer be accepted', async () => {
    const s = await season();
    const [a, b] = s.members as [Caller, Caller];
    const swap = ok(
      await propose(s, a, b, [gamesOf(s, a)[0]!], [gamesOf(s, b)[0]!]),
      'proposeSwap',
    );
    // The earliest game (a's) kicks off: the clock passes the offer's expiry.
    const past = new Date(Date.now() - 60_000);
    await server.db
      .update(games)
      .set({ gameDate: past })
      .where(eq(games.id, gamesOf(s, a)[0]!));
    await server.db.update(gameSwaps).set({ expiresAt: past }).where(eq(gameSwaps.id, swap.id));
    const res = await gql(server.app, b, ACCEPT, { id: swap.id });
    expect(errorCode(res)).toBe('CONFLICT');
    expect(res.errors![0]!.message).toBe('This offer expired: one of its games has kicked off');
    expect(await holderOf(gamesOf(s, b)[0]!)).toBe(b.id);
    const inbox = ok(await gql(server.app, b, INBOX, { teamId: s.id }), 'swaps');
    expect(inbox.history).toEqual([{ id: swap.id, status: 'expired', voidReason: null }]);
  });

  it('accepting one offer voids the others on the same game with a reason', async () => {
    const s = await season();
    const [a, b] = s.members as [Caller, Caller];
    const [a1] = gamesOf(s, a) as [string];
    const toB = ok(await propose(s, a, b, [a1], [gamesOf(s, b)[0]!]), 'proposeSwap');
    const toOwner = ok(
      await propose(s, a, s.owner, [a1], [gamesOf(s, s.owner)[0]!]),
      'proposeSwap',
    );
    const board = ok(await gql(server.app, a, BOARD, { teamId: s.id }), 'seasonBoard');
    const entry = board.entries.find((e: { game: { id: string } }) => e.game.id === a1);
    expect(entry).toMatchObject({
      pendingSwapCount: 2,
      swappable: true,
      game: { holderName: 'Mia' },
    });

    ok(await gql(server.app, b, ACCEPT, { id: toB.id }), 'acceptSwap');
    const lost = await gql(server.app, s.owner, ACCEPT, { id: toOwner.id });
    expect(errorCode(lost)).toBe('CONFLICT');
    expect(lost.errors![0]!.message).toBe('A game in this offer changed hands');
    const [row] = await server.db.select().from(gameSwaps).where(eq(gameSwaps.id, toOwner.id));
    expect(row).toMatchObject({ status: 'void', voidReason: 'A game in this offer changed hands' });
  });
});

describe('concurrent acceptance', () => {
  it('two offers of one game accepted at once: exactly one happens, the other is void', async () => {
    const s = await season();
    const [a, b] = s.members as [Caller, Caller];
    const [a1] = gamesOf(s, a) as [string];
    const [b1] = gamesOf(s, b) as [string];
    const [o1] = gamesOf(s, s.owner) as [string];
    const toB = ok(await propose(s, a, b, [a1], [b1]), 'proposeSwap');
    const toOwner = ok(await propose(s, a, s.owner, [a1], [o1]), 'proposeSwap');

    const results = await Promise.all([
      gql(server.app, b, ACCEPT, { id: toB.id }),
      gql(server.app, s.owner, ACCEPT, { id: toOwner.id }),
    ]);
    const wins = results.filter((r) => !r.errors);
    const losses = results.filter((r) => r.errors);
    expect(wins).toHaveLength(1);
    expect(losses).toHaveLength(1);
    expect(losses[0]!.errors![0]!.message).toBe('A game in this offer changed hands');

    const winner = wins[0]!.data!.acceptSwap as { id: string };
    const newHolder = winner.id === toB.id ? b.id : s.owner.id;
    const theirGame = winner.id === toB.id ? b1 : o1;
    const otherGame = winner.id === toB.id ? o1 : b1;
    expect(await holderOf(a1)).toBe(newHolder);
    expect(await holderOf(theirGame)).toBe(a.id);
    expect(await holderOf(otherGame)).not.toBe(a.id);

    const statuses = await server.db.select({ status: gameSwaps.status }).from(gameSwaps);
    expect(statuses.map((x) => x.status).sort()).toEqual(['accepted', 'void']);
    // Nothing lost or duplicated: six games, one current holding row per moved game.
    expect(await server.db.select().from(games).where(eq(games.teamId, s.id))).toHaveLength(6);
    const current = await server.db.select().from(gameHoldings).where(eq(gameHoldings.gameId, a1));
    expect(current.filter((h) => h.endedAt === null)).toEqual([
      expect.objectContaining({ userId: newHolder }),
    ]);
  });
});

describe('up for grabs', () => {
  it('the first taker gets the game and a payment request for the price', async () => {
    const s = await season();
    const [a, b] = s.members as [Caller, Caller];
    const [a1] = gamesOf(s, a) as [string];
    expect(errorCode(await gql(server.app, b, OFFER, { gameId: a1 }))).toBe('FORBIDDEN');
    const grab = ok(
      await gql(server.app, a, OFFER, { gameId: a1, priceCents: 4000 }),
      'offerUpForGrabs',
    );
    expect(grab).toMatchObject({ status: 'open', priceCents: 4000, canWithdraw: true });
    expect(errorCode(await gql(server.app, a, OFFER, { gameId: a1 }))).toBe('CONFLICT');
    expect(errorCode(await gql(server.app, a, TAKE, { id: grab.id }))).toBe('BAD_USER_INPUT');

    const board = ok(await gql(server.app, b, BOARD, { teamId: s.id }), 'seasonBoard');
    const entry = board.entries.find((e: { game: { id: string } }) => e.game.id === a1);
    expect(entry.grab).toMatchObject({ id: grab.id, canTake: true, holder: { userId: a.id } });

    const [first, second] = await Promise.all([
      gql(server.app, b, TAKE, { id: grab.id }),
      gql(server.app, s.owner, TAKE, { id: grab.id }),
    ]);
    const winners = [first, second].filter((r) => !r.errors);
    expect(winners).toHaveLength(1);
    const taken = winners[0]!.data!.takeGame as {
      taker: { userId: string };
      paymentRequestId: string;
    };
    expect(await holderOf(a1)).toBe(taken.taker.userId);
    const [request] = await server.db
      .select()
      .from(paymentRequests)
      .where(eq(paymentRequests.id, taken.paymentRequestId));
    expect(request).toMatchObject({
      ownerUserId: a.id,
      payerUserId: taken.taker.userId,
      amountCents: 4000,
    });
    const history = ok(await gql(server.app, a, HISTORY, { gameId: a1 }), 'gameHoldingHistory');
    expect(history.map((h: { reason: string }) => h.reason)).toEqual(['draft', 'grab']);
  });

  it('the holder can withdraw; a swap of the game voids the open grab', async () => {
    const s = await season();
    const [a, b] = s.members as [Caller, Caller];
    const [a1, a2] = gamesOf(s, a) as [string, string];
    const g1 = ok(await gql(server.app, a, OFFER, { gameId: a1 }), 'offerUpForGrabs');
    expect(errorCode(await gql(server.app, b, WITHDRAW, { id: g1.id }))).toBe('FORBIDDEN');
    expect(ok(await gql(server.app, a, WITHDRAW, { id: g1.id }), 'withdrawGameGrab').status).toBe(
      'withdrawn',
    );
    expect(errorCode(await gql(server.app, b, TAKE, { id: g1.id }))).toBe('CONFLICT');

    const g2 = ok(await gql(server.app, a, OFFER, { gameId: a2 }), 'offerUpForGrabs');
    const swap = ok(await propose(s, a, b, [a2], [gamesOf(s, b)[0]!]), 'proposeSwap');
    ok(await gql(server.app, b, ACCEPT, { id: swap.id }), 'acceptSwap');
    const [row] = await server.db
      .select()
      .from(gameGrabs)
      .where(and(eq(gameGrabs.id, g2.id)));
    expect(row).toMatchObject({ status: 'void', voidReason: 'A game in this offer changed hands' });
    expect(errorCode(await gql(server.app, s.owner, TAKE, { id: g2.id }))).toBe('CONFLICT');
    expect(await holderOf(a2)).toBe(b.id);
  });
});
