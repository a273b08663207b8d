import type { GameRankingFieldsFragment, ScoredGameFieldsFragment } from './operations';
import { applyRankSave, isFinalGame, RANK_MAX } from '@tiix/domain';

export type GamesTab = 'upcoming' | 'completed';
export type GamesSort = 'score' | 'rank' | 'date';

export const TABS: readonly GamesTab[] = ['upcoming', 'completed'];
export const SORTS: readonly GamesSort[] = ['score', 'rank', 'date'];
export const DEFAULT_TAB: GamesTab = 'upcoming';
export const DEFAULT_SORT: GamesSort = 'score';

export function kickoffMs(game: ScoredGameFieldsFragment): number {
  if (typeof game.kickoffEpochMs === 'number' && Number.isFinite(game.kickoffEpochMs))
    return game.kickoffEpochMs;
  return Date.parse(game.gameDate);
}

/**
 * Upcoming: not final, not cancelled, and not yet started. A game whose date has passed without
 * a score is not upcoming either, so it counts as finished (Completed tab, no rank, no Draft).
 */
export function isUpcoming(game: ScoredGameFieldsFragment, now: number): boolean {
  if (isFinalGame(game) || game.status === 'cancelled') return false;
  const ms = kickoffMs(game);
  // A game with no valid time (TBD) has not happened yet.
  return !Number.isFinite(ms) || ms >= now;
}

/** 'YYYY-MM' of the kickoff in the venue's zone ('' for a TBD game). */
export function monthKey(game: ScoredGameFieldsFragment): string {
  const ms = kickoffMs(game);
  if (!Number.isFinite(ms)) return '';
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat('en-US', {
      year: 'numeric',
      month: '2-digit',
      timeZone: game.kickoffTz ?? 'UTC',
    }).formatToParts(ms);
  } catch {
    parts = new Intl.DateTimeFormat('en-US', {
      year: 'numeric',
      month: '2-digit',
      timeZone: 'UTC',
    }).formatToParts(ms);
  }
  const year = parts.find((p) => p.type === 'year')?.value ?? '';
  const month = parts.find((p) => p.type === 'month')?.value ?? '';
  return `${year}-${month}`;
}

/** 'September 2025' for '2025-09'. */
export function monthLabel(key: string): string {
  const [y, m] = key.split('-').map(Number);
  if (!y || !m) return key;
  return new Intl.DateTimeFormat('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(Date.UTC(y, m - 1, 1));
}

const byDate = (a: ScoredGameFieldsFragment, b: ScoredGameFieldsFragment) => {
  const x = kickoffMs(a);
  const y = kickoffMs(b);
  // TBD games go last rather than breaking the order with NaN.
  return (Number.isFinite(x) ? x : Infinity) - (Number.isFinite(y) ? y : Infinity);
};

/** A copy sorted: score best first, My Rank 1 first (unranked last), or soonest first; ties by date. */
export function sortGames(
  games: readonly ScoredGameFieldsFragment[],
  sort: GamesSort,
  ranks: ReadonlyMap<string, number>,
): ScoredGameFieldsFragment[] {
  const out = [...games];
  if (sort === 'score') out.sort((a, b) => (b.tiixRank ?? -1) - (a.tiixRank ?? -1) || byDate(a, b));
  else if (sort === 'rank')
    out.sort(
      (a, b) => (ranks.get(a.id) ?? Infinity) - (ranks.get(b.id) ?? Infinity) || byDate(a, b),
    );
  else out.sort(byDate);
  return out;
}

export function rankMap(rankings: readonly GameRankingFieldsFragment[]): Map<string, number> {
  return new Map(rankings.filter((r) => r.rank > 0).map((r) => [r.gameId, r.rank]));
}

export interface RankOption {
  value: number;
  label: string;
}

/** 1..count; a rank another game holds is marked '(used)' (choosing it moves it here). */
export function rankOptions(
  count: number,
  gameId: string,
  ranks: ReadonlyMap<string, number>,
): RankOption[] {
  const usedBy = new Map<number, string>();
  for (const [id, rank] of ranks) usedBy.set(rank, id);
  return Array.from({ length: count }, (_, i) => {
    const value = i + 1;
    const holder = usedBy.get(value);
    return { value, label: holder && holder !== gameId ? `${value} (used)` : String(value) };
  });
}

/** Local view of a save: the game takes the rank, and whichever game held it loses it. */
export function moveRank(
  ranks: ReadonlyMap<string, number>,
  gameId: string,
  rank: number,
): Map<string, number> {
  return applyRankSave(ranks, [{ gameId, rank }]);
}

/** The order the Reorder list starts in: My Rank first, then the rest soonest first. */
export function initialOrder(
  games: readonly ScoredGameFieldsFragment[],
  ranks: ReadonlyMap<string, number>,
): string[] {
  return sortGames(games, 'rank', ranks).map((g) => g.id);
}

/** Moves the id at `from` to `to`, shifting the ones between. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const out = [...items];
  if (from < 0 || from >= out.length || to < 0 || to >= out.length) return out;
  const [item] = out.splice(from, 1);
  out.splice(to, 0, item as T);
  return out;
}

/** One save for the whole list: ranks 1..n in order (at most RANK_MAX; later games stay unranked). */
export function orderToRankings(ids: readonly string[]): { gameId: string; rank: number }[] {
  return ids.slice(0, RANK_MAX).map((gameId, i) => ({ gameId, rank: i + 1 }));
}
