/**
 * Public types of the bundled league data (server/data, built by scripts/build-league-data.ts from
 * ../shared/data). Accessors live in league-data.ts; the schedule provider in schedule-provider.ts.
 *
 * Conventions:
 * - A league id is upper case ('NFL'); a team id is the league's own code from the source data
 *   ('DAL', 'LA' = Rams, 'RBNY', 'UTAH' is an ESPN alias of the Jazz' 'UTA').
 * - A season id is the calendar year ('2025') for NFL, MLB, MLS, NWSL and WNBA, and the start year
 *   plus the two-digit end year ('2025-26') for NBA and NHL. See seasons.ts for display and parsing.
 * - Dates and times called "local" are wall-clock values in the venue's IANA time zone.
 */

export const LEAGUE_IDS = ['NFL', 'NBA', 'MLB', 'MLS', 'NHL', 'NWSL', 'WNBA'] as const;
export type LeagueId = (typeof LEAGUE_IDS)[number];

export type Sport = 'football' | 'basketball' | 'baseball' | 'soccer' | 'hockey';

/** How a season id is written: '2025' or '2025-26'. */
export type SeasonIdFormat = 'year' | 'split';

/** How a season is shown: a year pair '2025-2026' or one year '2025'. */
export type SeasonDisplayStyle = 'pair' | 'single';

export interface League {
  id: LeagueId;
  /** 'National Football League'. */
  name: string;
  sport: Sport;
  seasonIdFormat: SeasonIdFormat;
  seasonDisplay: SeasonDisplayStyle;
  /** Month index (0 = January) in which a season starts; see SEASON_START_MONTH in seasons.ts. */
  seasonStartMonth: number;
  /** Seasons that have a game-by-game schedule, oldest first. */
  seasons: string[];
  /** Seasons that have a final (or, flagged, partial) standings table, oldest first. */
  standingsSeasons: string[];
  /** Number of current teams (the newest alignment in the data). */
  teamCount: number;
}

export type RoofType = 'open' | 'dome' | 'retractable' | 'indoor arena';

export interface Venue {
  /** Null when no source names the building (NWSL Denver and Boston in 2026). */
  name: string | null;
  city: string | null;
  /** Two-letter US state or Canadian province code. */
  state: string | null;
  country: string | null;
  latitude: number | null;
  longitude: number | null;
  /** 'venue': the building's coordinates; 'city': a city centroid (1-15 km off). */
  coordPrecision: 'venue' | 'city' | null;
  /** IANA time zone, e.g. 'America/New_York'. */
  timezone: string;
  /** Null where the building is unknown (NWSL Denver and Boston in 2026). */
  roofType: RoofType | null;
}

/** How close the nearest city of the monthly climate table is to a venue. */
export type ClimateMatch = 'near' | 'proxy' | 'none';

export interface TeamClimateLink {
  /** Name of the climate city, e.g. 'Atlanta GA'; null when none lies within 250 km. */
  city: string | null;
  distanceKm: number | null;
  /** near: within 60 km; proxy: nearest city 60-250 km away (use with caution); none. */
  match: ClimateMatch;
}

export interface Team {
  league: LeagueId;
  /** The code used in the league's schedules ('DAL'); also the team's abbreviation. */
  id: string;
  abbreviation: string;
  /** 'Dallas Cowboys' (the current name; games keep the name used at the time). */
  fullName: string;
  /** 'Cowboys'. */
  shortName: string;
  /** 'Dallas'. */
  location: string;
  /** kebab-case of the full name: 'dallas-cowboys'. Used in logo URLs. */
  slug: string;
  /** NFL AFC/NFC, MLB AL/NL, NBA/NHL/WNBA Eastern/Western, MLS 'Eastern Conference'; NWSL none. */
  conference: string | null;
  /** 'NFC East', 'AL West', 'Atlantic'; null where the league has none (MLS, NWSL, WNBA). */
  division: string | null;
  venue: Venue;
  /** '#041E42'; null where no source had colours (MLS, NWSL, NHL Utah, former teams). */
  primaryColor: string | null;
  secondaryColor: string | null;
  /** Other ids of the team: espnAbbr, espnTeamId (NBA, WNBA), mlsClubId (MLS), asaTeamId (NWSL). */
  externalIds: Record<string, string>;
  /** Other names and codes that identify the team: former names in the schedules, NFL alias codes. */
  aliases: string[];
  /** False for a team that exists only in older seasons (NHL Arizona Coyotes, 2023-24). */
  active: boolean;
  climate: TeamClimateLink;
}

