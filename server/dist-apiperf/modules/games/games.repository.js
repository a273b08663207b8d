import { and, asc, count, eq, sql } from 'drizzle-orm';
import { decodeJsonRows } from '../../db/json-rows.js';
import { preparedPerDatabase } from '../../db/prepared.js';
import { games } from '../../db/schema/games.js';
import { teamMembers, teams } from '../../db/schema/teams.js';
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
 * The games of the `teams` row a statement reads, as one JSON array in listGames' order (decode
 * with decodeJsonRows(games, ...)): a page reads them with the team in one statement.
 */
export const teamGamesJson = sql `(
  select coalesce(json_agg(g order by g.game_date, g.id), '[]'::json)
  from ${games} g where g.team_id = ${teams.id})`;
/**
 * A team's games as listGames reads them, its plan, and what the membership check needs (the
 * owner and the user's membership row's role), in one statement; null when the team does not
 * exist. The games page reads this on every visit.
 */
export async function findTeamGamesFor(db, teamId, userId) {
    const [row] = await teamGamesFor(db).execute({ teamId, userId });
    return row ? { ...row, games: decodeJsonRows(games, row.games) } : null;
}
const teamGamesFor = preparedPerDatabase((db) => db
    .select({
    ownerId: teams.ownerId,
    memberRole: teamMembers.role,
    plan: teams.plan,
    planExpiresAt: teams.planExpiresAt,
    games: teamGamesJson,
})
    .from(teams)
    .leftJoin(teamMembers, and(eq(teamMembers.teamId, teams.id), eq(teamMembers.userId, sql.placeholder('userId'))))
    .where(eq(teams.id, sql.placeholder('teamId')))
    .limit(1)
    .prepare('team_games_for'));
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