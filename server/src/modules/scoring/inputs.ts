import {
  getClimate,
  getLeague,
  getNflElo,
  getNflStadiumWeather,
  getPriorStandings,
  getSchedule,
  getStandings,
  getTeam,
} from '../leagues/league-data.js';
import { previousSeasonId } from '../leagues/seasons.js';
import type { LeagueId, ScheduleGame, StandingsRow } from '../leagues/types.js';
import { isWeekend, type ConvenienceInput } from './convenience.js';
import { SLOT_MINUTES, type CalendarInput } from './calendar.js';
import { DAY_SHARE } from './weights.js';
import { holidayOf, WEATHER_PROOF_ROOFS } from './factors.js';
import type { GameFeatures, TeamProfile } from './model.js';

/**
 * Turns the bundled league data into model features, using only what was known before the
 * season: prior-season standings (record, point differential, points scored and allowed, rank),
 * the season before that, last season's schedule (late-season form, playoff games, national TV
 * picks), pre-season Elo (NFL), the published schedule, venue coordinates and month climate.
 * Game-day weather, spreads, totals and this season's national TV picks are never read here (the
 * evaluation compares against them).
 */

// Leagues where division opponents meet three or more times a season, so one such game is less special.
const FREQUENT_DIVISION_MEETINGS = new Set<LeagueId>(['MLB', 'NBA', 'NHL']);

/**
 * Leagues whose draft lottery gives the worst records the best odds at the first picks and whose
 * top picks play at once. (Baseball's picks spend years in the minors; soccer's drafts are a small
 * part of how clubs find players. The NHL has such a lottery, but its 2023-24 table in the data
 * has every team at 41-41, so it would mark the whole league.)
 */
const DRAFT_LOTTERY_LEAGUES = new Set<LeagueId>(['NBA', 'WNBA']);
/** 'One of the worst records': the bottom tenth of the table, at least one team (NBA 3, WNBA 1). */
const WORST_RECORDS_SHARE = 0.1;
/** How many seasons before last season a high pick still counts. */
const HIGH_PICK_SEASONS = 3;

/** Teams with one of the league's worst records in a season (ties at the cut included). */
function worstRecords(league: LeagueId, season: string): string[] {
  const rows = getStandings(league, season)?.rows ?? [];
  if (rows.length === 0) return [];
  const count = Math.max(1, Math.round(rows.length * WORST_RECORDS_SHARE));
  const cut = rows.map((r) => r.winPct).sort((a, b) => a - b)[count - 1]!;
  return rows.filter((r) => r.winPct <= cut).map((r) => r.teamId);
}

/**
 * Teams likely to have a recent high draft pick: one of the worst records in one of the `seasons`
 * seasons before last season (empty outside DRAFT_LOTTERY_LEAGUES). Other spans are candidates.
 */
export function recentHighPickTeams(
  league: LeagueId,
  season: string,
  seasons = HIGH_PICK_SEASONS,
): Set<string> {
  const teams = new Set<string>();
  if (!DRAFT_LOTTERY_LEAGUES.has(league)) return teams;
  let s = previousSeasonId(league, season);
  for (let i = 0; i < seasons; i++) {
    s = previousSeasonId(league, s);
    for (const id of worstRecords(league, s)) teams.add(id);
  }
  return teams;
}

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

const isRegular = (g: ScheduleGame) => isScorable(g) && !g.isPreseason && !g.isPostseason;

