/**
 * One file on purpose: a single offline pipeline read top to bottom, run only by scripts.
 *
 * Builds server/data (the bundled league data) from the CSVs in ../shared/data.
 *
 *   pnpm --filter @tiix/server data:build [-- --source <csv folder>] [-- --out <folder>]
 *
 * The CSV folder can also be set with LEAGUE_DATA_SOURCE. The output is deterministic: the same
 * CSVs give the same bytes, so a regeneration only shows up in a diff when the data changed.
 * What is transformed, and why, is described in server/data/README.md.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { parse } from 'csv-parse/sync';
import {
  BUNDLE_FORMAT_VERSION,
  GAME_COLUMNS,
  MANIFEST_FILE_NAME,
  WEATHER_FILE_NAME,
  leagueFileName,
  type GameColumn,
  type StoredGameRow,
  type StoredLeagueFile,
  type StoredNflElo,
  type StoredSeason,
  type StoredValue,
  type StoredWeatherFile,
} from '../src/modules/leagues/bundle-format.js';
import { isValidTimeZone, toLocalDateTime } from '@tiix/domain';
import {
  LEAGUE_IDS,
  type ClimateMatch,
  type LeagueId,
  type RoofType,
  type Standings,
  type StandingsRow,
  type Team,
} from '../src/modules/leagues/types.js';

type CsvRow = Record<string, string>;

const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));

function argValue(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

const sourceDir = resolve(
  argValue('--source') ??
    process.env.LEAGUE_DATA_SOURCE ??
    resolve(SERVER_DIR, '..', '..', 'shared', 'data'),
);
const outDir = resolve(argValue('--out') ?? join(SERVER_DIR, 'data'));

// ---------------------------------------------------------------------------------------------
// Curated facts (not in any source file). Each is listed in server/data/README.md.

/** Codes other data sets use for NFL, MLB and NHL teams, mapped to the codes of our data. */
const CODE_ALIASES: Partial<Record<LeagueId, Record<string, string[]>>> = {
  NFL: {
    LA: ['LAR', 'STL'],
    LV: ['OAK', 'LVR'],
    LAC: ['SD', 'SDG'],
    WAS: ['WSH'],
    JAX: ['JAC'],
    GB: ['GNB'],
    KC: ['KAN'],
    NE: ['NWE'],
    NO: ['NOR'],
    SF: ['SFO'],
    TB: ['TAM'],
  },
  MLB: {
    AZ: ['ARI'],
    ATH: ['OAK'],
    CWS: ['CHW'],
    KC: ['KCR'],
    SD: ['SDP'],
    SF: ['SFG'],
    TB: ['TBR'],
    WSH: ['WSN'],
  },
  NHL: { LAK: ['LA'], NJD: ['NJ'], SJS: ['SJ'], TBL: ['TB'] },
};

/** Teams that appear only in older seasons. The NHL 2023-24 schedule names the Arizona Coyotes
 *  (ARI), whose slot the Utah club took; its arena and zone are curated (Tempe, no DST). */
const FORMER_TEAMS: Partial<Record<LeagueId, Team[]>> = {
  NHL: [
    {
      league: 'NHL',
      id: 'ARI',
      abbreviation: 'ARI',
      fullName: 'Arizona Coyotes',
      shortName: 'Coyotes',
      location: 'Arizona',
      slug: 'arizona-coyotes',
      conference: 'Western',
      division: 'Central',
      venue: {
        name: 'Mullett Arena',
        city: 'Tempe',
        state: 'AZ',
        country: 'USA',
        latitude: 33.41477,
        longitude: -111.90931,
        coordPrecision: 'city',
        timezone: 'America/Phoenix',
        roofType: 'indoor arena',
      },
      primaryColor: null,
      secondaryColor: null,
      externalIds: {},
      aliases: [],
      active: false,
      climate: { city: null, distanceKm: null, match: 'none' },
    },
  ],
};

interface ExtraVenue {
  city: string;
  state?: string;
  tz: string;
}

