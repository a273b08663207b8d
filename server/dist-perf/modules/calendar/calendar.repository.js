import { randomBytes } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { calendarFeeds } from '../../db/schema/calendar.js';
import { games } from '../../db/schema/games.js';
/** 32 random bytes: the whole secret of a feed URL. */
export const newFeedToken = () => randomBytes(32).toString('base64url');
export async function listFeeds(db, teamId, userId) {
    return db
        .select()
        .from(calendarFeeds)
        .where(and(eq(calendarFeeds.teamId, teamId), eq(calendarFeeds.userId, userId)));
}
/** Creates the member's feed of a scope unless it exists (a concurrent first call keeps one). */
export async function ensureFeed(db, teamId, userId, scope) {
    await db
        .insert(calendarFeeds)
        .values({ teamId, userId, scope, token: newFeedToken() })
        .onConflictDoNothing({
        target: [calendarFeeds.teamId, calendarFeeds.userId, calendarFeeds.scope],
    });
}
/** Gives both of the member's feeds new tokens (creating them if missing). */
export async function rotateFeeds(db, teamId, userId) {
    for (const scope of ['member', 'team']) {
        const token = newFeedToken();
        await db
            .insert(calendarFeeds)
            .values({ teamId, userId, scope, token })
            .onConflictDoUpdate({
            target: [calendarFeeds.teamId, calendarFeeds.userId, calendarFeeds.scope],
            set: { token, createdAt: new Date() },
        });
    }
}
export async function findFeedByToken(db, token) {
    const [row] = await db
        .select()
        .from(calendarFeeds)
        .where(eq(calendarFeeds.token, token))
        .limit(1);
    return row ?? null;
}
/** The team's games by kickoff; only the holder's when `holder` is given. */
export async function listFeedGames(db, teamId, holder) {
    return db
        .select({
        id: games.id,
        opponent: games.opponent,
        venue: games.venue,
        gameDate: games.gameDate,
        kickoffEpochMs: games.kickoffEpochMs,
        kickoffLocal: games.kickoffLocal,
        kickoffTz: games.kickoffTz,
        status: games.status,
        isHome: games.isHome,
        assignedTo: games.assignedTo,
        createdAt: games.createdAt,
        updatedAt: games.updatedAt,
    })
        .from(games)
        .where(and(eq(games.teamId, teamId), holder ? eq(games.assignedTo, holder) : undefined))
        .orderBy(asc(games.gameDate), asc(games.id));
}
//# sourceMappingURL=calendar.repository.js.map