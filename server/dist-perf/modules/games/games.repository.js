import { asc, count, eq } from 'drizzle-orm';
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
/**
 * Home games at or after `now` that are not final, soonest first, of a team's games as listGames
 * reads them (soonest first): the team page reads all of them anyway.
 */
export function upcomingHomeGames(sorted, now, limit) {
    const from = now.getTime();
    return sorted
        .filter((g) => g.isHome && g.gameDate.getTime() >= from && g.status !== 'final')
        .slice(0, limit);
}
export async function countGames(db, teamId) {
    const [row] = await db.select({ n: count() }).from(games).where(eq(games.teamId, teamId));
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