/** Venues that are no team's home, with the zone of their city (international and special games). */
const EXTRA_VENUES: Record<string, ExtraVenue> = {
  'Arena Corinthians': { city: 'São Paulo', tz: 'America/Sao_Paulo' },
  'Maracana Stadium': { city: 'Rio de Janeiro', tz: 'America/Sao_Paulo' },
  'Tottenham Stadium': { city: 'London', tz: 'Europe/London' },
  'Tottenham Hotspur Stadium': { city: 'London', tz: 'Europe/London' },
  'Wembley Stadium': { city: 'London', tz: 'Europe/London' },
  'London Stadium': { city: 'London', tz: 'Europe/London' },
  'The O2': { city: 'London', tz: 'Europe/London' },
  'Co-op Live': { city: 'Manchester', tz: 'Europe/London' },
  'Allianz Arena': { city: 'Munich', tz: 'Europe/Berlin' },
  'FC Bayern Munich Stadium': { city: 'Munich', tz: 'Europe/Berlin' },
  Olympiastadion: { city: 'Berlin', tz: 'Europe/Berlin' },
  'Uber Arena': { city: 'Berlin', tz: 'Europe/Berlin' },
  'Stade de France': { city: 'Saint-Denis', tz: 'Europe/Paris' },
  'Accor Arena': { city: 'Paris', tz: 'Europe/Paris' },
  Bernabeu: { city: 'Madrid', tz: 'Europe/Madrid' },
  'Croke Park': { city: 'Dublin', tz: 'Europe/Dublin' },
  'O2 Czech Republic': { city: 'Prague', tz: 'Europe/Prague' },
  'Nokia Arena': { city: 'Tampere', tz: 'Europe/Helsinki' },
  'Avicii Arena': { city: 'Stockholm', tz: 'Europe/Stockholm' },
  'Melbourne Cricket Ground': { city: 'Melbourne', tz: 'Australia/Melbourne' },
  'Tokyo Dome': { city: 'Tokyo', tz: 'Asia/Tokyo' },
  'Gocheok Sky Dome': { city: 'Seoul', tz: 'Asia/Seoul' },
  'Estadio Banorte': { city: 'Mexico City', tz: 'America/Mexico_City' },
  'Arena CDMX': { city: 'Mexico City', tz: 'America/Mexico_City' },
  'Estadio Alfredo Harp Helu': { city: 'Mexico City', tz: 'America/Mexico_City' },
  'Bell Centre': { city: 'Montreal', state: 'QC', tz: 'America/Toronto' },
  'Journey Bank Ballpark': { city: 'Williamsport', state: 'PA', tz: 'America/New_York' },
  'Bristol Motor Speedway': { city: 'Bristol', state: 'TN', tz: 'America/New_York' },
  'Field of Dreams': { city: 'Dyersville', state: 'IA', tz: 'America/Chicago' },
  'Rickwood Field': { city: 'Birmingham', state: 'AL', tz: 'America/Chicago' },
  'Ohio Stadium': { city: 'Columbus', state: 'OH', tz: 'America/New_York' },
  'Moody Center': { city: 'Austin', state: 'TX', tz: 'America/Chicago' },
  // Former name of the Saints' Caesars Superdome (Super Bowl LIX).
  'Mercedes-Benz Superdome': { city: 'New Orleans', state: 'LA', tz: 'America/Chicago' },
};

/**
 * The nflverse copy lists the 2025 international games (neutral_site = 1) at the home team's own
 * stadium, with the kickoff in US Eastern time as local time. Their real venues; the instant
 * (kickoff_utc) is right and is kept.
 */
const NFL_VENUE_FIXES: Record<
  string,
  { venue: string; stadiumId: string | null; roof: string | null }
> = {
  '2025_01_KC_LAC': { venue: 'Arena Corinthians', stadiumId: 'SAO00', roof: 'outdoors' },
  '2025_04_MIN_PIT': { venue: 'Croke Park', stadiumId: null, roof: 'outdoors' },
  '2025_05_MIN_CLE': { venue: 'Tottenham Hotspur Stadium', stadiumId: 'LON02', roof: 'outdoors' },
  '2025_06_DEN_NYJ': { venue: 'Tottenham Hotspur Stadium', stadiumId: 'LON02', roof: 'outdoors' },
  '2025_07_LA_JAX': { venue: 'Wembley Stadium', stadiumId: 'LON00', roof: 'outdoors' },
  '2025_10_ATL_IND': { venue: 'Olympiastadion', stadiumId: null, roof: 'outdoors' },
  '2025_11_WAS_MIA': { venue: 'Bernabeu', stadiumId: null, roof: null },
};

// ---------------------------------------------------------------------------------------------
// Reading

const sourceFiles: { file: string; rows: number; sha256: string }[] = [];

function readCsv(path: string): CsvRow[] {
  const text = readFileSync(join(sourceDir, path), 'utf8');
  const rows = parse(text, { columns: true, skip_empty_lines: true }) as CsvRow[];
  sourceFiles.push({
    file: path,
    rows: rows.length,
    sha256: createHash('sha256').update(text).digest('hex'),
  });
  return rows;
}