/** Status of a game in the source data. */
export type ScheduleStatus = 'final' | 'scheduled' | 'postponed' | 'cancelled';

/** NFL-only columns (nflverse). */
export interface NflGameExtras {
  /** Day name of the kickoff in US Eastern time, as nflverse gives it. */
  weekday: string | null;
  /** Kickoff in US Eastern time, 'HH:MM'. */
  gametimeEt: string | null;
  /** nflverse/PFR stadium id; joins the NFL game-day temperature table. */
  stadiumId: string | null;
  /** Per game: 'dome', 'outdoors', 'closed' or 'open' (retractable roof state); null when unknown. */
  roof: string | null;
  surface: string | null;
  /** Game-day weather of outdoor games (2024; 2025 weeks 1-13). Known only after the game. */
  tempF: number | null;
  windMph: number | null;
  /** Division game. Null where the source has no flag (2025 playoffs, 2026). */
  divGame: boolean | null;
  /** Closing point spread, home perspective (positive: home favoured); 2024 and 2025 weeks 1-13. */
  spreadLine: number | null;
  /** Closing over/under total. */
  totalLine: number | null;
  /** nfelo Elo of each team before the game (2024, 2025). */
  homeEloPre: number | null;
  awayEloPre: number | null;
}

/** MLB-only columns (MLB Stats API). */
export interface MlbGameExtras {
  /** MLB's official date of the game (differs for suspended and resumed games). */
  officialDate: string | null;
  /** 'Y' traditional double-header, 'S' split (separate admission); null otherwise. */
  doubleHeader: string | null;
  gameNumber: number | null;
  seriesGameNumber: number | null;
  gamesInSeries: number | null;
  /** Set on a postponed original: the date it moved to. */
  rescheduledTo: string | null;
}

/** One row of a league's schedule, as the source gives it (normalised). */
export interface ScheduleGame {
  league: LeagueId;
  season: string;
  /** Id in the source (nflverse game_id, ESPN event id, NHL game id, MLB gamePk, ...). */
  gameId: string;
  /**
   * Unique, stable id of the row: `${league}-${gameId}` ('NFL-2025_01_DAL_PHI'). A second row of
   * the same source game (an MLB postponed original, the resumed part of a suspended game) gets
   * `-${dateLocal}` appended, and `superseded: true`.
   */
  key: string;
  /** NFL: REG, WC, DIV, CON, SB. Others: regular, playoffs, playin, cup, allstar, preseason. */
  gameType: string;
  isPreseason: boolean;
  /** Playoffs, play-in and finals (NFL WC/DIV/CON/SB). */
  isPostseason: boolean;
  /** NFL week, soccer matchday, or a playoff label such as 'R1-2-G3' or 'CF'; null when none. */
  week: string | null;
  /** Local date 'YYYY-MM-DD' at the venue; null for an unscheduled "if necessary" game. */
  dateLocal: string | null;
  /** Local time 'HH:MM' at the venue; null when the time is not set yet. */
  timeLocal: string | null;
  /** Kickoff instant, ISO 8601 UTC; null when the time is not set yet. */
  kickoffUtc: string | null;
  kickoffEpochMs: number | null;
  /** IANA time zone of the venue. */
  timezone: string;
  homeTeam: string;
  awayTeam: string;
  /** The names the source used for this game (e.g. 'Utah Hockey Club' in 2024-25). */
  homeTeamName: string;
  awayTeamName: string;
  venue: string | null;
  venueCity: string | null;
  venueState: string | null;
  /** True where the venue is the home team's usual one rather than a value from the source. */
  venueAssumed: boolean;
  /** True for neutral-site games (international series, finals); null when the source has no flag. */
  neutralSite: boolean | null;
  status: ScheduleStatus;
  homeScore: number | null;
  awayScore: number | null;
  /** US national broadcasters (NBA, WNBA), e.g. ['NBC', 'Peacock']. */
  nationalTv: string[];
  /** Every broadcaster of the source (NBA, WNBA). */
  broadcast: string[];
  /** Kickoff at or after 19:00 US Eastern (same rule for every league). */
  primetime: boolean;
  notes: string | null;
  /** A duplicate row of a game listed again under another date; left out of team schedules. */
  superseded: boolean;
  /** NFL: 1 if it went to overtime; NBA/WNBA: number of overtime periods. */
  overtime: number | null;
  /** Soccer shoot-out score 'home-away' of a game decided on penalties. */
  penalties: string | null;
  /** NWSL 2024/2025 attendance. */
  attendance: number | null;
  nfl?: NflGameExtras;
  mlb?: MlbGameExtras;
}

