import { isGameOver } from '@tiix/domain';
import type { AppDeps } from '../../context.js';
import type { Database } from '../../db/client.js';
import { MAX_PAYMENT_CENTS } from '../../db/schema/payments.js';
import { DomainError } from '../../errors/domain-error.js';
import { requireUnlimited } from '../billing/plan.js';
import {
  isUuid,
  requireTeamRole,
  requireUser,
  teamMemberNames,
  type MembershipContext,
} from '../membership/membership.js';
import { offerRefusal, retryText } from '../notifications/member-limits.js';
import { createMemberPaymentRequest } from '../payments/payments.service.js';
import { handoffMoved } from '../handoff/handoff.service.js';
import * as effects from './swaps.effects.js';
import { recordProductEvent } from '../analytics/analytics.service.js';
import * as repo from './swaps.repository.js';
import type { GrabRecord, SwapGame, SwapRecord } from './swaps.repository.js';

/** A service call: the database, the caller, and the app (for chat and notifications). */
export interface SwapsContext extends MembershipContext {
  deps: AppDeps;
  /** The clock; tests move it to check expiry. */
  now?: () => Date;
}

export const SWAP_MESSAGES = {
  notFound: 'Swap offer not found',
  grabNotFound: 'This game is no longer up for grabs',
  gameNotFound: 'Game not found in this team',
  receiver: 'Choose another member of this team to swap with',
  noGames: 'A swap needs at least one game from each side',
  tooManyGames: 'A swap can hold at most 10 games per side',
  duplicateGame: 'A game can appear only once in a swap',
  notYourGame: (opponent: string) => `You do not hold the game against ${opponent}`,
  notTheirGame: (opponent: string, name: string) =>
    `${name} does not hold the game against ${opponent}`,
  gameOver: (opponent: string) =>
    `The game against ${opponent} has already started or is over, so it cannot change hands`,
  money: `Money to balance must be a whole number of cents from 1 to ${MAX_PAYMENT_CENTS}`,
  moneyPayer: 'Say which side pays the money to balance the swap',
  message: 'The message can be at most 500 characters',
  receiverOnly: 'Only the member this offer was made to can answer it',
  partiesOnly: 'Only the two members of this offer can cancel it',
  closed: (status: string) => `This offer is already ${status}`,
  expired: 'This offer expired: one of its games has kicked off',
  changedHands: 'A game in this offer changed hands',
  holderOnly: 'Only the member who holds this game can offer it up for grabs',
  alreadyUp: 'This game is already up for grabs',
  ownGrab: 'You already hold this game',
  withdrawOwnOnly: 'Only the member who offered this game can withdraw it',
  price: `The price must be a whole number of cents from 1 to ${MAX_PAYMENT_CENTS}`,
  tooFast: (retryAfterSeconds: number) =>
    `You're making swap offers too fast. Try again in ${retryText(retryAfterSeconds)}.`,
} as const;

const MAX_GAMES_PER_SIDE = 10;
const HISTORY_LIMIT = 100;

const nowOf = (ctx: SwapsContext) => (ctx.now ? ctx.now() : new Date());

/** Member of an Unlimited team: every swap and grab operation starts here. */
async function requireSwapAccess(ctx: SwapsContext, teamId: string) {
  const access = await requireTeamRole(ctx, teamId);
  await requireUnlimited(ctx.db, teamId, 'swaps', nowOf(ctx));
  return access;
}

/**
 * Swap proposals, counters and games offered up for grabs are limited per member (each tells a
 * teammate or the team chat): refused with RATE_LIMITED beyond the limit. Checked once the offer
 * is valid, just before it is stored, so a refused input costs nothing.
 */
async function requireOfferBudget(ctx: SwapsContext, userId: string): Promise<void> {
  const refused = await offerRefusal(ctx.deps, userId);
  if (refused) {
    throw new DomainError(
      'RATE_LIMITED',
      SWAP_MESSAGES.tooFast(refused.retryAfter),
      'swap_rate_limited',
    );
  }
}

function cleanMessage(value: string | null | undefined): string | null {
  const text = value?.trim();
  if (!text) return null;
  if (text.length > 500) throw new DomainError('BAD_USER_INPUT', SWAP_MESSAGES.message);
  return text;
}