function listFiles(folder: string, pattern: RegExp): { file: string; season: string }[] {
  return readdirSync(join(sourceDir, folder))
    .map((name) => pattern.exec(name))
    .filter((match): match is RegExpExecArray => match !== null)
    .map((match) => ({ file: `${folder}/${match[0]}`, season: match[1] ?? '' }))
    .sort((a, b) => a.season.localeCompare(b.season));
}

const text = (value: string | undefined): string | null => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};
const num = (value: string | undefined): number | null => {
  const t = text(value);
  if (t === null) return null;
  const n = Number(t);
  if (!Number.isFinite(n)) throw new Error(`Not a number: ${value}`);
  return n;
};
const req = (value: number | null, what: string): number => {
  if (value === null) throw new Error(`Missing ${what}`);
  return value;
};
const flag = (value: string | undefined): boolean | null => {
  const t = text(value);
  return t === null ? null : t === '1';
};

const warnings: string[] = [];
const warn = (message: string) => warnings.push(message);

// ---------------------------------------------------------------------------------------------
// Teams

const ROOF_TYPES: readonly RoofType[] = ['open', 'dome', 'retractable', 'indoor arena'];

function climateMatch(value: string): ClimateMatch {
  if (value.startsWith('within')) return 'near';
  if (value.startsWith('nearest')) return 'proxy';
  return 'none';
}

const climateMap = new Map<
  string,
  { city: string | null; distanceKm: number | null; match: ClimateMatch }
>();
for (const row of readCsv('weather/team_climate_city_map.csv')) {
  const match = climateMatch(row.match ?? '');
  climateMap.set(`${row.league}|${row.team_id}`, {
    city: match === 'none' ? null : text(row.climate_city),
    distanceKm: match === 'none' ? null : num(row.distance_km),
    match,
  });
}

function readTeams(league: LeagueId): Team[] {
  return readCsv(`${league.toLowerCase()}/teams.csv`).map((row): Team => {
    const id = row.team_id ?? '';
    const roof = text(row.roof_type) as RoofType | null;
    if (roof !== null && !ROOF_TYPES.includes(roof))
      throw new Error(`${league} ${id}: roof ${roof}`);
    const timezone = text(row.timezone);
    if (!timezone || !isValidTimeZone(timezone))
      throw new Error(`${league} ${id}: zone ${timezone}`);
    const externalIds: Record<string, string> = {};
    for (const [column, key] of [
      ['espn_abbr', 'espnAbbr'],
      ['espn_team_id', 'espnTeamId'],
      ['mls_club_id', 'mlsClubId'],
      ['asa_team_id', 'asaTeamId'],
    ] as const) {
      const value = text(row[column]);
      if (value) externalIds[key] = value;
    }
    const precision = text(row.coord_precision);
    return {
      league,
      id,
      abbreviation: text(row.abbreviation) ?? id,
      fullName: text(row.full_name) ?? id,
      shortName: text(row.short_name) ?? id,
      location: text(row.location) ?? '',
      slug: text(row.slug) ?? id.toLowerCase(),
      conference: text(row.conference),
      division: text(row.division),
      venue: {
        name: text(row.venue_name),
        city: text(row.venue_city),
        state: text(row.venue_state),
        country: text(row.venue_country),
        latitude: num(row.latitude),
        longitude: num(row.longitude),
        coordPrecision: precision === 'venue' || precision === 'city' ? precision : null,
        timezone,
        roofType: roof,
      },
      primaryColor: text(row.primary_color),
      secondaryColor: text(row.secondary_color),
      externalIds,
      aliases: [...(CODE_ALIASES[league]?.[id] ?? [])],
      active: true,
      climate: climateMap.get(`${league}|${id}`) ?? { city: null, distanceKm: null, match: 'none' },
    };
  });
}

// ---------------------------------------------------------------------------------------------
// Weather

const climateRows = readCsv('weather/city_climate_monthly.csv');
const climateCities = new Map<string, StoredWeatherFile['cities'][number]>();
for (const row of climateRows) {
  const name = row.climate_city ?? '';
  let city = climateCities.get(name);
  if (!city) {
    city = {
      name,
      country: row.country ?? '',
      latitude: num(row.latitude),
      longitude: num(row.longitude),
      months: [],
    };
    climateCities.set(name, city);
  }
  const month = req(num(row.month), 'month');
  city.months[month - 1] = [
    'avg_high_c',
    'avg_low_c',
    'mean_temp_c',
    'mean_temp_f',
    'rainfall_mm',
    'dry_days',
    'snow_days',
    'precip_days_est',
  ].map((column) => (column === 'snow_days' ? num(row[column]) : req(num(row[column]), column)));
}
for (const city of climateCities.values()) {
  if (city.months.length !== 12 || city.months.some((m) => !m))
    throw new Error(`${city.name}: months`);
}

