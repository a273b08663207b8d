/**
 * Read-only access to the bundled league data in server/data. Each league's file is read and
 * decoded once, on first use (a few milliseconds), and kept for the life of the process. Returned
 * objects are frozen: they are shared by every caller. Reading and decoding the files is
 * `league-bundle.ts`'s job.
 */
import type { StoredNflElo } from './bundle-format.js';
import { normalizeSeasonId, previousSeasonId } from './seasons.js';
import {
  LEAGUE_IDS,
  type ClimateMonth,
  type League,
  type NflEloRating,
  type NflStadiumMonthWeather,
  type ScheduleGame,
  type Standings,
  type Team,
  type TeamGame,
  type VenueClimate,
} from './types.js';
import {
  byKickoff,
  leagueData,
  loadLeague,
  loadWeather,
  lookupKey,
  seasonData,
  type SeasonData,
} from './league-bundle.js';
export { lookupKey } from './league-bundle.js';

// ---------------------------------------------------------------------------------------------
// Public accessors

/** The seven leagues, with the seasons the data holds. */
export function getLeagues(): League[] {
  return LEAGUE_IDS.map((id) => loadLeague(id).league);
}

/** One league by id (case-insensitive); null if unknown. */
export function getLeague(league: string): League | null {
  return leagueData(league)?.league ?? null;
}

/**
 * The teams of a league, sorted by name. Without a season: the current teams. With a season
 * ('2025', '2025-26' or '2025-2026'): the teams that played or play it, as the data has them (NWSL
 * 14 in 2024 and 16 in 2026, NHL 2023-24 with Arizona and without Utah); seasons with only a
 * standings table (WNBA 2022-2025) use its teams. Unknown league or season: [].
 */
export function getTeams(league: string, season?: string): Team[] {
  const data = leagueData(league);
  if (!data) return [];
  let teams: Team[];
  if (season === undefined) {
    teams = data.teams.filter((team) => team.active);
  } else {
    const id = normalizeSeasonId(data.league.id, season);
    const ids = id
      ? (data.seasons.get(id)?.teamIds ??
        data.standings.get(id)?.rows.map((row) => row.teamId) ??
        [])
      : [];
    teams = ids.flatMap((teamId) => data.teamsById.get(teamId) ?? []);
  }
  return teams.sort((a, b) => a.fullName.localeCompare(b.fullName));
}

/**
 * A team by id, abbreviation, slug, full or former name, ESPN code, common alias code ('LAR',
 * 'OAK') or an unambiguous nickname ('Cowboys'), case- and accent-insensitive. Null if none.
 */
export function getTeam(league: string, teamIdOrSlug: string): Team | null {
  const data = leagueData(league);
  if (!data) return null;
  return data.lookup.get(lookupKey(teamIdOrSlug)) ?? null;
}

/**
 * Every row of a league's season schedule, by kickoff (games without a time last on their day),
 * including superseded duplicates and All-Star or TBD games. [] for an unknown season.
 */
export function getSchedule(league: string, season: string): readonly ScheduleGame[] {
  const data = leagueData(league);
  const found = data && seasonData(data, season);
  return found ? found.games : [];
}

export interface TeamGamesOptions {
  /** Also return duplicate rows of a game (MLB postponed originals). Default false. */
  includeSuperseded?: boolean;
}

/**
 * A team's games, by kickoff: of one season, or of every season in the data. The team may be
 * given in any form getTeam() accepts. [] for an unknown league, team or season.
 */
export function getTeamGames(
  league: string,
  team: string,
  season?: string,
  options: TeamGamesOptions = {},
): TeamGame[] {
  const data = leagueData(league);
  const found = data && getTeam(league, team);
  if (!data || !found) return [];
  let seasons: SeasonData[];
  if (season === undefined) seasons = [...data.seasons.values()];
  else {
    const one = seasonData(data, season);
    seasons = one ? [one] : [];
  }
  const games = seasons.flatMap((s) => s.gamesByTeam.get(found.id) ?? []);
  return games
    .filter((game) => options.includeSuperseded || !game.superseded)
    .sort(byKickoff)
    .map((game) => {
      const isHome = game.homeTeam === found.id;
      return {
        teamId: found.id,
        isHome,
        opponentId: isHome ? game.awayTeam : game.homeTeam,
        opponentName: isHome ? game.awayTeamName : game.homeTeamName,
        game,
      };
    });
}

