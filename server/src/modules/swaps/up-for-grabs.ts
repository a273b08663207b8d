// Swaps: games put up for grabs, withdrawn and taken.
import { isGameOver } from '@tiix/domain';
import { DomainError } from '../../errors/domain-error.js';
import { isUuid } from '../membership/membership.js';
import { createMemberPaymentRequest } from '../payments/payments.service.js';
import * as effects from './swaps.effects.js';
import * as repo from './swaps.repository.js';

import {
  cents,
  cleanMessage,
  nowOf,
  requireOfferBudget,
  requireSwapAccess,
  SWAP_MESSAGES,
  type SwapsContext,
} from './swaps-context.js';
import { oneGrab, type GrabView } from './swap-views.js';
import { handoffMoved } from '../handoff/handoff-moves.js';

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