/** Great-circle distance, for linking curated venues to the climate table as the CSV did. */
function haversineKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180;
  const a =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lon2 - lon1) * rad) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(a));
}

function nearestClimate(latitude: number, longitude: number): Team['climate'] {
  let best: { city: string; distanceKm: number } | null = null;
  for (const city of climateCities.values()) {
    if (city.latitude === null || city.longitude === null) continue;
    const d = haversineKm(latitude, longitude, city.latitude, city.longitude);
    if (!best || d < best.distanceKm)
      best = { city: city.name, distanceKm: Math.round(d * 10) / 10 };
  }
  if (!best || best.distanceKm > 250) return { city: null, distanceKm: null, match: 'none' };
  return { ...best, match: best.distanceKm <= 60 ? 'near' : 'proxy' };
}

const nflStadiumMonths: StoredValue[][] = readCsv(
  'weather/nfl_gameday_temps_by_stadium_month.csv',
).map((row) => [
  row.stadium_id ?? '',
  row.stadium_name ?? '',
  row.city ?? '',
  req(num(row.month), 'month'),
  req(num(row.games), 'games'),
  req(num(row.mean_temp_f), 'mean_temp_f'),
  req(num(row.min_temp_f), 'min_temp_f'),
  req(num(row.max_temp_f), 'max_temp_f'),
  num(row.mean_wind_mph),
  req(num(row.first_season), 'first_season'),
  req(num(row.last_season), 'last_season'),
]);

// ---------------------------------------------------------------------------------------------
// All teams first: a game's venue may be another league's building (MLS at Citi Field).

const teamsByLeague = new Map<LeagueId, Team[]>();
const venueZones = new Map<string, { tz: string; city: string | null; state: string | null }>();
for (const league of LEAGUE_IDS) {
  const teams = readTeams(league);
  for (const former of FORMER_TEAMS[league] ?? []) {
    const { latitude, longitude } = former.venue;
    teams.push({ ...former, climate: nearestClimate(latitude ?? 0, longitude ?? 0) });
  }
  teamsByLeague.set(league, teams);
  for (const team of teams) {
    if (!team.venue.name) continue;
    const known = venueZones.get(team.venue.name);
    if (known && known.tz !== team.venue.timezone) {
      throw new Error(`${team.venue.name}: two zones (${known.tz}, ${team.venue.timezone})`);
    }
    venueZones.set(team.venue.name, {
      tz: team.venue.timezone,
      city: team.venue.city,
      state: team.venue.state,
    });
  }
}
for (const [name, venue] of Object.entries(EXTRA_VENUES)) {
  if (!isValidTimeZone(venue.tz)) throw new Error(`${name}: zone ${venue.tz}`);
}

// ---------------------------------------------------------------------------------------------
// Schedules

// The teams of a season are those that play its regular season (not All-Star sides, TBD slots).
const REGULAR_TYPES = new Set(['REG', 'regular', 'cup']);
const STATUSES = new Set(['final', 'scheduled', 'postponed', 'cancelled']);

type GameRecord = Partial<Record<GameColumn, StoredValue>> & {
  gameId: string;
  homeTeam: string;
  awayTeam: string;
  status: string;
  gameType: string;
  dateLocal: string | null;
  kickoffUtc: string | null;
};

interface LocalTimeCheck {
  checked: number;
  differs: number;
  examples: string[];
}

