/**
 * How a member's ranks change on a save. The server stores exactly this outcome; the games
 * page's optimistic view and the browser mocks show it before the server answers.
 */

/** Ranks are whole numbers 1..100; 0 means unranked. */
export const RANK_MIN = 0;
export const RANK_MAX = 100;

export interface RankEntry {
  gameId: string;
  rank: number;
}

/** A rank as stored: fractions dropped, then held to 0..100. */
export const clampRank = (rank: number): number =>
  Math.min(RANK_MAX, Math.max(RANK_MIN, Math.trunc(rank)));

/**
 * The outcome of a list of entries: the rank each touched game ends with (0 = none). Later
 * entries win: a second entry for a game replaces the first, and a rank given twice stays with
 * the later game, so the earlier one loses it, as the picker's '(used)' move does.
 */
export function resolveEntries(entries: readonly RankEntry[]): Map<string, number> {
  const byGame = new Map<string, number>();
  for (const e of entries) byGame.set(e.gameId, clampRank(e.rank));
  const owner = new Map<number, string>();
  for (const e of entries) {
    const rank = clampRank(e.rank);
    if (rank > 0 && byGame.get(e.gameId) === rank) owner.set(rank, e.gameId);
  }
  for (const [gameId, rank] of byGame) {
    if (rank > 0 && owner.get(rank) !== gameId) byGame.set(gameId, 0);
  }
  return byGame;
}

/**
 * A member's ranks after a save: touched games take their outcome, and a game that held a rank
 * now given to another game loses it (it moves, it is not swapped).
 */
export function applyRankSave(
  current: ReadonlyMap<string, number>,
  entries: readonly RankEntry[],
): Map<string, number> {
  const outcome = resolveEntries(entries);
  const taken = new Set([...outcome.values()].filter((rank) => rank > 0));
  const next = new Map<string, number>();
  for (const [gameId, rank] of current) {
    if (!outcome.has(gameId) && !taken.has(rank)) next.set(gameId, rank);
  }
  for (const [gameId, rank] of outcome) if (rank > 0) next.set(gameId, rank);
  return next;
}
