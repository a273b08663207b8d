// Bundled league data: reading and decoding the files in server/data, once per process.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import {
  BUNDLE_FORMAT_VERSION,
  GAME_COLUMNS,
  WEATHER_FILE_NAME,
  leagueFileName,
  type GameColumn,
  type StoredGameRow,
  type StoredLeagueFile,
  type StoredNflElo,
  type StoredValue,
  type StoredWeatherFile,
} from './bundle-format.js';
import { LEAGUE_INFO, parseLeagueId } from './leagues.js';
import { normalizeSeasonId, SEASON_START_MONTH } from './seasons.js';
import {
  type ClimateMonth,
  type League,
  type LeagueId,
  type NflStadiumMonthWeather,
  type ScheduleGame,
  type ScheduleStatus,
  type Standings,
  type Team,
} from './types.js';

// server/data, from src/modules/leagues (tsx, vitest) and from dist/modules/leagues (node) alike.
const DATA_DIR = fileURLToPath(new URL('../../../data/', import.meta.url));

export interface SeasonData {
  id: string;
  teamIds: readonly string[];
  games: readonly ScheduleGame[];
  gamesByTeam: Map<string, ScheduleGame[]>;
}

export interface LeagueData {
  league: League;
  /** Active teams first, in the order of the source. */
  teams: readonly Team[];
  teamsById: Map<string, Team>;
  /** Normalised names, codes and slugs -> team. */
  lookup: Map<string, Team>;
  placeholders: Record<string, string>;
  seasons: Map<string, SeasonData>;
  standings: Map<string, Standings>;
  nflElo: readonly StoredNflElo[];
}

const cache = new Map<LeagueId, LeagueData>();
let weatherCache: { cities: Map<string, ClimateMonth[]>; nfl: NflStadiumMonthWeather[] } | null =
  null;

export function readBundle<T extends { format: number }>(name: string): T {
  let bytes: Buffer;
  try {
    bytes = readFileSync(join(DATA_DIR, name));
  } catch (cause) {
    throw new Error(
      `League data file ${name} is missing in ${DATA_DIR}; run \`pnpm --filter @tiix/server data:build\``,
      { cause },
    );
  }
  const value = JSON.parse(gunzipSync(bytes).toString('utf8')) as T;
  if (value.format !== BUNDLE_FORMAT_VERSION) {
    throw new Error(
      `${name} has format ${value.format}, expected ${BUNDLE_FORMAT_VERSION}; regenerate it`,
    );
  }
  return value;
}