function buildSeason(
  league: LeagueId,
  season: string,
  rows: CsvRow[],
  teams: Map<string, Team>,
  placeholders: Record<string, string>,
  localCheck: LocalTimeCheck,
): StoredSeason {
  // A venue column holding one value for a whole season is a defect of the source (NHL 2023-24
  // says 'Honda Center' for every game): use the home team's venue instead, flagged as assumed.
  const venueValues = new Set(rows.map((row) => row.venue));
  const venueColumnBroken = rows.length > 100 && venueValues.size === 1;
  if (venueColumnBroken) warn(`${league} ${season}: venue column is constant; home venues assumed`);

  const records: GameRecord[] = rows.map((row) => {
    const gameId = row.game_id ?? '';
    const homeTeam = row.home_team ?? '';
    const awayTeam = row.away_team ?? '';
    const home = teams.get(homeTeam);
    for (const [code, name] of [
      [homeTeam, row.home_team_name],
      [awayTeam, row.away_team_name],
    ] as const) {
      if (!teams.has(code)) placeholders[code] = text(name) ?? code;
    }
    const status = row.status ?? '';
    if (!STATUSES.has(status)) throw new Error(`${league} ${gameId}: status ${status}`);

    const fix = league === 'NFL' ? NFL_VENUE_FIXES[gameId] : undefined;
    let venue = fix?.venue ?? text(row.venue);
    let venueCity = fix ? null : text(row.venue_city);
    let venueState = fix ? null : text(row.venue_state);
    let venueAssumed = /venue assumed/i.test(row.notes ?? '');
    if (venueColumnBroken) {
      venue = home?.venue.name ?? null;
      venueCity = null;
      venueState = null;
      venueAssumed = home !== undefined;
    }

    // The zone of the venue: a building we know, else the home team's (renamed or temporary
    // homes are in the home city), else the zone the source's own clock implies.
    const extra = venue ? EXTRA_VENUES[venue] : undefined;
    const known = venue ? venueZones.get(venue) : undefined;
    const atHome = venue !== null && venue === home?.venue.name;
    let timezone: string | undefined;
    let guessedZone = false;
    if (atHome || (!venue && home)) timezone = home?.venue.timezone;
    else if (extra) timezone = extra.tz;
    else if (known) timezone = known.tz;
    else {
      // A 'TBD' home side of an unscheduled playoff game: the known side's zone, for want of one.
      timezone = home?.venue.timezone ?? teams.get(awayTeam)?.venue.timezone;
      guessedZone = true;
    }
    if (!timezone) throw new Error(`${league} ${gameId}: no zone for venue ${venue}`);
    // MLB and NHL rows name no city: take it from the building when we know it.
    if (venue && !venueCity) {
      const place = atHome ? home?.venue : (extra ?? known);
      venueCity = place?.city ?? null;
      venueState = venueState ?? place?.state ?? null;
    }

    // "If necessary" playoff games have a midnight placeholder time or none.
    const sourceDate = text(row.date_local);
    const sourceTime = text(row.time_local);
    const timeTbd = !row.kickoff_utc || (status === 'scheduled' && sourceTime === '00:00');
    let dateLocal = sourceDate;
    let timeLocal: string | null = null;
    let kickoffUtc: string | null = null;
    if (!timeTbd) {
      kickoffUtc = text(row.kickoff_utc);
      const epoch = Date.parse(kickoffUtc ?? '');
      if (!Number.isFinite(epoch)) throw new Error(`${league} ${gameId}: kickoff ${kickoffUtc}`);
      const local = toLocalDateTime(epoch, timezone);
      dateLocal = local.date;
      timeLocal = local.time;
      localCheck.checked += 1;
      if (local.date !== sourceDate || local.time !== sourceTime) {
        // The source's clock is usually the venue's; where our zone was only a guess and the
        // clocks disagree, the venue needs an entry in EXTRA_VENUES.
        if (guessedZone) {
          throw new Error(
            `${league} ${gameId}: unknown venue '${venue}' is not in the home team's zone (source ${sourceDate} ${sourceTime}, ${timezone} ${local.date} ${local.time}); add it to EXTRA_VENUES`,
          );
        }
        localCheck.differs += 1;
        if (localCheck.examples.length < 6) {
          localCheck.examples.push(
            `${gameId} ${venue}: source ${sourceDate} ${sourceTime}, venue zone ${timezone} ${local.date} ${local.time}`,
          );
        }
      }
    }

    const homeName = text(row.home_team_name);
    const awayName = text(row.away_team_name);
    const record: GameRecord = {
      gameId,
      gameType: row.game_type ?? '',
      week: text(row.week),
      dateLocal,
      timeLocal,
      kickoffUtc,
      timezone,
      homeTeam,
      awayTeam,
      homeTeamName:
        homeName === (teams.get(homeTeam)?.fullName ?? placeholders[homeTeam]) ? null : homeName,
      awayTeamName:
        awayName === (teams.get(awayTeam)?.fullName ?? placeholders[awayTeam]) ? null : awayName,
      venue,
      venueCity,
      venueState,
      venueAssumed,
      neutralSite: flag(row.neutral_site),
      status,
      homeScore: num(row.home_score),
      awayScore: num(row.away_score),
      nationalTv: text(row.national_tv),
      broadcast: text(row.broadcast),
      primetime: row.primetime === '1',
      notes: text(row.notes),
      superseded: false,
      overtime: num(row.overtime),
      penalties: text(row.penalties),
      attendance: num(row.attendance),
    };
    if (league === 'NFL') {
      Object.assign(record, {
        weekday: text(row.weekday),
        gametimeEt: text(row.gametime_et),
        stadiumId: fix ? fix.stadiumId : text(row.stadium_id),
        roof: fix ? fix.roof : text(row.roof),
        surface: fix ? null : text(row.surface),
        tempF: num(row.temp_f),
        windMph: num(row.wind_mph),
        divGame: flag(row.div_game),
        spreadLine: num(row.spread_line),
        totalLine: num(row.total_line),
        homeEloPre: num(row.home_elo_pre),
        awayEloPre: num(row.away_elo_pre),
      });
    }
    if (league === 'MLB') {
      Object.assign(record, {
        officialDate: text(row.official_date),
        doubleHeader: text(row.double_header),
        gameNumber: num(row.game_number),
        seriesGameNumber: num(row.series_game_number),
        gamesInSeries: num(row.games_in_series),
        rescheduledTo: text(row.rescheduled_to),
      });
    }
    return record;
  });

  // One source game listed more than once (MLB: a postponed original and the played game, or the
  // two days of a suspended game): the played row, or the first day, stands for the game.
  const byId = new Map<string, GameRecord[]>();
  for (const record of records) {
    const list = byId.get(record.gameId) ?? [];
    list.push(record);
    byId.set(record.gameId, list);
  }
  for (const list of byId.values()) {
    if (list.length < 2) continue;
    const rank = (r: GameRecord) => (r.status === 'postponed' || r.status === 'cancelled' ? 1 : 0);
    const sorted = [...list].sort(
      (a, b) =>
        rank(a) - rank(b) ||
        String(a.kickoffUtc ?? a.dateLocal).localeCompare(String(b.kickoffUtc ?? b.dateLocal)),
    );
    for (const record of sorted.slice(1)) record.superseded = true;
  }

  records.sort((a, b) => {
    const ka = a.kickoffUtc ?? `${a.dateLocal ?? '9999'}T99`;
    const kb = b.kickoffUtc ?? `${b.dateLocal ?? '9999'}T99`;
    return ka.localeCompare(kb) || a.gameId.localeCompare(b.gameId);
  });

  const keys = new Set<string>();
  for (const record of records) {
    const key = record.superseded ? `${record.gameId}-${record.dateLocal}` : record.gameId;
    if (keys.has(key)) throw new Error(`${league} ${season}: duplicate key ${key}`);
    keys.add(key);
  }

  const seasonTeams = new Set<string>();
  for (const record of records) {
    if (!REGULAR_TYPES.has(record.gameType)) continue;
    for (const code of [record.homeTeam, record.awayTeam])
      if (teams.has(code)) seasonTeams.add(code);
  }

  return {
    id: season,
    teams: [...seasonTeams].sort(),
    sources: [...new Set(rows.map((row) => row.source ?? ''))].filter(Boolean).sort(),
    games: records.map(encodeGame),
  };
}

