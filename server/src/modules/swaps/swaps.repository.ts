import { and, asc, count, desc, eq, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { updateOne } from '../../db/find-one.js';
import { games } from '../../db/schema/games.js';
import { gameGrabs, gameHoldings, gameSwapItems, gameSwaps } from '../../db/schema/swaps.js';
import { teamMembers } from '../../db/schema/teams.js';

export type SwapRecord = typeof gameSwaps.$inferSelect;
export type SwapStatus = SwapRecord['status'];
export type SwapItemRecord = typeof gameSwapItems.$inferSelect;
export type GrabRecord = typeof gameGrabs.$inferSelect;
export type HoldingRecord = typeof gameHoldings.$inferSelect;

/** What the swap rules read of a game. */
export const gameFields = {
  id: games.id,
  teamId: games.teamId,
  opponent: games.opponent,
  opponentAbbr: games.opponentAbbr,
  venue: games.venue,
  gameDate: games.gameDate,
  kickoffLocal: games.kickoffLocal,
  kickoffTz: games.kickoffTz,
  tzAbbr: games.tzAbbr,
  isHome: games.isHome,
  week: games.week,
  status: games.status,
  assignedTo: games.assignedTo,
};
export type SwapGame = Pick<typeof games.$inferSelect, keyof typeof gameFields>;

export async function findGames(db: Database, ids: readonly string[]): Promise<SwapGame[]> {
  if (ids.length === 0) return [];
  return db
    .select(gameFields)
    .from(games)
    .where(inArray(games.id, [...ids]));
}

export async function listTeamGames(db: Database, teamId: string): Promise<SwapGame[]> {
  return db
    .select(gameFields)
    .from(games)
    .where(eq(games.teamId, teamId))
    .orderBy(asc(games.gameDate), asc(games.id));
}

/**
 * Locks the games for the rest of the transaction, always in id order: every path that moves a
 * game takes these locks first and in the same order, so two acceptances never deadlock.
 */
export async function lockGames(tx: Database, ids: readonly string[]): Promise<SwapGame[]> {
  if (ids.length === 0) return [];
  return tx
    .select(gameFields)
    .from(games)
    .where(inArray(games.id, [...ids]))
    .orderBy(asc(games.id))
    .for('update');
}

export async function setHolder(tx: Database, gameId: string, userId: string): Promise<void> {
  await tx
    .update(games)
    .set({ assignedTo: userId, updatedAt: new Date() })
    .where(eq(games.id, gameId));
}

/** Active member user ids of a team (owner included). */
export async function memberIds(db: Database, teamId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: teamMembers.userId })
    .from(teamMembers)
    .where(and(eq(teamMembers.teamId, teamId), sql`${teamMembers.userId} is not null`))
    .orderBy(asc(teamMembers.joinedAt));
  return rows.map((r) => r.userId!);
}

// ---------------------------------------------------------------------------------------------
// Swaps

export async function insertSwap(
  tx: Database,
  row: typeof gameSwaps.$inferInsert,
  items: { gameId: string; fromUserId: string }[],
): Promise<SwapRecord> {
  const [created] = await tx.insert(gameSwaps).values(row).returning();
  await tx.insert(gameSwapItems).values(items.map((i) => ({ ...i, swapId: created!.id })));
  return created!;
}

export async function findSwap(db: Database, id: string): Promise<SwapRecord | null> {
  const [row] = await db.select().from(gameSwaps).where(eq(gameSwaps.id, id)).limit(1);
  return row ?? null;
}

export async function lockSwap(tx: Database, id: string): Promise<SwapRecord | null> {
  const [row] = await tx.select().from(gameSwaps).where(eq(gameSwaps.id, id)).for('update');
  return row ?? null;
}

export async function swapItems(db: Database, swapIds: readonly string[]) {
  if (swapIds.length === 0) return [];
  return db
    .select()
    .from(gameSwapItems)
    .where(inArray(gameSwapItems.swapId, [...swapIds]));
}

/** Changes the swap only while it is still `expected`; null when it moved meanwhile. */
export async function updateSwapIfStatus(
  tx: Database,
  id: string,
  expected: SwapStatus,
  patch: Partial<typeof gameSwaps.$inferInsert>,
): Promise<SwapRecord | null> {
  return updateOne(
    tx,
    gameSwaps,
    { ...patch, updatedAt: new Date() },
    and(eq(gameSwaps.id, id), eq(gameSwaps.status, expected)),
  );
}

/** Swaps of a team where the user is one side, newest first. */
export async function listUserSwaps(
  db: Database,
  teamId: string,
  userId: string,
  limit: number,
): Promise<SwapRecord[]> {
  return db
    .select()
    .from(gameSwaps)
    .where(
      and(
        eq(gameSwaps.teamId, teamId),
        or(eq(gameSwaps.proposerId, userId), eq(gameSwaps.receiverId, userId)),
      ),
    )
    .orderBy(desc(gameSwaps.createdAt), desc(gameSwaps.id))
    .limit(limit);
}

/** Open swaps per game of a team (for the season board). */
export async function pendingSwapCounts(db: Database, teamId: string) {
  return db
    .select({ gameId: gameSwapItems.gameId, n: count() })
    .from(gameSwapItems)
    .innerJoin(gameSwaps, eq(gameSwaps.id, gameSwapItems.swapId))
    .where(and(eq(gameSwaps.teamId, teamId), eq(gameSwaps.status, 'proposed')))
    .groupBy(gameSwapItems.gameId);
}

