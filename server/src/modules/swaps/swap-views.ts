// Swaps: swaps, grabs and the season board as the caller may see them.
import { isGameOver } from '@tiix/domain';
import type { Database } from '../../db/client.js';
import { DomainError } from '../../errors/domain-error.js';
import { isUuid, teamMemberNames } from '../membership/membership.js';
import * as repo from './swaps.repository.js';
import type { GrabRecord, SwapGame, SwapRecord } from './swaps.repository.js';

import {
  HISTORY_LIMIT,
  nowOf,
  requireSwapAccess,
  SWAP_MESSAGES,
  type SwapsContext,
} from './swaps-context.js';

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

export async function oneSwap(ctx: SwapsContext, userId: string, id: string): Promise<SwapView> {
  const swap = await repo.findSwap(ctx.db, id);
  if (!swap) throw new DomainError('NOT_FOUND', SWAP_MESSAGES.notFound);
  return (await swapViews(ctx.db, swap.teamId, userId, [swap]))[0]!;
}

export async function oneGrab(ctx: SwapsContext, userId: string, id: string): Promise<GrabView> {
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
