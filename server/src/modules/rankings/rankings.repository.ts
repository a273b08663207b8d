import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { gameRankings, games } from '../../db/schema/games.js';

export type RankingRecord = typeof gameRankings.$inferSelect;

const rankingColumns = {
  id: gameRankings.id,
  gameId: gameRankings.gameId,
  userId: gameRankings.userId,
  rank: gameRankings.rank,
  createdAt: gameRankings.createdAt,
  updatedAt: gameRankings.updatedAt,
};

/** Ranks of the team's games; of one user when `userId` is given. Best first. */
export async function listRankings(
  db: Database,
  teamId: string,
  userId?: string,
): Promise<RankingRecord[]> {
  return db
    .select(rankingColumns)
    .from(gameRankings)
    .innerJoin(games, eq(games.id, gameRankings.gameId))
    .where(and(eq(games.teamId, teamId), userId ? eq(gameRankings.userId, userId) : undefined))
    .orderBy(asc(gameRankings.userId), asc(gameRankings.rank), asc(gameRankings.id));
}

export async function deleteRankings(
  db: Database,
  userId: string,
  gameIds: string[],
): Promise<void> {
  if (gameIds.length === 0) return;
  await db
    .delete(gameRankings)
    .where(and(eq(gameRankings.userId, userId), inArray(gameRankings.gameId, gameIds)));
}

export async function insertRankings(
  db: Database,
  rows: { gameId: string; userId: string; rank: number }[],
): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(gameRankings).values(rows);
}
