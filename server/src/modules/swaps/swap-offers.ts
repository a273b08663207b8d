// Swaps: proposing a swap and answering it (accept, decline, cancel, counter).
import { isGameOver } from '@tiix/domain';
import type { Database } from '../../db/client.js';
import { DomainError } from '../../errors/domain-error.js';
import { requireUnlimited } from '../billing/plan.js';
import { isUuid, requireTeamRole, requireUser, teamMemberNames } from '../membership/membership.js';
import { createMemberPaymentRequest } from '../payments/payments.service.js';
import * as effects from './swaps.effects.js';
import * as repo from './swaps.repository.js';
import type { SwapGame, SwapRecord } from './swaps.repository.js';

import {
  cents,
  cleanMessage,
  MAX_GAMES_PER_SIDE,
  nowOf,
  requireOfferBudget,
  requireSwapAccess,
  SWAP_MESSAGES,
  type SwapsContext,
} from './swaps-context.js';
import { oneSwap, type SwapView } from './swap-views.js';
import { recordProductEvent } from '../analytics/analytics.service.js';
import { handoffMoved } from '../handoff/handoff-moves.js';

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