export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/** 'St. Louis CITY SC', 'st-louis-city-sc', ' STL ' -> comparable keys. */
export function lookupKey(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

const COLUMN_INDEX = Object.fromEntries(GAME_COLUMNS.map((name, index) => [name, index])) as Record<
  GameColumn,
  number
>;

const POSTSEASON_TYPES = new Set(['WC', 'DIV', 'CON', 'SB', 'playoffs', 'playin']);

function decodeGame(
  league: LeagueId,
  season: string,
  row: StoredGameRow,
  teamName: (id: string) => string,
): ScheduleGame {
  const get = (column: GameColumn): StoredValue => row[COLUMN_INDEX[column]] ?? null;
  const str = (column: GameColumn) => {
    const value = get(column);
    return value === null ? null : String(value);
  };
  const n = (column: GameColumn) => {
    const value = get(column);
    return typeof value === 'number' ? value : null;
  };
  const bool = (column: GameColumn) => {
    const value = get(column);
    return typeof value === 'boolean' ? value : null;
  };
  const list = (column: GameColumn) => str(column)?.split('|') ?? [];

  const gameId = String(get('gameId'));
  const gameType = String(get('gameType'));
  const homeTeam = String(get('homeTeam'));
  const awayTeam = String(get('awayTeam'));
  const dateLocal = str('dateLocal');
  const kickoffUtc = str('kickoffUtc');
  const superseded = get('superseded') === true;
  const game: ScheduleGame = {
    league,
    season,
    gameId,
    key: superseded ? `${league}-${gameId}-${dateLocal}` : `${league}-${gameId}`,
    gameType,
    isPreseason: gameType === 'preseason',
    isPostseason: POSTSEASON_TYPES.has(gameType),
    week: str('week'),
    dateLocal,
    timeLocal: str('timeLocal'),
    kickoffUtc,
    kickoffEpochMs: kickoffUtc === null ? null : Date.parse(kickoffUtc),
    timezone: String(get('timezone')),
    homeTeam,
    awayTeam,
    homeTeamName: str('homeTeamName') ?? teamName(homeTeam),
    awayTeamName: str('awayTeamName') ?? teamName(awayTeam),
    venue: str('venue'),
    venueCity: str('venueCity'),
    venueState: str('venueState'),
    venueAssumed: get('venueAssumed') === true,
    neutralSite: bool('neutralSite'),
    status: String(get('status')) as ScheduleStatus,
    homeScore: n('homeScore'),
    awayScore: n('awayScore'),
    nationalTv: list('nationalTv'),
    broadcast: list('broadcast'),
    primetime: get('primetime') === true,
    notes: str('notes'),
    superseded,
    overtime: n('overtime'),
    penalties: str('penalties'),
    attendance: n('attendance'),
  };
  if (league === 'NFL') {
    game.nfl = {
      weekday: str('weekday'),
      gametimeEt: str('gametimeEt'),
      stadiumId: str('stadiumId'),
      roof: str('roof'),
      surface: str('surface'),
      tempF: n('tempF'),
      windMph: n('windMph'),
      divGame: bool('divGame'),
      spreadLine: n('spreadLine'),
      totalLine: n('totalLine'),
      homeEloPre: n('homeEloPre'),
      awayEloPre: n('awayEloPre'),
    };
  }
  if (league === 'MLB') {
    game.mlb = {
      officialDate: str('officialDate'),
      doubleHeader: str('doubleHeader'),
      gameNumber: n('gameNumber'),
      seriesGameNumber: n('seriesGameNumber'),
      gamesInSeries: n('gamesInSeries'),
      rescheduledTo: str('rescheduledTo'),
    };
  }
  return game;
}

function buildLookup(teams: readonly Team[]): Map<string, Team> {
  const lookup = new Map<string, Team>();
  const add = (value: string | undefined, team: Team) => {
    const key = value ? lookupKey(value) : '';
    if (key && !lookup.has(key)) lookup.set(key, team);
  };
  // Codes and full names first, so a nickname can never shadow a code.
  for (const team of teams) add(team.id, team);
  for (const team of teams) add(team.abbreviation, team);
  for (const team of teams) {
    add(team.slug, team);
    add(team.fullName, team);
  }
  for (const team of teams) {
    add(team.externalIds.espnAbbr, team);
    for (const alias of team.aliases) add(alias, team);
  }
  // A nickname only where it names one team ('Cowboys', not 'FC').
  const shortNames = new Map<string, Team[]>();
  for (const team of teams) {
    const key = lookupKey(team.shortName);
    shortNames.set(key, [...(shortNames.get(key) ?? []), team]);
  }
  for (const [key, matches] of shortNames) {
    if (matches.length === 1 && matches[0] && !lookup.has(key)) lookup.set(key, matches[0]);
  }
  return lookup;
}

export function loadLeague(league: LeagueId): LeagueData {
  const cached = cache.get(league);
  if (cached) return cached;

  const file = readBundle<StoredLeagueFile>(leagueFileName(league));
  const teams = deepFreeze(file.teams);
  const teamsById = new Map(teams.map((team) => [team.id, team]));
  const teamName = (id: string) => teamsById.get(id)?.fullName ?? file.placeholders[id] ?? id;

  const seasons = new Map<string, SeasonData>();
  for (const stored of file.seasons) {
    const games = stored.games.map((row) =>
      deepFreeze(decodeGame(league, stored.id, row, teamName)),
    );
    const gamesByTeam = new Map<string, ScheduleGame[]>();
    for (const game of games) {
      for (const id of [game.homeTeam, game.awayTeam]) {
        const list = gamesByTeam.get(id) ?? [];
        list.push(game);
        gamesByTeam.set(id, list);
      }
    }
    seasons.set(stored.id, {
      id: stored.id,
      teamIds: Object.freeze([...stored.teams]),
      games: Object.freeze(games),
      gamesByTeam,
    });
  }

  const standings = new Map(file.standings.map((table) => [table.season, deepFreeze(table)]));
  const info = LEAGUE_INFO[league];
  const data: LeagueData = {
    league: deepFreeze({
      id: league,
      name: info.name,
      sport: info.sport,
      seasonIdFormat: info.seasonIdFormat,
      seasonDisplay: info.seasonDisplay,
      seasonStartMonth: SEASON_START_MONTH[league],
      seasons: [...seasons.keys()],
      standingsSeasons: [...standings.keys()],
      teamCount: teams.filter((team) => team.active).length,
    }),
    teams,
    teamsById,
    lookup: buildLookup(teams),
    placeholders: deepFreeze(file.placeholders),
    seasons,
    standings,
    nflElo: deepFreeze(file.nflElo ?? []),
  };
  cache.set(league, data);
  return data;
}

export function leagueData(league: string): LeagueData | null {
  const id = parseLeagueId(league);
  return id ? loadLeague(id) : null;
}

export function seasonData(data: LeagueData, season: string): SeasonData | null {
  const id = normalizeSeasonId(data.league.id, season);
  return id ? (data.seasons.get(id) ?? null) : null;
}

export const byKickoff = (a: ScheduleGame, b: ScheduleGame) =>
  (a.kickoffEpochMs ?? Date.parse(`${a.dateLocal ?? '9999-12-31'}T23:59:59Z`)) -
    (b.kickoffEpochMs ?? Date.parse(`${b.dateLocal ?? '9999-12-31'}T23:59:59Z`)) ||
  a.key.localeCompare(b.key);

export function loadWeather() {
  if (weatherCache) return weatherCache;
  const file = readBundle<StoredWeatherFile>(WEATHER_FILE_NAME);
  const cities = new Map<string, ClimateMonth[]>();
  for (const city of file.cities) {
    const months = city.months.map((values, index): ClimateMonth => {
      const v = (i: number) => values[i] ?? 0;
      return deepFreeze({
        city: city.name,
        month: index + 1,
        avgHighC: v(0),
        avgLowC: v(1),
        meanTempC: v(2),
        meanTempF: v(3),
        rainfallMm: v(4),
        dryDays: v(5),
        snowDays: values[6] ?? null,
        precipDaysEst: v(7),
      });
    });
    cities.set(lookupKey(city.name), months);
  }
  const nfl = file.nflStadiumMonths.map((row) =>
    deepFreeze({
      stadiumId: String(row[0]),
      stadiumName: String(row[1]),
      city: String(row[2]),
      month: Number(row[3]),
      games: Number(row[4]),
      meanTempF: Number(row[5]),
      minTempF: Number(row[6]),
      maxTempF: Number(row[7]),
      meanWindMph: row[8] === null ? null : Number(row[8]),
      firstSeason: Number(row[9]),
      lastSeason: Number(row[10]),
    }),
  );
  weatherCache = { cities, nfl };
  return weatherCache;
}