function cents(value: number | null | undefined, message: string): number | null {
  if (value === null || value === undefined || value === 0) return null;
  if (!Number.isInteger(value) || value < 1 || value > MAX_PAYMENT_CENTS) {
    throw new DomainError('BAD_USER_INPUT', message);
  }
  return value;
}

// ---------------------------------------------------------------------------------------------
// Views

export interface SwapMemberView {
  userId: string;
  name: string;
}

export interface SeasonGameView extends SwapGame {
  holderId: string | null;
  holderName: string | null;
}

export interface SwapView {
  id: string;
  teamId: string;
  status: SwapRecord['status'];
  proposer: SwapMemberView;
  receiver: SwapMemberView;
  proposerGames: SeasonGameView[];
  receiverGames: SeasonGameView[];
  moneyCents: number | null;
  moneyPayer: SwapRecord['moneyPayer'];
  message: string | null;
  voidReason: string | null;
  expiresAt: Date;
  createdAt: Date;
  decidedAt: Date | null;
  counterOfId: string | null;
  counteredById: string | null;
  paymentRequestId: string | null;
  canAccept: boolean;
  canDecline: boolean;
  canCounter: boolean;
  canCancel: boolean;
}

export interface GrabView {
  id: string;
  gameId: string;
  status: GrabRecord['status'];
  holder: SwapMemberView;
  taker: SwapMemberView | null;
  priceCents: number | null;
  note: string | null;
  voidReason: string | null;
  createdAt: Date;
  closedAt: Date | null;
  paymentRequestId: string | null;
  canTake: boolean;
  canWithdraw: boolean;
}

const member = (names: Map<string, string>, id: string): SwapMemberView => ({
  userId: id,
  name: names.get(id) ?? 'Former member',
});

function gameView(game: SwapGame, names: Map<string, string>): SeasonGameView {
  return {
    ...game,
    holderId: game.assignedTo,
    holderName: game.assignedTo ? (names.get(game.assignedTo) ?? 'Former member') : null,
  };
}

async function swapViews(
  db: Database,
  teamId: string,
  userId: string,
  swaps: SwapRecord[],
): Promise<SwapView[]> {
  const items = await repo.swapItems(
    db,
    swaps.map((s) => s.id),
  );
  const games = new Map(
    (await repo.findGames(db, [...new Set(items.map((i) => i.gameId))])).map((g) => [g.id, g]),
  );
  const people = new Set<string>();
  for (const s of swaps) people.add(s.proposerId).add(s.receiverId);
  for (const g of games.values()) if (g.assignedTo) people.add(g.assignedTo);
  const names = await teamMemberNames(db, teamId, [...people]);
  const counteredBy = new Map(swaps.filter((s) => s.counterOfId).map((s) => [s.counterOfId, s.id]));
  return swaps.map((s) => {
    const own = items.filter((i) => i.swapId === s.id);
    const side = (from: string) =>
      own
        .filter((i) => i.fromUserId === from)
        .map((i) => games.get(i.gameId))
        .filter((g): g is SwapGame => !!g)
        .sort((a, b) => a.gameDate.getTime() - b.gameDate.getTime())
        .map((g) => gameView(g, names));
    const open = s.status === 'proposed';
    return {
      id: s.id,
      teamId: s.teamId,
      status: s.status,
      proposer: member(names, s.proposerId),
      receiver: member(names, s.receiverId),
      proposerGames: side(s.proposerId),
      receiverGames: side(s.receiverId),
      moneyCents: s.moneyCents,
      moneyPayer: s.moneyPayer,
      message: s.message,
      voidReason: s.voidReason,
      expiresAt: s.expiresAt,
      createdAt: s.createdAt,
      decidedAt: s.decidedAt,
      counterOfId: s.counterOfId,
      counteredById: counteredBy.get(s.id) ?? null,
      paymentRequestId: s.paymentRequestId,
      canAccept: open && s.receiverId === userId,
      canDecline: open && s.receiverId === userId,
      canCounter: open && s.receiverId === userId,
      canCancel: open && s.proposerId === userId,
    };
  });
}