/**
 * Offers past their earliest kickoff become 'expired' (and open grabs of games that kicked off).
 * Run before every read and every answer, so nobody sees or accepts a stale offer.
 */
export async function expireDue(db: Database, teamId: string, now: Date): Promise<void> {
  await db
    .update(gameSwaps)
    .set({ status: 'expired', decidedAt: now, updatedAt: now })
    .where(
      and(
        eq(gameSwaps.teamId, teamId),
        eq(gameSwaps.status, 'proposed'),
        lte(gameSwaps.expiresAt, now),
      ),
    );
  await db
    .update(gameGrabs)
    .set({ status: 'expired', closedAt: now, updatedAt: now })
    .where(
      and(
        eq(gameGrabs.teamId, teamId),
        eq(gameGrabs.status, 'open'),
        inArray(
          gameGrabs.gameId,
          db
            .select({ id: games.id })
            .from(games)
            .where(and(eq(games.teamId, teamId), lte(games.gameDate, now))),
        ),
      ),
    );
}

/** Voids every other open swap and open grab that involves one of `gameIds`. */
export async function voidOffersOfGames(
  tx: Database,
  gameIds: readonly string[],
  reason: string,
  now: Date,
  except: { swapId?: string; grabId?: string },
): Promise<string[]> {
  const swapIds = tx
    .select({ id: gameSwapItems.swapId })
    .from(gameSwapItems)
    .where(inArray(gameSwapItems.gameId, [...gameIds]));
  const voided = await tx
    .update(gameSwaps)
    .set({ status: 'void', voidReason: reason, decidedAt: now, updatedAt: now })
    .where(
      and(
        eq(gameSwaps.status, 'proposed'),
        inArray(gameSwaps.id, swapIds),
        except.swapId ? ne(gameSwaps.id, except.swapId) : undefined,
      ),
    )
    .returning({ id: gameSwaps.id });
  await tx
    .update(gameGrabs)
    .set({ status: 'void', voidReason: reason, closedAt: now, updatedAt: now })
    .where(
      and(
        eq(gameGrabs.status, 'open'),
        inArray(gameGrabs.gameId, [...gameIds]),
        except.grabId ? ne(gameGrabs.id, except.grabId) : undefined,
      ),
    );
  return voided.map((v) => v.id);
}

// ---------------------------------------------------------------------------------------------
// Up for grabs

export async function insertGrab(
  tx: Database,
  row: typeof gameGrabs.$inferInsert,
): Promise<GrabRecord> {
  const [created] = await tx.insert(gameGrabs).values(row).returning();
  return created!;
}

export async function findGrab(db: Database, id: string): Promise<GrabRecord | null> {
  const [row] = await db.select().from(gameGrabs).where(eq(gameGrabs.id, id)).limit(1);
  return row ?? null;
}

export async function lockGrab(tx: Database, id: string): Promise<GrabRecord | null> {
  const [row] = await tx.select().from(gameGrabs).where(eq(gameGrabs.id, id)).for('update');
  return row ?? null;
}

export async function updateGrabIfOpen(
  tx: Database,
  id: string,
  patch: Partial<typeof gameGrabs.$inferInsert>,
): Promise<GrabRecord | null> {
  return updateOne(
    tx,
    gameGrabs,
    { ...patch, updatedAt: new Date() },
    and(eq(gameGrabs.id, id), eq(gameGrabs.status, 'open')),
  );
}

export async function openGrabs(db: Database, teamId: string): Promise<GrabRecord[]> {
  return db
    .select()
    .from(gameGrabs)
    .where(and(eq(gameGrabs.teamId, teamId), eq(gameGrabs.status, 'open')));
}

// ---------------------------------------------------------------------------------------------
// Holding history

/**
 * Closes the current holding row of a game and opens the new holder's. A game that has no row
 * yet was last given by the draft: its draft holding is written now, from the draft pick (or
 * the game's creation when it was assigned by hand) to `now`.
 */
export async function recordHandOver(
  tx: Database,
  move: {
    teamId: string;
    gameId: string;
    fromUserId: string;
    toUserId: string;
    reason: 'swap' | 'grab' | 'removal';
    swapId?: string;
    grabId?: string;
    now: Date;
  },
): Promise<void> {
  const closed = await tx
    .update(gameHoldings)
    .set({ endedAt: move.now })
    .where(and(eq(gameHoldings.gameId, move.gameId), isNull(gameHoldings.endedAt)))
    .returning({ id: gameHoldings.id });
  if (closed.length === 0) {
    const [since] = (
      await tx.execute<{ at: string | Date }>(sql`
        select coalesce(
          (select max(p.created_at) from draft_picks p where p.game_id = ${move.gameId}),
          (select g.created_at from games g where g.id = ${move.gameId})
        ) as at`)
    ).rows;
    await tx.insert(gameHoldings).values({
      teamId: move.teamId,
      gameId: move.gameId,
      userId: move.fromUserId,
      reason: 'draft',
      startedAt: since?.at ? new Date(since.at) : move.now,
      endedAt: move.now,
    });
  }
  await tx.insert(gameHoldings).values({
    teamId: move.teamId,
    gameId: move.gameId,
    userId: move.toUserId,
    reason: move.reason,
    swapId: move.swapId ?? null,
    grabId: move.grabId ?? null,
    startedAt: move.now,
  });
}

export async function listHoldings(db: Database, gameId: string): Promise<HoldingRecord[]> {
  return db
    .select()
    .from(gameHoldings)
    .where(eq(gameHoldings.gameId, gameId))
    .orderBy(asc(gameHoldings.startedAt), asc(gameHoldings.createdAt));
}
