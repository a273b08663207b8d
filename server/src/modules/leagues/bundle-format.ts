import type { LeagueId, Standings, Team } from './types.js';

/**
 * The on-disk form of server/data: written by scripts/build-league-data.ts, read by
 * league-data.ts. Games are stored as arrays under a column list to keep the files small.
 * Bump the version when the shape changes, and regenerate (`pnpm --filter @tiix/server data:build`).
 */
export const BUNDLE_FORMAT_VERSION = 1;

/** Fields of a stored game row, in order. Values are strings, numbers, booleans or null. */
export const GAME_COLUMNS = [
  'gameId',
  'gameType',
  'week',
  'dateLocal',
  'timeLocal',
  'kickoffUtc',
  'timezone',
  'homeTeam',
  'awayTeam',
  // Null when the game used the team's current full name.
  'homeTeamName',
  'awayTeamName',
  'venue',
  'venueCity',
  'venueState',
  'venueAssumed',
  'neutralSite',
  'status',
  'homeScore',
  'awayScore',
  // '|'-separated lists.
  'nationalTv',
  'broadcast',
  'primetime',
  'notes',
  'superseded',
  'overtime',
  'penalties',
  'attendance',
  // NFL
  'weekday',
  'gametimeEt',
  'stadiumId',
  'roof',
  'surface',
  'tempF',
  'windMph',
  'divGame',
  'spreadLine',
  'totalLine',
  'homeEloPre',
  'awayEloPre',
  // MLB
  'officialDate',
  'doubleHeader',
  'gameNumber',
  'seriesGameNumber',
  'gamesInSeries',
  'rescheduledTo',
] as const;

export type GameColumn = (typeof GAME_COLUMNS)[number];
export type StoredValue = string | number | boolean | null;
/** One game; trailing nulls are cut off, so a row may be shorter than GAME_COLUMNS. */
export type StoredGameRow = StoredValue[];

export interface StoredSeason {
  id: string;
  /** Ids of the teams that play regular-season games this season. */
  teams: string[];
  /** Provenance of the rows (repository, file, commit). */
  sources: string[];
  games: StoredGameRow[];
}

export interface StoredNflElo {
  teamId: string;
  asOfSeason: string;
  asOfWeek: number;
  nfeloBase: number;
  qbAdj: number;
  nfelo: number;
  ptsVsAvg: number;
}

export interface StoredLeagueFile {
  format: typeof BUNDLE_FORMAT_VERSION;
  league: LeagueId;
  /** Current teams first (active), then former ones. */
  teams: Team[];
  /** Stand-ins that are not teams (All-Star sides, 'TBD' playoff slots): id -> name. */
  placeholders: Record<string, string>;
  seasons: StoredSeason[];
  standings: Standings[];
  nflElo?: StoredNflElo[];
}

export interface StoredClimateCity {
  name: string;
  country: string;
  /** Null for the one city the source gives no coordinates (Vermont IL). */
  latitude: number | null;
  longitude: number | null;
  /** Index 0 = January: [avgHighC, avgLowC, meanTempC, meanTempF, rainfallMm, dryDays, snowDays, precipDaysEst]; only snowDays may be null. */
  months: (number | null)[][];
}

export interface StoredWeatherFile {
  format: typeof BUNDLE_FORMAT_VERSION;
  cities: StoredClimateCity[];
  /** [stadiumId, stadiumName, city, month, games, meanTempF, minTempF, maxTempF, meanWindMph, firstSeason, lastSeason]. */
  nflStadiumMonths: StoredValue[][];
}

/** File names under server/data. */
export const leagueFileName = (league: LeagueId) => `${league.toLowerCase()}.json.gz`;
export const WEATHER_FILE_NAME = 'weather.json.gz';
export const MANIFEST_FILE_NAME = 'manifest.json';