async function grabViews(
  db: Database,
  teamId: string,
  userId: string,
  grabs: GrabRecord[],
): Promise<GrabView[]> {
  const ids = grabs.flatMap((g) => (g.takerId ? [g.holderId, g.takerId] : [g.holderId]));
  const names = await teamMemberNames(db, teamId, [...new Set(ids)]);
  return grabs.map((g) => ({
    id: g.id,
    gameId: g.gameId,
    status: g.status,
    holder: member(names, g.holderId),
    taker: g.takerId ? member(names, g.takerId) : null,
    priceCents: g.priceCents,
    note: g.note,
    voidReason: g.voidReason,
    createdAt: g.createdAt,
    closedAt: g.closedAt,
    paymentRequestId: g.paymentRequestId,
    canTake: g.status === 'open' && g.holderId !== userId,
    canWithdraw: g.status === 'open' && g.holderId === userId,
  }));
}

async function oneSwap(ctx: SwapsContext, userId: string, id: string): Promise<SwapView> {
  const swap = await repo.findSwap(ctx.db, id);
  if (!swap) throw new DomainError('NOT_FOUND', SWAP_MESSAGES.notFound);
  return (await swapViews(ctx.db, swap.teamId, userId, [swap]))[0]!;
}

async function oneGrab(ctx: SwapsContext, userId: string, id: string): Promise<GrabView> {
  const grab = await repo.findGrab(ctx.db, id);
  if (!grab) throw new DomainError('NOT_FOUND', SWAP_MESSAGES.grabNotFound);
  return (await grabViews(ctx.db, grab.teamId, userId, [grab]))[0]!;
}

// ---------------------------------------------------------------------------------------------
// Reads

/** The caller's swaps in a team: offers waiting for them, offers they made, and the rest. */
export async function mySwaps(ctx: SwapsContext, teamId: string) {
  const { userId } = await requireSwapAccess(ctx, teamId);
  await repo.expireDue(ctx.db, teamId, nowOf(ctx));
  const rows = await repo.listUserSwaps(ctx.db, teamId, userId, HISTORY_LIMIT);
  const views = await swapViews(ctx.db, teamId, userId, rows);
  return {
    incoming: views.filter((s) => s.status === 'proposed' && s.receiver.userId === userId),
    outgoing: views.filter((s) => s.status === 'proposed' && s.proposer.userId === userId),
    history: views.filter((s) => s.status !== 'proposed'),
  };
}

/** Every game of the season with its holder, its open swaps and whether it is up for grabs. */
export async function seasonBoard(ctx: SwapsContext, teamId: string) {
  const { userId } = await requireSwapAccess(ctx, teamId);
  const now = nowOf(ctx);
  await repo.expireDue(ctx.db, teamId, now);
  const [games, counts, grabs, memberIds] = await Promise.all([
    repo.listTeamGames(ctx.db, teamId),
    repo.pendingSwapCounts(ctx.db, teamId),
    repo.openGrabs(ctx.db, teamId),
    repo.memberIds(ctx.db, teamId),
  ]);
  const holderIds = games.flatMap((g) => (g.assignedTo ? [g.assignedTo] : []));
  const names = await teamMemberNames(ctx.db, teamId, [...new Set([...memberIds, ...holderIds])]);
  const grabViewsById = new Map(
    (await grabViews(ctx.db, teamId, userId, grabs)).map((g) => [g.gameId, g]),
  );
  const countByGame = new Map(counts.map((c) => [c.gameId, c.n]));
  return {
    teamId,
    viewerId: userId,
    members: memberIds.map((id) => member(names, id)),
    entries: games.map((g) => ({
      game: gameView(g, names),
      pendingSwapCount: countByGame.get(g.id) ?? 0,
      grab: grabViewsById.get(g.id) ?? null,
      swappable: !!g.assignedTo && !isGameOver(g, now),
    })),
  };
}

/** Who held a game, oldest first. */
export async function gameHoldingHistory(ctx: SwapsContext, gameId: string) {
  if (!isUuid(gameId)) throw new DomainError('NOT_FOUND', SWAP_MESSAGES.gameNotFound);
  const [game] = await repo.findGames(ctx.db, [gameId]);
  if (!game) throw new DomainError('NOT_FOUND', SWAP_MESSAGES.gameNotFound);
  await requireSwapAccess(ctx, game.teamId);
  const rows = await repo.listHoldings(ctx.db, gameId);
  const ids = rows.flatMap((r) => (r.userId ? [r.userId] : []));
  const names = await teamMemberNames(ctx.db, game.teamId, [...new Set(ids)]);
  return rows.map((r) => ({
    ...r,
    holder: r.userId ? member(names, r.userId) : { userId: '', name: 'Former member' },
  }));
}

// ---------------------------------------------------------------------------------------------
// Offers