/** Great-circle distance in km. */
export function distanceKm(
  a: { latitude: number | null; longitude: number | null },
  b: { latitude: number | null; longitude: number | null },
): number | null {
  if (a.latitude === null || a.longitude === null || b.latitude === null || b.longitude === null) {
    return null;
  }
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

/** z-scores of the values that are known; unknown stay null. */
export function zScores(values: Map<string, number | null>): Map<string, number | null> {
  const known = [...values.values()].filter((v): v is number => v !== null);
  const mean = known.reduce((a, b) => a + b, 0) / Math.max(1, known.length);
  const sd = Math.sqrt(known.reduce((a, b) => a + (b - mean) ** 2, 0) / Math.max(1, known.length));
  return new Map(
    [...values].map(([k, v]) => [k, v === null || sd === 0 ? null : (v - mean) / sd] as const),
  );
}

export interface ProfileOptions {
  /**
   * Where a team's national appeal comes from. 'previous' (the model): last season's share of
   * national TV games. 'firstHalf' (the fit script only): the share in the first half of this
   * season, to learn the weight of appeal on the second half of a fit season.
   */
  appealFrom?: 'previous' | 'firstHalf';
}

interface LastSeason {
  lateForm: Map<string, number>;
  playoffGames: Map<string, number>;
  nationalTvShare: Map<string, number>;
}

/** What last season's schedule tells about each team (null when the data has no such schedule). */
function lastSeasonFacts(
  games: readonly ScheduleGame[],
  tvWindow?: (g: ScheduleGame) => boolean,
): LastSeason | null {
  const regular = games.filter(isRegular);
  if (regular.length === 0) return null;
  const dates = regular.map((g) => Date.parse(g.dateLocal!)).sort((a, b) => a - b);
  // Late-season form: point differential per game over the last quarter of the season.
  const lateFrom = dates[Math.floor(dates.length * 0.75)]!;
  const late = new Map<string, { sum: number; n: number }>();
  const tv = new Map<string, { tv: number; n: number }>();
  const playoffGames = new Map<string, number>();
  let anyTv = false;
  for (const g of games) {
    if (!isScorable(g) || g.isPreseason) continue;
    for (const team of [g.homeTeam, g.awayTeam]) {
      if (g.isPostseason) {
        playoffGames.set(team, (playoffGames.get(team) ?? 0) + 1);
        continue;
      }
      if (!tvWindow || tvWindow(g)) {
        const t = tv.get(team) ?? { tv: 0, n: 0 };
        t.n++;
        if (g.nationalTv.length > 0) {
          t.tv++;
          anyTv = true;
        }
        tv.set(team, t);
      }
      if (Date.parse(g.dateLocal!) >= lateFrom && g.homeScore !== null && g.awayScore !== null) {
        const l = late.get(team) ?? { sum: 0, n: 0 };
        l.sum += (g.homeScore - g.awayScore) * (team === g.homeTeam ? 1 : -1);
        l.n++;
        late.set(team, l);
      }
    }
  }
  return {
    lateForm: new Map([...late].map(([k, v]) => [k, v.sum / v.n])),
    playoffGames,
    nationalTvShare: anyTv ? new Map([...tv].map(([k, v]) => [k, v.tv / v.n])) : new Map(),
  };
}

const perGame = (row: StandingsRow | undefined) =>
  row && row.games > 0 ? row.pointDiff / row.games : null;

/** Points scored plus allowed per game: how high-scoring a team's games were. */
const pointsPerGame = (row: StandingsRow | undefined) =>
  row && row.games > 0 ? (row.pointsFor + row.pointsAgainst) / row.games : null;

/**
 * Every team's pre-season profile: strength as a z-score within the league (NFL: pre-season Elo,
 * which already carries roster and QB changes and, updated game by game, last season's late form;
 * the cross-validation on NFL 2024 preferred it alone to mixes with point differential. Other
 * leagues: half prior point differential, a quarter the record of the season before, a quarter
 * late-season form. A part the data lacks is replaced by prior point differential, a team with no
 * prior season is average), scoring (z-score of last season's points scored plus allowed per game; 0 where
 * unknown), national appeal (z-score of last season's national-TV share; null where unknown) and
 * a recent high draft pick (recentHighPickTeams).
 */
export function teamProfiles(
  league: LeagueId,
  season: string,
  options: ProfileOptions = {},
): (teamId: string, name: string) => TeamProfile {
  const prior = getPriorStandings(league, season);
  const rows = new Map(prior?.rows.map((r) => [r.teamId, r]) ?? []);
  const before = getStandings(league, previousSeasonId(league, previousSeasonId(league, season)));
  const rowsBefore = new Map(before?.rows.map((r) => [r.teamId, r]) ?? []);
  const prevSeason = previousSeasonId(league, season);
  const last = lastSeasonFacts(getSchedule(league, prevSeason));
  const teamIds = new Set<string>([...rows.keys()]);
  for (const g of getSchedule(league, season)) {
    if (isRegular(g)) teamIds.add(g.homeTeam).add(g.awayTeam);
  }
  const ids = [...teamIds];
  const col = (fn: (id: string) => number | null) =>
    zScores(new Map(ids.map((id) => [id, fn(id)])));
  const pd = col((id) => perGame(rows.get(id)));
  const scoring = col((id) => pointsPerGame(rows.get(id)));
  const wpBefore = col((id) => rowsBefore.get(id)?.winPct ?? null);
  const form = col((id) => last?.lateForm.get(id) ?? null);
  const elo = col((id) => (league === 'NFL' ? (getNflElo(id, season)?.rating ?? null) : null));

  let appealSource: Map<string, number> | undefined = last?.nationalTvShare;
  if (options.appealFrom === 'firstHalf') {
    const regular = getSchedule(league, season).filter(isRegular);
    const mid = Date.parse(regular[Math.floor(regular.length / 2)]!.dateLocal!);
    appealSource = lastSeasonFacts(regular, (g) => Date.parse(g.dateLocal!) < mid)?.nationalTvShare;
  }
  const appeal = col((id) => (appealSource?.size ? (appealSource.get(id) ?? 0) : null));
  const highPick = recentHighPickTeams(league, season);

  const cache = new Map<string, TeamProfile>();
  return (teamId, name) => {
    const found = cache.get(teamId);
    if (found) return found;
    const row = rows.get(teamId);
    const p = pd.get(teamId) ?? null;
    const orPd = (v: number | null | undefined) => v ?? p ?? 0;
    const strength =
      league === 'NFL'
        ? orPd(elo.get(teamId))
        : 0.5 * orPd(p) + 0.25 * orPd(wpBefore.get(teamId)) + 0.25 * orPd(form.get(teamId));
    const profile: TeamProfile = {
      name,
      winPct: row?.winPct ?? null,
      rank: row?.rank ?? null,
      teamCount: row ? rows.size : null,
      strength,
      appeal: appeal.get(teamId) ?? null,
      playoffGamesLastSeason: last ? (last.playoffGames.get(teamId) ?? 0) : null,
      scoring: scoring.get(teamId) ?? 0,
      recentHighPick: highPick.has(teamId),
    };
    cache.set(teamId, profile);
    return profile;
  };
}

function convenienceInput(
  league: LeagueId,
  game: ScheduleGame,
  indoorSport: boolean,
  football: boolean,
): ConvenienceInput {
  const team = getTeam(league, game.homeTeam);
  const roof = game.nfl?.roof ?? team?.venue.roofType ?? null;
  const weatherProof = indoorSport || (!!roof && WEATHER_PROOF_ROOFS.has(roof));
  const base: ConvenienceInput = {
    weekday: weekdayOf(game.dateLocal!),
    localHour: game.timeLocal ? Number(game.timeLocal.slice(0, 2)) : null,
    holiday: holidayOf(game.dateLocal!),
    weatherProof,
    meanTempF: null,
    avgHighC: null,
    wetDayShare: null,
    football,
  };
  // A neutral site is elsewhere than the home team's city; its climate is not in the data.
  if (weatherProof || game.neutralSite) return base;
  const month = Number(game.dateLocal!.slice(5, 7));
  const climate = getClimate({ league, team: game.homeTeam }, month);
  if (climate) {
    return {
      ...base,
      meanTempF: climate.meanTempF,
      avgHighC: climate.avgHighC,
      wetDayShare: climate.precipDaysEst / daysInMonth(game.dateLocal!),
    };
  }
  // Green Bay and a few others have no climate city near; NFL stadiums have recorded game days.
  const recorded = game.nfl?.stadiumId ? getNflStadiumWeather(game.nfl.stadiumId, month) : null;
  return recorded ? { ...base, meanTempF: recorded.meanTempF } : base;
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

/**
 * How many other games of the schedule start within SLOT_MINUTES of each game (by key); games
 * without a start time are left out. The published schedule's times, known before the season.
 */
export function slotGamesOf(schedule: readonly ScheduleGame[]): Map<string, number> {
  const timed = schedule
    .filter((g) => g.kickoffEpochMs !== null && !g.isPreseason)
    .sort((a, b) => a.kickoffEpochMs! - b.kickoffEpochMs!);
  const window = SLOT_MINUTES * 60_000;
  const out = new Map<string, number>();
  let lo = 0;
  let hi = 0;
  timed.forEach((g, i) => {
    while (timed[lo]!.kickoffEpochMs! < g.kickoffEpochMs! - window) lo++;
    while (hi + 1 < timed.length && timed[hi + 1]!.kickoffEpochMs! <= g.kickoffEpochMs! + window) {
      hi++;
    }
    out.set(g.key, Math.max(hi, i) - lo);
  });
  return out;
}

/** The calendar inputs of a game (calendar.ts): its day, hour, the league's day share, its slot. */
function calendarInput(
  game: ScheduleGame,
  convenience: ConvenienceInput,
  slotGames: ReadonlyMap<string, number>,
): CalendarInput {
  const table = DAY_SHARE[game.league];
  return {
    weekday: convenience.weekday,
    localHour: convenience.localHour,
    dayShare: table && convenience.weekday !== null ? table[convenience.weekday]! : null,
    slotGames: slotGames.get(game.key) ?? null,
    weekend: isWeekend(convenience.weekday),
    primetime: game.primetime,
  };
}

/** Features of every scorable game of a league's season, by ScheduleGame.key. */
export function seasonFeatures(
  league: LeagueId,
  season: string,
  options: ProfileOptions = {},
): Map<string, GameFeatures> {
  const info = getLeague(league);
  const schedule = getSchedule(league, season).filter(isScorable);
  const profile = teamProfiles(league, season, options);
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

  const slots = slotGamesOf(schedule);
  const out = new Map<string, GameFeatures>();
  for (const g of schedule) {
    const convenience = convenienceInput(league, g, indoorSport, football);
    const home = getTeam(league, g.homeTeam);
    const away = getTeam(league, g.awayTeam);
    const pair = pairKey(g.homeTeam, g.awayTeam);
    const regularGame = !g.isPreseason && !g.isPostseason;
    const sameDivision = g.nfl?.divGame ?? (!!home?.division && home.division === away?.division);
    out.set(g.key, {
      home: profile(g.homeTeam, g.homeTeamName),
      away: profile(g.awayTeam, g.awayTeamName),
      football,
      primetime: g.primetime,
      convenience,
      calendar: calendarInput(g, convenience, slots),
      history: {
        sameDivision: regularGame && sameDivision,
        sameConference: !!home?.conference && home.conference === away?.conference,
        distanceKm: home && away ? distanceKm(home.venue, away.venue) : null,
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
