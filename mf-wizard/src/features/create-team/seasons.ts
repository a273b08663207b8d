import type { RealGame } from './api';

/** The wizard form's season until the team's games say otherwise. */
export const DEFAULT_SEASON = '2025';
/** Game cards previewed on the review step. */
export const PREVIEW_GAME_COUNT = 3;

/** Month index (0 = January) in which a league's season starts; others default to August. */
const SEASON_START_MONTH: Record<string, number> = { NFL: 7, NBA: 9, NHL: 9, MLS: 0, MLB: 0 };

export function seasonStartMonth(league: string): number {
  return SEASON_START_MONTH[league.toUpperCase()] ?? 7;
}

/** The season (its start year) a local game date 'YYYY-MM-DD' belongs to, or null when undated. */
export function seasonOfDate(league: string, gameDate: string | null): string | null {
  if (!gameDate) return null;
  const match = /^(\d{4})-(\d{2})/.exec(gameDate);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]) - 1;
  return String(month < seasonStartMonth(league) ? year - 1 : year);
}

/** The seasons the games fall in, oldest first (derived from the game dates). */
export function deriveSeasons(league: string, games: readonly RealGame[]): string[] {
  const seasons = new Set<string>();
  for (const game of games) {
    const season = seasonOfDate(league, game.game_date);
    if (season) seasons.add(season);
  }
  return [...seasons].sort();
}

/**
 * The season offered when a team's games load: the earliest one that still has games ahead (a
 * group buys tickets for a season still to be played); when every season is over, the current
 * one if the team has it, else the first available, else the default.
 */
export function pickSeason(
  league: string,
  current: string,
  available: readonly string[],
  games: readonly RealGame[] = [],
  now = Date.now(),
): string {
  const ahead = available.find((season) =>
    games.some((g) => seasonOfDate(league, g.game_date) === season && kickoff(g) >= now),
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
  league: string,
  season: string,
  games: readonly RealGame[],
  now: number,
  count = PREVIEW_GAME_COUNT,
): RealGame[] {
  const home = games
    .filter((g) => g.is_home && seasonOfDate(league, g.game_date) === season)
    .sort((a, b) => kickoff(a) - kickoff(b));
  const upcoming = home.filter((g) => kickoff(g) >= now);
  return (upcoming.length > 0 ? upcoming : home).slice(0, count);
}
