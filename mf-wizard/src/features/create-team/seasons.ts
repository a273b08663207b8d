import { seasonStartYear } from '@tiix/domain';
import type { RealGame } from './api';

/** The wizard form's season until the team's games say otherwise. */
export const DEFAULT_SEASON = '2025';
/** Game cards previewed on the review step. */
export const PREVIEW_GAME_COUNT = 3;

/**
 * The season a game belongs to, as the wizard's form holds it (the start year: the server reads
 * '2025' as NBA '2025-26'), from the season the server gave the game.
 */
export function seasonOf(game: Pick<RealGame, 'season'>): string {
  return String(seasonStartYear(game.season));
}

/** The seasons the games fall in, oldest first. */
export function deriveSeasons(games: readonly RealGame[]): string[] {
  return [...new Set(games.map(seasonOf))].sort();
}

/**
 * The season offered when a team's games load: the earliest one that still has games ahead (a
 * group buys tickets for a season still to be played); when every season is over, the current
 * one if the team has it, else the first available, else the default.
 */
export function pickSeason(
  current: string,
  available: readonly string[],
  games: readonly RealGame[] = [],
  now = Date.now(),
): string {
  const ahead = available.find((season) =>
    games.some((g) => seasonOf(g) === season && kickoff(g) >= now),
  );
  if (ahead) return ahead;
  if (available.includes(current)) return current;
  return available[0] ?? DEFAULT_SEASON;
}

function kickoff(game: RealGame): number {
  if (game.kickoff_epoch_ms !== null) return game.kickoff_epoch_ms;
  return game.game_date ? Date.parse(`${game.game_date}T00:00:00Z`) : Number.POSITIVE_INFINITY;
}

/**
 * The home games previewed for a season: the first ones at or after `now`, soonest first; when
 * none is ahead, the season's home games in date order.
 */
export function previewGames(
  season: string,
  games: readonly RealGame[],
  now: number,
  count = PREVIEW_GAME_COUNT,
): RealGame[] {
  const home = games
    .filter((g) => g.is_home && seasonOf(g) === season)
    .sort((a, b) => kickoff(a) - kickoff(b));
  const upcoming = home.filter((g) => kickoff(g) >= now);
  return (upcoming.length > 0 ? upcoming : home).slice(0, count);
}
