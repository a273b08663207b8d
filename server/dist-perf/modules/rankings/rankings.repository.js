import { and, asc, eq, inArray } from 'drizzle-orm';
import { gameRankings, games } from '../../db/schema/games.js';
const rankingColumns = {
    id: gameRankings.id,
    gameId: gameRankings.gameId,
    userId: gameRankings.userId,
    rank: gameRankings.rank,
    createdAt: gameRankings.createdAt,
    updatedAt: gameRankings.updatedAt,
};
/** Ranks of the team's games; of one user when `userId` is given. Best first. */
export async function listRankings(db, teamId, userId) {
    return db
        .select(rankingColumns)
        .from(gameRankings)
        .innerJoin(games, eq(games.id, gameRankings.gameId))
        .where(and(eq(games.teamId, teamId), userId ? eq(gameRankings.userId, userId) : undefined))
        .orderBy(asc(gameRankings.userId), asc(gameRankings.rank), asc(gameRankings.id));
}
export async function deleteRankings(db, userId, gameIds) {
    if (gameIds.length === 0)
        return;
    await db
        .delete(gameRankings)
        .where(and(eq(gameRankings.userId, userId), inArray(gameRankings.gameId, gameIds)));
}
export async function insertRankings(db, rows) {
    if (rows.length === 0)
        return;
    await db.insert(gameRankings).values(rows);
}
//# sourceMappingURL=rankings.repository.js.map