import { randomBytes } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { calendarFeeds, type CALENDAR_FEED_SCOPES } from '../../db/schema/calendar.js';
import { games } from '../../db/schema/games.js';
import { findOne } from '../../db/find-one.js';

export type FeedScope = (typeof CALENDAR_FEED_SCOPES)[number];
export type FeedRecord = typeof calendarFeeds.$inferSelect;

/** 32 random bytes: the whole secret of a feed URL. */
export const newFeedToken = () => randomBytes(32).toString('base64url');

export async function listFeeds(db: Database, teamId: string, userId: string) {
  return db
    .select()
    .from(calendarFeeds)
    .where(and(eq(calendarFeeds.teamId, teamId), eq(calendarFeeds.userId, userId)));
}

/** Creates the member's feed of a scope unless it exists (a concurrent first call keeps one). */
export async function ensureFeed(db: Database, teamId: string, userId: string, scope: FeedScope) {
  await db
    .insert(calendarFeeds)
    .values({ teamId, userId, scope, token: newFeedToken() })
    .onConflictDoNothing({
      target: [calendarFeeds.teamId, calendarFeeds.userId, calendarFeeds.scope],
    });
}

/** Gives both of the member's feeds new tokens (creating them if missing). */
export async function rotateFeeds(db: Database, teamId: string, userId: string) {
  for (const scope of ['member', 'team'] as const) {
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

export async function findFeedByToken(db: Database, token: string): Promise<FeedRecord | null> {
  return (await findOne(db, calendarFeeds, eq(calendarFeeds.token, token))) ?? null;
}

export type FeedGame = Awaited<ReturnType<typeof listFeedGames>>[number];

/** The team's games by kickoff; only the holder's when `holder` is given. */
export async function listFeedGames(db: Database, teamId: string, holder: string | null) {
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
