import { seasonStartYear } from '@tiix/domain';
import { LEAGUE_INFO, parseLeagueId } from './leagues.js';
import type { LeagueId } from './types.js';

/**
 * Month index (0 = January) in which a league's season starts (NFL 7, NBA and NHL 9, MLS
 * and MLB 0). Other leagues default to 7, but NWSL (March-November) and WNBA (May-October)
 * play within one calendar year and their season ids are that year: with 7, every spring game
 * would fall into the previous season. They start in January here, like MLS and MLB.
 */
export const SEASON_START_MONTH: Record<LeagueId, number> = {
  NFL: 7,
  NBA: 9,
  NHL: 9,
  MLS: 0,
  MLB: 0,
  NWSL: 0,
  WNBA: 0,
};

/** The start month of a league not listed above (August). */
export const DEFAULT_SEASON_START_MONTH = 7;

export function seasonStartMonth(league: string): number {
  const id = parseLeagueId(league);
  return id ? SEASON_START_MONTH[id] : DEFAULT_SEASON_START_MONTH;
}

const isSplit = (league: LeagueId) => LEAGUE_INFO[league].seasonIdFormat === 'split';

/** 2025 -> '2025' (NFL, MLB, MLS, NWSL, WNBA) or '2025-26' (NBA, NHL). */
export function seasonIdFromStartYear(league: LeagueId, startYear: number): string {
  if (!isSplit(league)) return String(startYear);
  return `${startYear}-${String((startYear + 1) % 100).padStart(2, '0')}`;
}

const SEASON_PATTERN = /^(\d{4})(?:[-/](\d{2}|\d{4}))?$/;

/**
 * The canonical season id for what a user or client may send: '2025', '2025-26' or '2025-2026'.
 * A single year is the season's start year for every league ('2025' is NBA '2025-26', which is
 * shown as 2025-2026), so the wizard's default season '2025' means the same in every league.
 * Null when the input is not a season of that form (or the second year does not follow the first).
 */
export function normalizeSeasonId(league: LeagueId, input: string): string | null {
  const match = SEASON_PATTERN.exec(input.trim());
  if (!match) return null;
  const startYear = Number(match[1]);
  const end = match[2];
  if (end !== undefined) {
    const expected = end.length === 4 ? startYear + 1 : (startYear + 1) % 100;
    if (Number(end) !== expected) return null;
  }
  return seasonIdFromStartYear(league, startYear);
}

/** NFL, NBA and NHL show a year pair ('2025-2026'); the others one year ('2025'). */
export function displaySeason(league: LeagueId, seasonId: string): string {
  const start = seasonStartYear(seasonId);
  return LEAGUE_INFO[league].seasonDisplay === 'pair' ? `${start}-${start + 1}` : String(start);
}

/**
 * The season a date belongs to by the league's start month: an NFL game in January 2026 is season
 * '2025', an NBA game in March 2026 is '2025-26'. A string is read as a local calendar date
 * ('2026-01-11'); a Date by its UTC calendar date. The schedules carry their own season ids; this
 * is for dates outside them (e.g. "which season is it now").
 */
export function seasonIdForDate(league: LeagueId, date: Date | string): string {
  let year: number;
  let month: number;
  if (typeof date === 'string') {
    const match = /^(\d{4})-(\d{2})/.exec(date);
    if (!match) throw new RangeError(`Not a date: ${date}`);
    year = Number(match[1]);
    month = Number(match[2]) - 1;
  } else {
    year = date.getUTCFullYear();
    month = date.getUTCMonth();
  }
  const startYear = month >= SEASON_START_MONTH[league] ? year : year - 1;
  return seasonIdFromStartYear(league, startYear);
}

export function previousSeasonId(league: LeagueId, seasonId: string): string {
  return seasonIdFromStartYear(league, seasonStartYear(seasonId) - 1);
}
