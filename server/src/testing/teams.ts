import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { gameRankings, games } from '../db/schema/games.js';
import { teamMembers, teams } from '../db/schema/teams.js';
import { signedInUser, type Caller } from './users.js';

type Plan = 'free' | 'unlimited';

export interface TeamWithMembers {
  id: string;
  owner: Caller;
  members: Caller[];
  /** A signed-in user who is not in the team. */
  outsider: Caller;
}

/**
 * A team ('Sunday Crew', Dallas Cowboys) with an owner (Olivia), `memberCount` members who joined
 * after the owner, one second apart, within the last hour, and one outsider (Otto); no games.
 */
export async function teamWithMembers(
  db: Database,
  options: { memberCount?: number; plan?: Plan; planExpiresAt?: Date | null } = {},
): Promise<TeamWithMembers> {
  const owner = await signedInUser(db, { name: 'Olivia' });
  const [team] = await db
    .insert(teams)
    .values({
      name: 'Sunday Crew',
      league: 'NFL',
      teamName: 'Dallas Cowboys',
      ownerId: owner.id,
      plan: options.plan ?? 'free',
      planExpiresAt: options.planExpiresAt ?? null,
    })
    .returning({ id: teams.id });
  const id = team!.id;
  const base = Date.now() - 3600_000;
  await db
    .insert(teamMembers)
    .values({ teamId: id, userId: owner.id, role: 'owner', joinedAt: new Date(base) });
  const members: Caller[] = [];
  const names = ['Mia', 'Noah', 'Ava', 'Liam'];
  for (let i = 0; i < (options.memberCount ?? 2); i++) {
    const member = await signedInUser(db, { name: names[i % names.length]! });
    await db.insert(teamMembers).values({
      teamId: id,
      userId: member.id,
      role: 'member',
      joinedAt: new Date(base + (i + 1) * 1000),
    });
    members.push(member);
  }
  const outsider = await signedInUser(db, { name: 'Otto' });
  return { id, owner, members, outsider };
}

export interface TeamWithGames extends TeamWithMembers {
  admin: Caller;
  /** A guest (anonymous) session, not in the team. */
  guest: Caller;
  /** Game ids, soonest first. */
  games: string[];
}

/**
 * A team of the 2025 season ready for a draft: an owner, an admin, `memberCount` members (joined
 * in that order, after the owner and the admin), an outsider, a guest and `gameCount` home games
 * one week apart whose score falls with the date (the first game has the best score).
 */
export async function teamWithGames(
  db: Database,
  options: { memberCount?: number; gameCount?: number; plan?: Plan } = {},
): Promise<TeamWithGames> {
  const owner = await signedInUser(db, { name: 'owner' });
  const admin = await signedInUser(db, { name: 'admin' });
  const members: Caller[] = [];
  for (let i = 0; i < (options.memberCount ?? 2); i++) {
    members.push(await signedInUser(db, { name: `m${i}` }));
  }
  const outsider = await signedInUser(db, { name: 'outsider' });
  const guest = await signedInUser(db, { name: 'guest', anonymous: true });
  const [team] = await db
    .insert(teams)
    .values({
      name: 'Sunday Crew',
      league: 'NFL',
      teamName: 'Dallas Cowboys',
      season: '2025',
      ownerId: owner.id,
      plan: options.plan ?? 'free',
    })
    .returning({ id: teams.id });
  const joined = [owner, admin, ...members];
  const base = Date.UTC(2025, 8, 7, 17);
  await db.insert(teamMembers).values(
    joined.map((c, i) => ({
      teamId: team!.id,
      userId: c.id,
      role: i === 0 ? ('owner' as const) : i === 1 ? ('admin' as const) : ('member' as const),
      joinedAt: new Date(base + i * 1000),
    })),
  );
  const gameCount = options.gameCount ?? 8;
  const rows = await db
    .insert(games)
    .values(
      Array.from({ length: gameCount }, (_, i) => ({
        teamId: team!.id,
        opponent: `Opponent ${i + 1}`,
        gameDate: new Date(base + i * 7 * 86_400_000),
        isHome: true,
        tiixRank: 90 - i,
        tiixStars: 3,
      })),
    )
    .returning({ id: games.id, gameDate: games.gameDate });
  rows.sort((a, b) => a.gameDate.getTime() - b.gameDate.getTime());
  return { id: team!.id, owner, admin, members, outsider, guest, games: rows.map((r) => r.id) };
}

/** Drafted games: one future game per (member, score) pair, assigned to that member. */
export async function draftedGames(
  db: Database,
  teamId: string,
  picks: { userId: string; score: number }[],
): Promise<void> {
  await db.insert(games).values(
    picks.map((p, i) => ({
      teamId,
      opponent: `Opponent ${i}`,
      gameDate: new Date(Date.now() + (i + 1) * 86_400_000),
      assignedTo: p.userId,
      tiixRank: p.score,
    })),
  );
}

/** Replaces the user's ranking with these games, best first. */
export async function rankedGames(db: Database, user: Caller, gameIds: string[]) {
  await db.delete(gameRankings).where(eq(gameRankings.userId, user.id));
  if (gameIds.length === 0) return;
  await db
    .insert(gameRankings)
    .values(gameIds.map((gameId, i) => ({ gameId, userId: user.id, rank: i + 1 })));
}