function encodeGame(record: GameRecord): StoredGameRow {
  const row: StoredGameRow = GAME_COLUMNS.map((column) => record[column] ?? null);
  while (row.length > 0 && row[row.length - 1] === null) row.pop();
  return row;
}

// ---------------------------------------------------------------------------------------------
// Standings

function readStandings(league: LeagueId, file: string, season: string): Standings {
  const rows = readCsv(file);
  const parsed: StandingsRow[] = rows.map((row) => {
    const ties = num(row.ties) ?? num(row.draws);
    return {
      league,
      season,
      teamId: row.team_id ?? '',
      conference: text(row.conference),
      division: text(row.division),
      games: req(num(row.games), 'games'),
      wins: req(num(row.wins), 'wins'),
      losses: req(num(row.losses), 'losses'),
      ties,
      winPct: req(num(row.win_pct), 'win_pct'),
      pointsFor: req(num(row.points_for), 'points_for'),
      pointsAgainst: req(num(row.points_against), 'points_against'),
      pointDiff: req(num(row.point_diff), 'point_diff'),
      rank: num(row.rank) ?? 0,
      points: num(row.points),
      pointsPerGame: num(row.points_per_game),
      seed: num(row.seed),
      gamesBack: num(row.games_back),
      homeRecord: text(row.home_record),
      roadRecord: text(row.road_record),
      champion: row.champion === undefined ? null : row.champion === '1',
    };
  });
  // NBA and WNBA files carry conference seeds, not a league rank.
  if (parsed.some((row) => row.rank === 0)) {
    parsed
      .sort(
        (a, b) =>
          b.winPct - a.winPct || b.pointDiff - a.pointDiff || a.teamId.localeCompare(b.teamId),
      )
      .forEach((row, index) => (row.rank = index + 1));
  }
  parsed.sort((a, b) => a.rank - b.rank);
  return {
    league,
    season,
    partial: false,
    source: [...new Set(rows.map((row) => row.source ?? ''))].join('; '),
    rows: parsed,
  };
}

