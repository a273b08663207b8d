import {
  getClimate,
  getLeague,
  getNflElo,
  getNflStadiumWeather,
  getPriorStandings,
  getSchedule,
  getTeam,
} from '../leagues/league-data.js';
import { previousSeasonId } from '../leagues/seasons.js';
import type { LeagueId, ScheduleGame, StandingsRow } from '../leagues/types.js';
import { holidayOf, type TeamStrengthInput, type WeatherInput } from './factors.js';
import type { GameFeatures } from './model.js';

/**
 * Turns the bundled league data into model features, using only what was known before the
 * season: prior-season standings, pre-season Elo, the published schedule, month climate. Game-day
 * weather, spreads and totals are never read here (the evaluation compares against them).
 */

// Leagues where division opponents meet three or more times a season, so one such game is less special.
const FREQUENT_DIVISION_MEETINGS = new Set<LeagueId>(['MLB', 'NBA', 'NHL']);

const pairKey = (a: string, b: string) => (a < b ? `${a}|${b}` : `${b}|${a}`);

function weekdayOf(dateLocal: string): number {
  const [y, m, d] = dateLocal.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

function daysInMonth(dateLocal: string): number {
  const [y, m] = dateLocal.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}

/** A schedule row that can be scored: a dated, non-duplicate game. */
export function isScorable(game: ScheduleGame): boolean {
  return !game.superseded && game.dateLocal !== null && game.gameType !== 'allstar';
}

function strengthInputs(league: LeagueId, season: string) {
  const prior = getPriorStandings(league, season);
  const rows = new Map<string, StandingsRow>(prior?.rows.map((r) => [r.teamId, r]) ?? []);
  const teamCount = prior?.rows.length ?? null;
  const cache = new Map<string, TeamStrengthInput>();
  return (teamId: string): TeamStrengthInput => {
    let found = cache.get(teamId);
    if (!found) {
      const row = rows.get(teamId);
      found = {
        winPct: row?.winPct ?? null,
        rank: row?.rank ?? null,
        teamCount: row ? teamCount : null,
        elo: league === 'NFL' ? (getNflElo(teamId, season)?.rating ?? null) : null,
      };
      cache.set(teamId, found);
    }
    return found;
  };
}

function weatherInput(league: LeagueId, game: ScheduleGame, indoorSport: boolean): WeatherInput {
  const team = getTeam(league, game.homeTeam);
  const roof = game.nfl?.roof ?? team?.venue.roofType ?? null;
  const empty = { roof, indoorSport, meanTempF: null, avgHighC: null, wetDayShare: null };
  // A neutral site is elsewhere than the home team's city; its climate is not in the data.
  if (indoorSport || !game.dateLocal || game.neutralSite) return empty;
  const month = Number(game.dateLocal.slice(5, 7));
  const climate = getClimate({ league, team: game.homeTeam }, month);
  if (climate) {
    return {
      roof,
      indoorSport,
      meanTempF: climate.meanTempF,
      avgHighC: climate.avgHighC,
      wetDayShare: climate.precipDaysEst / daysInMonth(game.dateLocal),
    };
  }
  // Green Bay and a few others have no climate city near; NFL stadiums have recorded game days.
  const recorded = game.nfl?.stadiumId ? getNflStadiumWeather(game.nfl.stadiumId, month) : null;
  return recorded ? { ...empty, meanTempF: recorded.meanTempF } : empty;
}

function previousMeetings(league: LeagueId, season: string) {
  const info = getLeague(league);
  const prev = previousSeasonId(league, season);
  if (!info?.seasons.includes(prev)) return null;
  const meetings = new Map<string, number>();
  const playoffs = new Set<string>();
  for (const g of getSchedule(league, prev)) {
    if (!isScorable(g) || g.isPreseason) continue;
    const key = pairKey(g.homeTeam, g.awayTeam);
    meetings.set(key, (meetings.get(key) ?? 0) + 1);
    if (g.isPostseason) playoffs.add(key);
  }
  return { meetings, playoffs };
}

/** Features of every scorable game of a league's season, by ScheduleGame.key. */
export function seasonFeatures(league: LeagueId, season: string): Map<string, GameFeatures> {
  const info = getLeague(league);
  const schedule = getSchedule(league, season).filter(isScorable);
  const strength = strengthInputs(league, season);
  const history = previousMeetings(league, season);
  const indoorSport = info?.sport === 'basketball' || info?.sport === 'hockey';
  const football = info?.sport === 'football';

  const regular = schedule.filter((g) => !g.isPreseason && !g.isPostseason);
  const dates = regular.map((g) => Date.parse(g.dateLocal!)).sort((a, b) => a - b);
  const first = dates[0] ?? 0;
  const span = Math.max(1, (dates[dates.length - 1] ?? 0) - first);
  // Schedules are by kickoff, so the first row that names a team is its first game.
  const firstGame = new Map<string, string>();
  const firstHome = new Map<string, string>();
  for (const g of regular) {
    if (!firstGame.has(g.homeTeam)) firstGame.set(g.homeTeam, g.key);
    if (!firstGame.has(g.awayTeam)) firstGame.set(g.awayTeam, g.key);
    if (!firstHome.has(g.homeTeam)) firstHome.set(g.homeTeam, g.key);
  }

  const out = new Map<string, GameFeatures>();
  for (const g of schedule) {
    const home = getTeam(league, g.homeTeam);
    const away = getTeam(league, g.awayTeam);
    const pair = pairKey(g.homeTeam, g.awayTeam);
    const regularGame = !g.isPreseason && !g.isPostseason;
    const sameDivision = g.nfl?.divGame ?? (!!home?.division && home.division === away?.division);
    out.set(g.key, {
      home: { ...strength(g.homeTeam), name: g.homeTeamName },
      away: { ...strength(g.awayTeam), name: g.awayTeamName },
      slot: {
        weekday: weekdayOf(g.dateLocal!),
        localHour: g.timeLocal ? Number(g.timeLocal.slice(0, 2)) : null,
        primetime: g.primetime,
        holiday: holidayOf(g.dateLocal!),
        football,
      },
      weather: weatherInput(league, g, indoorSport),
      history: {
        sameDivision: regularGame && sameDivision,
        sameConference: !!home?.conference && home.conference === away?.conference,
        meetingsLastSeason: history ? (history.meetings.get(pair) ?? 0) : null,
        playoffRematch: history?.playoffs.has(pair) ?? false,
        frequentMeetings: FREQUENT_DIVISION_MEETINGS.has(league),
      },
      timing: {
        seasonProgress: regularGame ? (Date.parse(g.dateLocal!) - first) / span : null,
        opener:
          regularGame &&
          (firstGame.get(g.homeTeam) === g.key || firstGame.get(g.awayTeam) === g.key),
        homeOpener: regularGame && firstHome.get(g.homeTeam) === g.key,
        isPostseason: g.isPostseason,
      },
      isPreseason: g.isPreseason,
    });
  }
  return out;
}