export interface SwapTerms {
  /** Games the offering member gives. */
  giveGameIds: readonly string[];
  /** Games the other member gives. */
  takeGameIds: readonly string[];
  moneyCents?: number | null;
  /** Who pays the money: the offering member ('me') or the other one ('them'). */
  moneyFrom?: 'me' | 'them' | null;
  message?: string | null;
}

/** Checks the terms between `from` and `to` and returns the row to insert. */
async function checkTerms(
  db: Database,
  teamId: string,
  from: string,
  to: string,
  terms: SwapTerms,
  now: Date,
) {
  const give = [...terms.giveGameIds];
  const take = [...terms.takeGameIds];
  if (give.length === 0 || take.length === 0) {
    throw new DomainError('BAD_USER_INPUT', SWAP_MESSAGES.noGames);
  }
  if (give.length > MAX_GAMES_PER_SIDE || take.length > MAX_GAMES_PER_SIDE) {
    throw new DomainError('BAD_USER_INPUT', SWAP_MESSAGES.tooManyGames);
  }
  const all = [...give, ...take];
  if (new Set(all).size !== all.length) {
    throw new DomainError('BAD_USER_INPUT', SWAP_MESSAGES.duplicateGame);
  }
  if (!all.every(isUuid)) throw new DomainError('NOT_FOUND', SWAP_MESSAGES.gameNotFound);
  const games = new Map((await repo.findGames(db, all)).map((g) => [g.id, g]));
  const names = await teamMemberNames(db, teamId, [to]);
  for (const id of all) {
    const game = games.get(id);
    if (!game || game.teamId !== teamId) {
      throw new DomainError('NOT_FOUND', SWAP_MESSAGES.gameNotFound);
    }
    if (isGameOver(game, now)) {
      throw new DomainError('BAD_USER_INPUT', SWAP_MESSAGES.gameOver(game.opponent));
    }
  }
  for (const id of give) {
    const game = games.get(id)!;
    if (game.assignedTo !== from) {
      throw new DomainError('BAD_USER_INPUT', SWAP_MESSAGES.notYourGame(game.opponent));
    }
  }
  for (const id of take) {
    const game = games.get(id)!;
    if (game.assignedTo !== to) {
      throw new DomainError(
        'BAD_USER_INPUT',
        SWAP_MESSAGES.notTheirGame(game.opponent, names.get(to) ?? 'They'),
      );
    }
  }
  const moneyCents = cents(terms.moneyCents, SWAP_MESSAGES.money);
  if (moneyCents && terms.moneyFrom !== 'me' && terms.moneyFrom !== 'them') {
    throw new DomainError('BAD_USER_INPUT', SWAP_MESSAGES.moneyPayer);
  }
  const expiresAt = new Date(Math.min(...all.map((id) => games.get(id)!.gameDate.getTime())));
  return {
    row: {
      teamId,
      proposerId: from,
      receiverId: to,
      moneyCents,
      moneyPayer: moneyCents
        ? terms.moneyFrom === 'me'
          ? ('proposer' as const)
          : ('receiver' as const)
        : null,
      message: cleanMessage(terms.message),
      expiresAt,
    },
    items: [
      ...give.map((gameId) => ({ gameId, fromUserId: from })),
      ...take.map((gameId) => ({ gameId, fromUserId: to })),
    ],
  };
}

async function requireReceiver(ctx: SwapsContext, teamId: string, userId: string, to: unknown) {
  if (typeof to !== 'string' || to === userId || !isUuid(to)) {
    throw new DomainError('BAD_USER_INPUT', SWAP_MESSAGES.receiver);
  }
  const members = await repo.memberIds(ctx.db, teamId);
  if (!members.includes(to)) throw new DomainError('BAD_USER_INPUT', SWAP_MESSAGES.receiver);
  return to;
}

export async function proposeSwap(
  ctx: SwapsContext,
  teamId: string,
  receiverId: string,
  terms: SwapTerms,
): Promise<SwapView> {
  const { userId } = await requireSwapAccess(ctx, teamId);
  const to = await requireReceiver(ctx, teamId, userId, receiverId);
  const checked = await checkTerms(ctx.db, teamId, userId, to, terms, nowOf(ctx));
  await requireOfferBudget(ctx, userId);
  const swap = await ctx.db.transaction((tx) => repo.insertSwap(tx, checked.row, checked.items));
  await effects.swapProposed(ctx.deps, swap);
  return oneSwap(ctx, userId, swap.id);
}

