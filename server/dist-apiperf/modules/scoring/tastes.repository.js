import { and, count, eq, inArray, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import { games } from '../../db/schema/games.js';
import { memberGameScores, memberTastes } from '../../db/schema/tastes.js';
import { teamMembers, teams } from '../../db/schema/teams.js';
export async function getTaste(db, userId) {
    const [row] = await db.select().from(memberTastes).where(eq(memberTastes.userId, userId));
    return row ?? null;
}
export async function upsertTaste(db, taste) {
    const { userId: _userId, ...changes } = taste;
    const [row] = await db
        .insert(memberTastes)
        .values(taste)
        .onConflictDoUpdate({ target: memberTastes.userId, set: { ...changes, updatedAt: new Date() } })
        .returning();
    return row;
}
/** The columns a personal score is computed from. */
export const personalColumns = {
    id: games.id,
    teamId: games.teamId,
    opponent: games.opponent,
    isPreseason: games.isPreseason,
    tiixRank: games.tiixRank,
    statureScore: games.statureScore,
    convenienceInputs: games.convenienceInputs,
    epochMs: sql `coalesce(${games.kickoffEpochMs}, (extract(epoch from ${games.gameDate}) * 1000)::bigint)`.mapWith(Number),
};
export async function gamesOfTeam(db, teamId) {
    return db.select(personalColumns).from(games).where(eq(games.teamId, teamId));
}
/** Members who have joined (pending invites without an account do not draft). */
export async function countTeamMembers(db, teamId) {
    const [row] = await db
        .select({ n: count() })
        .from(teamMembers)
        .where(and(eq(teamMembers.teamId, teamId), isNotNull(teamMembers.userId)));
    return row?.n ?? 0;
}
export async function gamesByIds(db, gameIds) {
    if (gameIds.length === 0)
        return [];
    return db
        .select(personalColumns)
        .from(games)
        .where(inArray(games.id, [...gameIds]));
}
/** Every game of every team the user owns or has joined. */
export async function gamesOfMember(db, userId) {
    return db
        .selectDistinct(personalColumns)
        .from(games)
        .innerJoin(teams, eq(teams.id, games.teamId))
        .leftJoin(teamMembers, and(eq(teamMembers.teamId, teams.id), eq(teamMembers.userId, userId)))
        .where(or(eq(teams.ownerId, userId), eq(teamMembers.userId, userId)));
}
export async function listMemberScores(db, userId, gameIds) {
    if (gameIds.length === 0)
        return [];
    return db
        .select()
        .from(memberGameScores)
        .where(and(eq(memberGameScores.userId, userId), inArray(memberGameScores.gameId, [...gameIds])));
}
export async function upsertMemberScores(db, rows) {
    // Chunked: one statement per few hundred rows keeps the parameter count far below limits.
    for (let i = 0; i < rows.length; i += 500) {
        await db
            .insert(memberGameScores)
            .values(rows.slice(i, i + 500))
            .onConflictDoUpdate({
            target: [memberGameScores.userId, memberGameScores.gameId],
            set: {
                score: sql `excluded.score`,
                reasons: sql `excluded.reasons`,
                modelVersion: sql `excluded.model_version`,
                updatedAt: new Date(),
            },
        });
    }
}
export async function deleteMemberScores(db, userId) {
    await db.delete(memberGameScores).where(eq(memberGameScores.userId, userId));
}
/** Personal scores of the given games computed with another model version (or none). */
export async function staleMemberScoreUsers(db, modelVersion) {
    const rows = await db
        .selectDistinct({ userId: memberGameScores.userId })
        .from(memberGameScores)
        .where(or(ne(memberGameScores.modelVersion, modelVersion), isNull(memberGameScores.modelVersion)));
    return rows.map((r) => r.userId);
}
/** Deletes the personal scores of these games (their team score changed: they are recomputed on read). */
export async function deleteScoresOfGames(db, gameIds) {
    if (gameIds.length === 0)
        return;
    await db.delete(memberGameScores).where(inArray(memberGameScores.gameId, [...gameIds]));
}
export async function deleteTaste(db, userId) {
    await db.delete(memberTastes).where(eq(memberTastes.userId, userId));
}
//# sourceMappingURL=tastes.repository.js.map