/** A table from a season's final regular-season scores (soccer: 3/1/0), for seasons without a file. */
function computeStandings(
  league: LeagueId,
  season: StoredSeason,
  teams: Map<string, Team>,
  source: string,
): Standings {
  const col = (name: GameColumn) => GAME_COLUMNS.indexOf(name);
  const table = new Map<
    string,
    { games: number; wins: number; draws: number; losses: number; gf: number; ga: number }
  >();
  for (const row of season.games) {
    const get = (name: GameColumn) => row[col(name)] ?? null;
    if (get('status') !== 'final' || get('gameType') !== 'regular' || get('superseded') === true)
      continue;
    const hs = get('homeScore');
    const as = get('awayScore');
    if (typeof hs !== 'number' || typeof as !== 'number') continue;
    for (const [team, gf, ga] of [
      [get('homeTeam'), hs, as],
      [get('awayTeam'), as, hs],
    ] as const) {
      const id = String(team);
      const entry = table.get(id) ?? { games: 0, wins: 0, draws: 0, losses: 0, gf: 0, ga: 0 };
      entry.games += 1;
      entry.gf += gf;
      entry.ga += ga;
      if (gf > ga) entry.wins += 1;
      else if (gf < ga) entry.losses += 1;
      else entry.draws += 1;
      table.set(id, entry);
    }
  }
  const rows: StandingsRow[] = [...table.entries()].map(([teamId, e]) => ({
    league,
    season: season.id,
    teamId,
    conference: teams.get(teamId)?.conference ?? null,
    division: teams.get(teamId)?.division ?? null,
    games: e.games,
    wins: e.wins,
    losses: e.losses,
    ties: e.draws,
    winPct: Math.round(((e.wins + e.draws / 2) / e.games) * 10000) / 10000,
    pointsFor: e.gf,
    pointsAgainst: e.ga,
    pointDiff: e.gf - e.ga,
    rank: 0,
    points: e.wins * 3 + e.draws,
    pointsPerGame: Math.round(((e.wins * 3 + e.draws) / e.games) * 1000) / 1000,
    seed: null,
    gamesBack: null,
    homeRecord: null,
    roadRecord: null,
    champion: null,
  }));
  rows
    .sort(
      (a, b) =>
        (b.points ?? 0) - (a.points ?? 0) ||
        b.pointDiff - a.pointDiff ||
        b.pointsFor - a.pointsFor ||
        a.teamId.localeCompare(b.teamId),
    )
    .forEach((row, index) => (row.rank = index + 1));
  return { league, season: season.id, partial: true, source, rows };
}

// ---------------------------------------------------------------------------------------------
// Build

mkdirSync(outDir, { recursive: true });

const manifest: {
  format: number;
  source: string;
  leagues: Record<string, unknown>;
  files: { file: string; bytes: number; sha256: string }[];
  sources: typeof sourceFiles;
  warnings: string[];
} = {
  format: BUNDLE_FORMAT_VERSION,
  source: relative(SERVER_DIR, sourceDir) || '.',
  leagues: {},
  files: [],
  sources: sourceFiles,
  warnings,
};

/** JSON laid out as Prettier would (short lists of values on one line), so the file stays formatted. */
function readableJson(value: unknown): string {
  const text = JSON.stringify(value, null, 2);
  return text.replace(
    /^( *)("[^"]*": )?\[\n([^[\]{}]*?)\n *\]/gm,
    (whole, indent: string, key = '', items: string) => {
      const inline = `${indent}${key}[${items
        .split('\n')
        .map((item) => item.trim())
        .join(' ')}]`;
      return inline.length <= 100 ? inline : whole;
    },
  );
}

function writeGz(name: string, value: unknown) {
  const bytes = gzipSync(Buffer.from(JSON.stringify(value)), { level: 9 });
  writeFileSync(join(outDir, name), bytes);
  manifest.files.push({
    file: name,
    bytes: bytes.length,
    sha256: createHash('sha256').update(bytes).digest('hex'),
  });
}