/**
 * Reads an offer the caller may act on, after lazily expiring the team's stale offers, and
 * refuses it unless it is still open.
 */
async function openSwapFor(ctx: SwapsContext, id: string) {
  requireUser(ctx.auth);
  if (!isUuid(id)) throw new DomainError('NOT_FOUND', SWAP_MESSAGES.notFound);
  const found = await repo.findSwap(ctx.db, id);
  if (!found) throw new DomainError('NOT_FOUND', SWAP_MESSAGES.notFound);
  const access = await requireTeamRole(ctx, found.teamId).catch(() => null);
  if (!access || (access.userId !== found.proposerId && access.userId !== found.receiverId)) {
    throw new DomainError('NOT_FOUND', SWAP_MESSAGES.notFound);
  }
  await requireUnlimited(ctx.db, found.teamId, 'swaps', nowOf(ctx));
  await repo.expireDue(ctx.db, found.teamId, nowOf(ctx));
  const swap = (await repo.findSwap(ctx.db, id))!;
  refuseClosed(swap);
  return { swap, userId: access.userId };
}

function refuseClosed(swap: SwapRecord): void {
  if (swap.status === 'proposed') return;
  if (swap.status === 'expired') throw new DomainError('CONFLICT', SWAP_MESSAGES.expired);
  if (swap.status === 'void') {
    throw new DomainError('CONFLICT', swap.voidReason ?? SWAP_MESSAGES.changedHands);
  }
  throw new DomainError('CONFLICT', SWAP_MESSAGES.closed(swap.status));
}

/** Why a still-open offer can no longer happen as written, or null when it can. */
function blocker(swap: SwapRecord, items: repo.SwapItemRecord[], games: SwapGame[], now: Date) {
  if (swap.expiresAt.getTime() <= now.getTime()) return 'expired' as const;
  const byId = new Map(games.map((g) => [g.id, g]));
  for (const item of items) {
    const game = byId.get(item.gameId);
    if (!game || game.assignedTo !== item.fromUserId) return 'void' as const;
    if (isGameOver(game, now)) return 'expired' as const;
  }
  return null;
}

/**
 * The receiver accepts: in one transaction the games are locked (in id order), both sides must
 * still hold what they give, the games change hands with their history, every other open offer
 * of these games becomes void, and the money to balance becomes a payment request.
 */
export async function acceptSwap(ctx: SwapsContext, id: string): Promise<SwapView> {
  const { swap, userId } = await openSwapFor(ctx, id);
  if (swap.receiverId !== userId) throw new DomainError('FORBIDDEN', SWAP_MESSAGES.receiverOnly);
  const items = await repo.swapItems(ctx.db, [swap.id]);
  const now = nowOf(ctx);
  const outcome = await ctx.db.transaction(async (tx) => {
    // Games first, then the offer: the same order as every other path that moves a game.
    const games = await repo.lockGames(
      tx,
      items.map((i) => i.gameId),
    );
    const current = await repo.lockSwap(tx, swap.id);
    if (!current || current.status !== 'proposed') return { refused: current ?? swap };
    const why = blocker(current, items, games, now);
    if (why) {
      const closed = await repo.updateSwapIfStatus(tx, swap.id, 'proposed', {
        status: why,
        voidReason: why === 'void' ? SWAP_MESSAGES.changedHands : null,
        decidedAt: now,
      });
      return { refused: closed ?? current };
    }
    for (const item of items) {
      const to = item.fromUserId === current.proposerId ? current.receiverId : current.proposerId;
      await repo.setHolder(tx, item.gameId, to);
      await repo.recordHandOver(tx, {
        teamId: current.teamId,
        gameId: item.gameId,
        fromUserId: item.fromUserId,
        toUserId: to,
        reason: 'swap',
        swapId: current.id,
        now,
      });
      await handoffMoved(tx, { gameId: item.gameId, fromUserId: item.fromUserId, toUserId: to });
    }
    const voided = await repo.voidOffersOfGames(
      tx,
      items.map((i) => i.gameId),
      SWAP_MESSAGES.changedHands,
      now,
      { swapId: current.id },
    );
    let paymentRequestId: string | null = null;
    if (current.moneyCents && current.moneyPayer) {
      const payer = current.moneyPayer === 'proposer' ? current.proposerId : current.receiverId;
      const payee = payer === current.proposerId ? current.receiverId : current.proposerId;
      const request = await createMemberPaymentRequest(tx, {
        teamId: current.teamId,
        payeeUserId: payee,
        payerUserId: payer,
        amountCents: current.moneyCents,
        description: 'Money to balance a game swap',
        actorUserId: userId,
      });
      paymentRequestId = request.id;
    }
    const accepted = await repo.updateSwapIfStatus(tx, current.id, 'proposed', {
      status: 'accepted',
      decidedAt: now,
      paymentRequestId,
    });
    await recordProductEvent(tx, {
      name: 'swap_accepted',
      userId,
      teamId: current.teamId,
      properties: { games: items.length, money: !!paymentRequestId },
    });
    return { accepted: accepted!, voided };
  });
  if (outcome.refused) refuseClosed(outcome.refused);
  if (outcome.accepted) await effects.swapAccepted(ctx.deps, outcome.accepted);
  return oneSwap(ctx, userId, id);
}