/** The final standings of a season (NWSL 2025: partial, flagged); null if the data has none. */
export function getStandings(league: string, season: string): Standings | null {
  const data = leagueData(league);
  const id = data && normalizeSeasonId(data.league.id, season);
  return (id && data.standings.get(id)) || null;
}

/**
 * The table to rate a season's teams by before it starts: the previous season's (2025 for the
 * 2026 schedule, 2024-25 for 2025-26). Null if the data has none (MLS 2025, NWSL 2024).
 */
export function getPriorStandings(league: string, season: string): Standings | null {
  const data = leagueData(league);
  const id = data && normalizeSeasonId(data.league.id, season);
  return id ? getStandings(data.league.id, previousSeasonId(data.league.id, id)) : null;
}

/**
 * Monthly climate (month 1 = January). By climate city name ('Atlanta GA'), or at a team's venue
 * ({league, team}), which adds how near the climate city is and the venue's roof. Null when the
 * city is unknown or no climate city lies within 250 km of the venue.
 */
export function getClimate(place: string, month: number): ClimateMonth | null;
export function getClimate(
  place: { league: string; team: string },
  month: number,
): VenueClimate | null;
export function getClimate(
  place: string | { league: string; team: string },
  month: number,
): ClimateMonth | VenueClimate | null {
  if (!Number.isInteger(month) || month < 1 || month > 12) {
    throw new RangeError(`month must be 1-12, got ${month}`);
  }
  const { cities } = loadWeather();
  if (typeof place === 'string') return cities.get(lookupKey(place))?.[month - 1] ?? null;
  const team = getTeam(place.league, place.team);
  if (!team?.climate.city) return null;
  const climate = cities.get(lookupKey(team.climate.city))?.[month - 1];
  if (!climate) return null;
  return {
    ...climate,
    match: team.climate.match,
    distanceKm: team.climate.distanceKm,
    roofType: team.venue.roofType,
  };
}

/** Game-day weather recorded at an NFL stadium (nflverse/PFR id, e.g. 'GNB00') in a month (1-12). */
export function getNflStadiumWeather(
  stadiumId: string,
  month: number,
): NflStadiumMonthWeather | null {
  return (
    loadWeather().nfl.find((row) => row.stadiumId === stadiumId && row.month === month) ?? null
  );
}

function snapshotRating(row: StoredNflElo, forSeason: string | null): NflEloRating {
  return {
    teamId: row.teamId,
    rating: row.nfelo,
    forSeason,
    source: 'snapshot',
    asOfSeason: row.asOfSeason,
    asOfWeek: row.asOfWeek,
    nfeloBase: row.nfeloBase,
    qbAdj: row.qbAdj,
    ptsVsAvg: row.ptsVsAvg,
  };
}

/** Every team's rating in the newest nfelo snapshot (after Super Bowl LX, end of 2025). */
export function getNflEloSnapshot(): NflEloRating[] {
  const rows = loadLeague('NFL').nflElo;
  return rows.map((row) => snapshotRating(row, String(Number(row.asOfSeason) + 1)));
}

/**
 * A team's nfelo Elo. Without a season: the newest snapshot (end of 2025). With a season: the
 * rating known before it began: the team's pre-game Elo in its first game of that season (2024,
 * 2025), or the snapshot for the season after it (2026). Null when the data has neither.
 */
export function getNflElo(team: string, season?: string): NflEloRating | null {
  const data = loadLeague('NFL');
  const found = getTeam('NFL', team);
  if (!found) return null;
  const snapshot = data.nflElo.find((row) => row.teamId === found.id);
  if (season === undefined) return snapshot ? snapshotRating(snapshot, null) : null;
  const seasonId = normalizeSeasonId('NFL', season);
  if (!seasonId) return null;
  if (snapshot && String(Number(snapshot.asOfSeason) + 1) === seasonId) {
    return snapshotRating(snapshot, seasonId);
  }
  const first = getTeamGames('NFL', found.id, seasonId)[0];
  const nfl = first?.game.nfl;
  const rating = first && nfl ? (first.isHome ? nfl.homeEloPre : nfl.awayEloPre) : null;
  if (!first || rating === null) return null;
  return {
    teamId: found.id,
    rating,
    forSeason: seasonId,
    source: 'pre-game',
    asOfSeason: seasonId,
    asOfWeek: Number(first.game.week ?? 1),
    nfeloBase: null,
    qbAdj: null,
    ptsVsAvg: null,
  };
}