for (const league of LEAGUE_IDS) {
  const folder = league.toLowerCase();
  const teams = teamsByLeague.get(league) ?? [];
  const teamMap = new Map(teams.map((team) => [team.id, team]));
  const placeholders: Record<string, string> = {};
  const seasons: StoredSeason[] = [];
  const localChecks: Record<string, LocalTimeCheck> = {};

  for (const { file, season } of listFiles(folder, /^schedule_(\d{4}(?:-\d{2})?)\.csv$/)) {
    const rows = readCsv(file);
    const check: LocalTimeCheck = { checked: 0, differs: 0, examples: [] };
    seasons.push(buildSeason(league, season, rows, teamMap, placeholders, check));
    localChecks[season] = check;
    if (check.differs > 0) {
      warn(
        `${league} ${season}: ${check.differs} of ${check.checked} source local times are not the venue's clock; recomputed from kickoff_utc (${check.examples.join(' | ')})`,
      );
    }
  }

  // Former names used in the schedules identify the team too ('Oakland Athletics').
  const nameColumn = {
    home: GAME_COLUMNS.indexOf('homeTeamName'),
    away: GAME_COLUMNS.indexOf('awayTeamName'),
  };
  const teamColumn = {
    home: GAME_COLUMNS.indexOf('homeTeam'),
    away: GAME_COLUMNS.indexOf('awayTeam'),
  };
  for (const season of seasons) {
    for (const row of season.games) {
      for (const side of ['home', 'away'] as const) {
        const name = row[nameColumn[side]];
        const team = teamMap.get(String(row[teamColumn[side]]));
        if (typeof name === 'string' && team && !team.aliases.includes(name))
          team.aliases.push(name);
      }
    }
  }
  for (const team of teams) team.aliases.sort();

  const standings = listFiles(folder, /^standings_(\d{4}(?:-\d{2})?)\.csv$/).map(
    ({ file, season }) => readStandings(league, file, season),
  );
  // NWSL 2025 has no table (the source stops after week 13); a partial one from those games.
  for (const season of seasons) {
    if (league === 'NWSL' && season.id === '2025' && !standings.some((s) => s.season === '2025')) {
      standings.push(
        computeStandings(
          league,
          season,
          teamMap,
          'computed from the NWSL 2025 weeks 1-13 final scores in schedule_2025.csv',
        ),
      );
    }
  }
  standings.sort((a, b) => a.season.localeCompare(b.season));

  const file: StoredLeagueFile = {
    format: BUNDLE_FORMAT_VERSION,
    league,
    teams,
    placeholders: Object.fromEntries(
      Object.entries(placeholders).sort(([a], [b]) => a.localeCompare(b)),
    ),
    seasons,
    standings,
  };
  if (league === 'NFL') {
    file.nflElo = readCsv('nfl/elo_nfelo_end_2025.csv').map((row): StoredNflElo => ({
      teamId: row.team_id ?? '',
      asOfSeason: row.as_of_season ?? '',
      asOfWeek: req(num(row.as_of_week), 'as_of_week'),
      nfeloBase: req(num(row.nfelo_base), 'nfelo_base'),
      qbAdj: req(num(row.qb_adj), 'qb_adj'),
      nfelo: req(num(row.nfelo), 'nfelo'),
      ptsVsAvg: req(num(row.pts_vs_avg), 'pts_vs_avg'),
    }));
  }
  writeGz(leagueFileName(league), file);

  manifest.leagues[league] = {
    teams: teams.filter((t) => t.active).length,
    formerTeams: teams.filter((t) => !t.active).map((t) => t.id),
    seasons: Object.fromEntries(
      seasons.map((s) => [s.id, { games: s.games.length, teams: s.teams.length }]),
    ),
    standings: standings.map((s) => (s.partial ? `${s.season} (partial)` : s.season)),
    placeholders: Object.keys(placeholders).sort(),
  };
}

const weather: StoredWeatherFile = {
  format: BUNDLE_FORMAT_VERSION,
  cities: [...climateCities.values()].sort((a, b) => a.name.localeCompare(b.name)),
  nflStadiumMonths,
};
writeGz(WEATHER_FILE_NAME, weather);

sourceFiles.sort((a, b) => a.file.localeCompare(b.file));
writeFileSync(join(outDir, MANIFEST_FILE_NAME), `${readableJson(manifest)}\n`);

const total = manifest.files.reduce((sum, f) => sum + f.bytes, 0);
console.log(`League data written to ${outDir} (${(total / 1024).toFixed(0)} KiB)`);
for (const f of manifest.files)
  console.log(`  ${f.file.padEnd(16)} ${(f.bytes / 1024).toFixed(0).padStart(5)} KiB`);
for (const w of warnings) console.log(`  note: ${w}`);