export async function declineSwap(ctx: SwapsContext, id: string): Promise<SwapView> {
  const { swap, userId } = await openSwapFor(ctx, id);
  if (swap.receiverId !== userId) throw new DomainError('FORBIDDEN', SWAP_MESSAGES.receiverOnly);
  const declined = await repo.updateSwapIfStatus(ctx.db, id, 'proposed', {
    status: 'declined',
    decidedAt: nowOf(ctx),
  });
  if (!declined) refuseClosed((await repo.findSwap(ctx.db, id))!);
  await effects.swapDeclined(ctx.deps, declined!);
  return oneSwap(ctx, userId, id);
}

/** Either side withdraws an offer before it is accepted. */
export async function cancelSwap(ctx: SwapsContext, id: string): Promise<SwapView> {
  const { userId } = await openSwapFor(ctx, id);
  const cancelled = await repo.updateSwapIfStatus(ctx.db, id, 'proposed', {
    status: 'cancelled',
    decidedAt: nowOf(ctx),
  });
  if (!cancelled) refuseClosed((await repo.findSwap(ctx.db, id))!);
  return oneSwap(ctx, userId, id);
}

/**
 * The receiver answers with other terms: the offer closes as 'countered' and a new offer goes
 * the other way, linked to it. `terms` are from the countering member's side.
 */
export async function counterSwap(
  ctx: SwapsContext,
  id: string,
  terms: SwapTerms,
): Promise<SwapView> {
  const { swap, userId } = await openSwapFor(ctx, id);
  if (swap.receiverId !== userId) throw new DomainError('FORBIDDEN', SWAP_MESSAGES.receiverOnly);
  const now = nowOf(ctx);
  const checked = await checkTerms(ctx.db, swap.teamId, userId, swap.proposerId, terms, now);
  await requireOfferBudget(ctx, userId);
  const created = await ctx.db.transaction(async (tx) => {
    const closed = await repo.updateSwapIfStatus(tx, id, 'proposed', {
      status: 'countered',
      decidedAt: now,
    });
    if (!closed) return null;
    return repo.insertSwap(tx, { ...checked.row, counterOfId: id }, checked.items);
  });
  if (!created) refuseClosed((await repo.findSwap(ctx.db, id))!);
  await effects.swapProposed(ctx.deps, created!);
  return oneSwap(ctx, userId, created!.id);
}

// ---------------------------------------------------------------------------------------------
// Up for grabs

