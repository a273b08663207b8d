import { and, eq, isNotNull, or, sql } from 'drizzle-orm';
import { games } from '../../db/schema/games.js';
import { teams } from '../../db/schema/teams.js';
/** Teams with a league-data game whose score was computed by another model version or data. */
export async function teamsWithOutdatedScores(db, modelVersion, dataHash) {
    const rows = await db
        .selectDistinct({ teamId: games.teamId })
        .from(games)
        .where(and(isNotNull(games.externalGameId), or(sql `${games.scoreModelVersion} is distinct from ${modelVersion}`, sql `${games.scoreDataHash} is distinct from ${dataHash}`)));
    return rows.map((r) => r.teamId);
}
export async function teamForScoring(db, teamId) {
    const [row] = await db
        .select({ id: teams.id, league: teams.league, teamName: teams.teamName, season: teams.season })
        .from(teams)
        .where(eq(teams.id, teamId));
    return row ?? null;
}
export async function teamGamesForScoring(db, teamId) {
    return db
        .select({ id: games.id, externalGameId: games.externalGameId, gameDate: games.gameDate })
        .from(games)
        .where(eq(games.teamId, teamId));
}
export async function updateGameScores(db, rows) {
    for (const row of rows) {
        await db.update(games).set(row.fields).where(eq(games.id, row.id));
    }
}
//# sourceMappingURL=scoring.repository.js.map