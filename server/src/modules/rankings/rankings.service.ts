import { requireUnlimited } from '../billing/plan.js';
import type { RequestAuth } from '../../auth/caller.js';
import type { Database } from '../../db/client.js';
import { DomainError } from '../../errors/domain-error.js';
import { insertActivities } from '../activity/activity.repository.js';
import { findTeamGamesFor, listGames, type GameRecord } from '../games/games.repository.js';
import { gamesAsPlanShows, type ApiGame } from '../games/games.mapper.js';
import { personalScoresFor } from '../scoring/personal.service.js';
import { lockKey } from '../teams/teams.repository.js';
import {
  findTeamAccess,
  isUuid,
  requireTeamRole,
  requireUser,
  teamRoleOf,
} from '../membership/membership.js';
import { isFinalGame, RANK_MAX, resolveEntries, type RankEntry } from '@tiix/domain';
import * as repo from './rankings.repository.js';
import type { RankingRecord } from './rankings.repository.js';

/** A season has at most ~100 games; a longer list is a client bug, not a ranking. */
export const MAX_ENTRIES = 500;

export const MESSAGES = {
  signIn: 'Sign in to rank games',
  gameNotInTeam: 'Game not found in this team',
  finalGame: 'Final games cannot be ranked',
  tooMany: `At most ${MAX_ENTRIES} rankings can be saved at once`,
} as const;

/** Only signed-in, non-anonymous users change ranks, like every other team mutation. */
const signInToRank = (caller: RequestAuth) => requireUser(caller, MESSAGES.signIn);

/** The one membership check: any role may rank; a refused team is NOT_FOUND. */
async function memberTeam(db: Database, caller: RequestAuth, teamId: string) {
  const access = await requireTeamRole({ db, auth: caller }, teamId);
  return { id: access.teamId };
}

/** The team id when the caller may read it, else null (reads answer an empty list). */
async function readableTeamId(db: Database, caller: RequestAuth, teamId: string) {
  if (!caller.userId) return null;
  return (await findTeamAccess(db, caller.userId, teamId))?.teamId ?? null;
}

// ---------------------------------------------------------------------------------------------
// Reads: the teams module's membership check; a refused read is an empty list.

/**
 * The team's games, soonest first, as its plan shows them (`gamesAsPlanShows`), in the API's
 * shape with the Game fields `gameFields` asks for (all without it).
 */
export async function teamGames(
  db: Database,
  caller: RequestAuth,
  teamId: string,
  gameFields?: ReadonlySet<string>,
): Promise<ApiGame[]> {
  // One statement: the membership check, the plan and the games (the games page on every visit).
  const userId = caller.userId;
  const found =
    userId && isUuid(teamId) ? await findTeamGamesFor(db, teamId, userId, gameFields) : null;
  if (!found || !teamRoleOf(userId!, found.ownerId, found.memberRole)) return [];
  return gamesAsPlanShows(found, found.games);
}

export async function myRankings(
  db: Database,
  caller: RequestAuth,
  teamId: string,
): Promise<RankingRecord[]> {
  const id = await readableTeamId(db, caller, teamId);
  return id && caller.userId ? repo.listRankings(db, id, caller.userId) : [];
}

export async function teamRankings(
  db: Database,
  caller: RequestAuth,
  teamId: string,
): Promise<RankingRecord[]> {
  const id = await readableTeamId(db, caller, teamId);
  return id ? repo.listRankings(db, id) : [];
}

// ---------------------------------------------------------------------------------------------
// Writes

/**
 * One transaction: the user's earlier ranks of the touched games and of any other team game
 * holding a rank that is now taken are deleted, the new ranks inserted, one game_ranked entry
 * each. The advisory lock keeps two saves of one user and team from leaving a rank twice.
 */
async function applyRankings(
  db: Database,
  teamId: string,
  userId: string,
  entries: readonly RankEntry[],
): Promise<RankingRecord[]> {
  return db.transaction(async (tx) => {
    await lockKey(tx, `rankings:${teamId}:${userId}`);
    const games = new Map((await listGames(tx, teamId)).map((g) => [g.id, g]));
    for (const e of entries) {
      if (!games.has(e.gameId)) throw new DomainError('BAD_USER_INPUT', MESSAGES.gameNotInTeam);
    }
    const outcome = resolveEntries(entries);
    const saved = [...outcome]
      .filter(([, rank]) => rank > 0)
      .map(([gameId, rank]) => ({ game: games.get(gameId)!, rank }));
    if (saved.some((s) => isFinalGame(s.game)))
      throw new DomainError('BAD_USER_INPUT', MESSAGES.finalGame);

    const taken = new Set(saved.map((s) => s.rank));
    const displaced = (await repo.listRankings(tx, teamId, userId))
      .filter((r) => taken.has(r.rank) && !outcome.has(r.gameId))
      .map((r) => r.gameId);
    await repo.deleteRankings(tx, userId, [...outcome.keys(), ...displaced]);
    await repo.insertRankings(
      tx,
      saved.map((s) => ({ gameId: s.game.id, userId, rank: s.rank })),
    );
    await insertActivities(
      tx,
      saved.map((s) => ({
        teamId,
        userId,
        activityType: 'game_ranked' as const,
        details: { opponent: s.game.opponent, rank: s.rank },
      })),
    );
    return repo.listRankings(tx, teamId, userId);
  });
}

export async function saveMyRankings(
  db: Database,
  caller: RequestAuth,
  teamId: string,
  entries: readonly RankEntry[],
): Promise<RankingRecord[]> {
  const userId = signInToRank(caller);
  const team = await memberTeam(db, caller, teamId);
  if (entries.length > MAX_ENTRIES) throw new DomainError('BAD_USER_INPUT', MESSAGES.tooMany);
  if (entries.length === 0) return repo.listRankings(db, team.id, userId);
  return applyRankings(db, team.id, userId, entries);
}

/**
 * Upcoming: not final, not cancelled, kickoff not passed (past games without a score are not
 * upcoming), best first by `scoreOf` (default the team score; the member's personal score when
 * they have set a taste), ties and unscored games by date.
 */
export function upcomingByScore(
  games: readonly GameRecord[],
  now: Date,
  scoreOf: (game: GameRecord) => number | null = (g) => g.tiixRank,
): GameRecord[] {
  return games
    .filter((g) => !isFinalGame(g) && g.status !== 'cancelled' && g.gameDate >= now)
    .sort(
      (a, b) =>
        (scoreOf(b) ?? -1) - (scoreOf(a) ?? -1) ||
        a.gameDate.getTime() - b.gameDate.getTime() ||
        a.id.localeCompare(b.id),
    );
}

export async function fillMyRankingsFromScore(
  db: Database,
  caller: RequestAuth,
  teamId: string,
  now = new Date(),
): Promise<RankingRecord[]> {
  const userId = signInToRank(caller);
  const team = await memberTeam(db, caller, teamId);
  // Ranking by the automatic score is an Unlimited feature; ranking by hand is for every plan.
  await requireUnlimited(db, team.id, 'score', now);
  const games = await listGames(db, team.id);
  // The member's own score when they have set a taste, else the team score.
  const personal = await personalScoresFor(
    db,
    userId,
    games.map((g) => g.id),
  );
  const ordered = upcomingByScore(games, now, (g) => personal.get(g.id) ?? null).slice(0, RANK_MAX);
  if (ordered.length === 0) return repo.listRankings(db, team.id, userId);
  return applyRankings(
    db,
    team.id,
    userId,
    ordered.map((g, i) => ({ gameId: g.id, rank: i + 1 })),
  );
}