export async function offerUpForGrabs(
  ctx: SwapsContext,
  gameId: string,
  input: { priceCents?: number | null; note?: string | null },
): Promise<GrabView> {
  if (!isUuid(gameId)) throw new DomainError('NOT_FOUND', SWAP_MESSAGES.gameNotFound);
  const [game] = await repo.findGames(ctx.db, [gameId]);
  if (!game) throw new DomainError('NOT_FOUND', SWAP_MESSAGES.gameNotFound);
  const { userId } = await requireSwapAccess(ctx, game.teamId);
  const now = nowOf(ctx);
  if (game.assignedTo !== userId) throw new DomainError('FORBIDDEN', SWAP_MESSAGES.holderOnly);
  if (isGameOver(game, now)) {
    throw new DomainError('BAD_USER_INPUT', SWAP_MESSAGES.gameOver(game.opponent));
  }
  const priceCents = cents(input.priceCents, SWAP_MESSAGES.price);
  const note = cleanMessage(input.note);
  await requireOfferBudget(ctx, userId);
  await repo.expireDue(ctx.db, game.teamId, now);
  const grab = await ctx.db.transaction(async (tx) => {
    const [locked] = await repo.lockGames(tx, [gameId]);
    if (locked?.assignedTo !== userId) return null;
    const open = (await repo.openGrabs(tx, game.teamId)).some((g) => g.gameId === gameId);
    if (open) throw new DomainError('CONFLICT', SWAP_MESSAGES.alreadyUp);
    return repo.insertGrab(tx, { teamId: game.teamId, gameId, holderId: userId, priceCents, note });
  });
  if (!grab) throw new DomainError('FORBIDDEN', SWAP_MESSAGES.holderOnly);
  await effects.gameUpForGrabs(ctx.deps, grab);
  return oneGrab(ctx, userId, grab.id);
}

async function openGrabFor(ctx: SwapsContext, grabId: string) {
  if (!isUuid(grabId)) throw new DomainError('NOT_FOUND', SWAP_MESSAGES.grabNotFound);
  const grab = await repo.findGrab(ctx.db, grabId);
  if (!grab) throw new DomainError('NOT_FOUND', SWAP_MESSAGES.grabNotFound);
  const { userId } = await requireSwapAccess(ctx, grab.teamId);
  await repo.expireDue(ctx.db, grab.teamId, nowOf(ctx));
  return { grab, userId };
}

export async function withdrawGrab(ctx: SwapsContext, grabId: string): Promise<GrabView> {
  const { grab, userId } = await openGrabFor(ctx, grabId);
  if (grab.holderId !== userId) throw new DomainError('FORBIDDEN', SWAP_MESSAGES.withdrawOwnOnly);
  const done = await repo.updateGrabIfOpen(ctx.db, grabId, {
    status: 'withdrawn',
    closedAt: nowOf(ctx),
  });
  if (!done) throw new DomainError('CONFLICT', SWAP_MESSAGES.grabNotFound);
  return oneGrab(ctx, userId, grabId);
}

/** The first member to take an open game gets it, with the same locking as a swap. */
export async function takeGame(ctx: SwapsContext, grabId: string): Promise<GrabView> {
  const { grab, userId } = await openGrabFor(ctx, grabId);
  if (grab.holderId === userId) throw new DomainError('BAD_USER_INPUT', SWAP_MESSAGES.ownGrab);
  const now = nowOf(ctx);
  const taken = await ctx.db.transaction(async (tx) => {
    const [game] = await repo.lockGames(tx, [grab.gameId]);
    const current = await repo.lockGrab(tx, grabId);
    if (!game || !current || current.status !== 'open') return null;
    if (game.assignedTo !== current.holderId || isGameOver(game, now)) {
      await repo.updateGrabIfOpen(tx, grabId, {
        status: isGameOver(game, now) ? 'expired' : 'void',
        voidReason: isGameOver(game, now) ? null : SWAP_MESSAGES.changedHands,
        closedAt: now,
      });
      return null;
    }
    await repo.setHolder(tx, game.id, userId);
    await repo.recordHandOver(tx, {
      teamId: current.teamId,
      gameId: game.id,
      fromUserId: current.holderId,
      toUserId: userId,
      reason: 'grab',
      grabId,
      now,
    });
    await handoffMoved(tx, { gameId: game.id, fromUserId: current.holderId, toUserId: userId });
    await repo.voidOffersOfGames(tx, [game.id], SWAP_MESSAGES.changedHands, now, { grabId });
    let paymentRequestId: string | null = null;
    if (current.priceCents) {
      const request = await createMemberPaymentRequest(tx, {
        teamId: current.teamId,
        payeeUserId: current.holderId,
        payerUserId: userId,
        amountCents: current.priceCents,
        description: `Game against ${game.opponent} taken from up for grabs`,
        actorUserId: userId,
      });
      paymentRequestId = request.id;
    }
    return repo.updateGrabIfOpen(tx, grabId, {
      status: 'taken',
      takerId: userId,
      closedAt: now,
      paymentRequestId,
    });
  });
  if (!taken) throw new DomainError('CONFLICT', SWAP_MESSAGES.grabNotFound);
  await effects.gameTaken(ctx.deps, taken);
  return oneGrab(ctx, userId, grabId);
}
