import { and, asc, count, eq, gte, inArray, ne } from 'drizzle-orm';
import { games } from '../../db/schema/games.js';
export async function insertGames(db, rows) {
    if (rows.length === 0)
        return;
    await db.insert(games).values(rows);
}
export async function listGames(db, teamId) {
    return db
        .select()
        .from(games)
        .where(eq(games.teamId, teamId))
        .orderBy(asc(games.gameDate), asc(games.id));
}
/** Home games at or after `now` that are not final, soonest first. */
export async function listUpcomingHomeGames(db, teamId, now, limit) {
    return db
        .select()
        .from(games)
        .where(and(eq(games.teamId, teamId), eq(games.isHome, true), gte(games.gameDate, now), ne(games.status, 'final')))
        .orderBy(asc(games.gameDate), asc(games.id))
        .limit(limit);
}
export async function countGames(db, teamId) {
    const [row] = await db.select({ n: count() }).from(games).where(eq(games.teamId, teamId));
    return row?.n ?? 0;
}
export async function countUpcomingGames(db, teamIds, now) {
    if (teamIds.length === 0)
        return 0;
    const [row] = await db
        .select({ n: count() })
        .from(games)
        .where(and(inArray(games.teamId, teamIds), gte(games.gameDate, now), ne(games.status, 'final')));
    return row?.n ?? 0;
}
/** Writes the draft-value fields of a team's games (they depend on the team's size). */
export async function updateDraftValues(db, values) {
    for (const v of values) {
        await db
            .update(games)
            .set({ adp: v.adp, probGoneBeforePick: v.probGoneBeforePick })
            .where(eq(games.id, v.id));
    }
}
//# sourceMappingURL=games.repository.js.map