/** A schedule row seen from one of its two teams. */
export interface TeamGame {
  /** The team whose schedule this is. */
  teamId: string;
  isHome: boolean;
  opponentId: string;
  /** The opponent's name as used for this game. */
  opponentName: string;
  game: ScheduleGame;
}

export interface StandingsRow {
  league: LeagueId;
  season: string;
  teamId: string;
  conference: string | null;
  division: string | null;
  games: number;
  wins: number;
  losses: number;
  /** NFL ties or soccer draws; null where the league has neither. */
  ties: number | null;
  /** Ties and draws count as half a win. */
  winPct: number;
  pointsFor: number;
  pointsAgainst: number;
  pointDiff: number;
  /** 1 = best in the league. From the source, or computed by win_pct then point_diff (NBA, WNBA). */
  rank: number;
  /** Soccer table points (3/1/0). */
  points: number | null;
  pointsPerGame: number | null;
  /** NBA/WNBA conference seed. */
  seed: number | null;
  gamesBack: number | null;
  homeRecord: string | null;
  roadRecord: string | null;
  /** NBA/WNBA: won the title that season. */
  champion: boolean | null;
}

export interface Standings {
  league: LeagueId;
  season: string;
  /** True when the table does not cover the whole regular season (NWSL 2025: weeks 1-13). */
  partial: boolean;
  source: string;
  /** Sorted by rank. */
  rows: StandingsRow[];
}

/** Monthly climate of a city (approximate; Dark Sky aggregates, not NOAA normals). */
export interface ClimateMonth {
  /** 'Atlanta GA'. */
  city: string;
  /** 1 = January ... 12 = December. */
  month: number;
  avgHighC: number;
  avgLowC: number;
  meanTempC: number;
  meanTempF: number;
  rainfallMm: number;
  dryDays: number;
  /** Null where the source has no value (Kansas City, Ottawa in some months). */
  snowDays: number | null;
  /** Days in the month minus dry days. */
  precipDaysEst: number;
}

/** The climate at a team's venue in a month, with how far the climate city is. */
export interface VenueClimate extends ClimateMonth {
  match: ClimateMatch;
  distanceKm: number | null;
  /** The venue's roof: domes and indoor arenas make the weather irrelevant. */
  roofType: RoofType | null;
}

/** Recorded game-day weather of outdoor NFL games at one stadium in one month (1999-2025). */
export interface NflStadiumMonthWeather {
  stadiumId: string;
  stadiumName: string;
  city: string;
  month: number;
  games: number;
  meanTempF: number;
  minTempF: number;
  maxTempF: number;
  meanWindMph: number | null;
  firstSeason: number;
  lastSeason: number;
}

/** An nfelo Elo rating (QB-adjusted for the snapshot). 1500 is an average team. */
export interface NflEloRating {
  teamId: string;
  rating: number;
  /** The season the rating is the starting point for (a rating known before that season). */
  forSeason: string | null;
  /** 'snapshot': end-of-season nfelo file; 'pre-game': the team's pre-game Elo of its first game. */
  source: 'snapshot' | 'pre-game';
  /** Season and week the rating was taken at. */
  asOfSeason: string;
  asOfWeek: number;
  /** Snapshot only: rating before the QB adjustment, the adjustment, and points vs an average team. */
  nfeloBase: number | null;
  qbAdj: number | null;
  ptsVsAvg: number | null;
}
