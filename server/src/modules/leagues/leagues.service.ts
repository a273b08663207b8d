import { seasonStartYear } from '@tiix/domain';
import { toApiGame, type ApiGame } from './api-game.js';
import {
  getLeague,
  getLeagues,
  getSchedule,
  getTeam,
  getTeamGames,
  getTeams,
} from './league-data.js';
import type { ScheduleProvider } from './schedule-provider.js';
import { displaySeason, normalizeSeasonId } from './seasons.js';
import { LEAGUE_IDS, type League, type LeagueId, type Team, type TeamGame } from './types.js';

export type ScheduleErrorCode = 'invalid-league' | 'invalid-team' | 'invalid-season' | 'no-games';

export interface ScheduleError {
  status: 400 | 404;
  error: ScheduleErrorCode;
  message: string;
}

export type Result<T> = { ok: true; value: T } | { ok: false; error: ScheduleError };

const fail = (status: 400 | 404, error: ScheduleErrorCode, message: string) =>
  ({ ok: false, error: { status, error, message } }) as const;

const LEAGUE_LIST = LEAGUE_IDS.join(', ');

export function invalidLeague(league: string | undefined): ScheduleError {
  const message = league
    ? `Unknown league "${league}". Use one of ${LEAGUE_LIST}.`
    : `The league is required: one of ${LEAGUE_LIST}.`;
  return { status: 400, error: 'invalid-league', message };
}

export function resolveLeague(league: string | undefined): Result<League> {
  const found = league ? getLeague(league) : null;
  return found ? { ok: true, value: found } : { ok: false, error: invalidLeague(league) };
}

/** A team of a league by any identifier getTeam() accepts, or 400 invalid-team. */
export function resolveTeam(league: LeagueId, team: string | undefined): Result<Team> {
  if (!team?.trim()) {
    return fail(400, 'invalid-team', 'The team is required: its abbreviation, slug or full name.');
  }
  const found = getTeam(league, team);
  if (!found) return fail(400, 'invalid-team', `Unknown team "${team.trim()}" in ${league}.`);
  return { ok: true, value: found };
}

export function resolveSeason(
  league: LeagueId,
  season: string | undefined,
): Result<string | undefined> {
  if (season === undefined || season.trim() === '') return { ok: true, value: undefined };
  const id = normalizeSeasonId(league, season);
  if (!id) {
    return fail(
      400,
      'invalid-season',
      `Invalid season "${season.trim()}". Use e.g. 2025 or 2025-26.`,
    );
  }
  return { ok: true, value: id };
}

export interface TeamGamesQuery {
  league?: string;
  team?: string;
  season?: string;
}

/**
 * GET /api/games-real-v2: a team's games in the app's Game shape, by kickoff, from every season
 * the provider has (or the one asked for). 400 for a bad league, team or season; 404 when the
 * team has no games.
 */
export async function listTeamGamesForApi(
  provider: ScheduleProvider,
  query: TeamGamesQuery,
): Promise<Result<ApiGame[]>> {
  const league = resolveLeague(query.league);
  if (!league.ok) return league;
  const team = resolveTeam(league.value.id, query.team);
  if (!team.ok) return team;
  const season = resolveSeason(league.value.id, query.season);
  if (!season.ok) return season;
  const games = await provider.listTeamGames(league.value.id, team.value.id, season.value);
  if (games.length === 0) return fail(404, 'no-games', 'No games found for this team');
  return { ok: true, value: games.map(toApiGame) };
}

// ---------------------------------------------------------------------------------------------
// Seasons, for the create-team wizard's season select.

export interface SeasonSummary {
  league: LeagueId;
  /** Set when the summary is about one team's games. */
  teamId: string | null;
  season: string;
  /** Display: '2025-2026' (NFL, NBA, NHL) or '2025'. */
  label: string;
  startYear: number;
  gameCount: number;
  /** Team summaries only. */
  homeGameCount: number | null;
  /** Scheduled games whose kickoff (or day, when the time is not set) is still ahead. */
  upcomingGameCount: number;
  firstGameDate: string | null;
  lastGameDate: string | null;
}

function isUpcoming(game: TeamGame['game'], now: Date): boolean {
  if (game.status !== 'scheduled') return false;
  if (game.kickoffEpochMs !== null) return game.kickoffEpochMs > now.getTime();
  return game.dateLocal !== null && game.dateLocal >= now.toISOString().slice(0, 10);
}

function summarize(
  league: LeagueId,
  teamId: string | null,
  season: string,
  games: readonly TeamGame['game'][],
  homeGames: number | null,
  now: Date,
): SeasonSummary {
  const dates = games
    .map((game) => game.dateLocal)
    .filter((d): d is string => d !== null)
    .sort();
  return {
    league,
    teamId,
    season,
    label: displaySeason(league, season),
    startYear: seasonStartYear(season),
    gameCount: games.length,
    homeGameCount: homeGames,
    upcomingGameCount: games.filter((game) => isUpcoming(game, now)).length,
    firstGameDate: dates[0] ?? null,
    lastGameDate: dates[dates.length - 1] ?? null,
  };
}

/** The seasons a team has games in, oldest first. */
export function teamSeasons(league: LeagueId, teamId: string, now = new Date()): SeasonSummary[] {
  const bySeason = new Map<string, TeamGame[]>();
  for (const teamGame of getTeamGames(league, teamId)) {
    const list = bySeason.get(teamGame.game.season) ?? [];
    list.push(teamGame);
    bySeason.set(teamGame.game.season, list);
  }
  return [...bySeason.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([season, games]) =>
      summarize(
        league,
        teamId,
        season,
        games.map((g) => g.game),
        games.filter((g) => g.isHome).length,
        now,
      ),
    );
}

/** The seasons of a league that have schedules, oldest first. */
export function leagueSeasons(league: LeagueId, now = new Date()): SeasonSummary[] {
  return (getLeague(league)?.seasons ?? []).map((season) => {
    const games = getSchedule(league, season).filter((game) => !game.superseded);
    return summarize(league, null, season, games, null, now);
  });
}

/**
 * The season to offer first: the earliest one with games still ahead, else the newest. (The data
 * is a snapshot; once its last season is over, that season is still the one to show.)
 */
export function defaultSeason(league: LeagueId, now = new Date()): string | null {
  const seasons = leagueSeasons(league, now);
  return (
    seasons.find((s) => s.upcomingGameCount > 0)?.season ??
    seasons[seasons.length - 1]?.season ??
    null
  );
}

export function listLeagues(): League[] {
  return getLeagues();
}

/** The teams of a league, of one season when given (see getTeams). */
export function listLeagueTeams(league: string, season?: string | null): Result<Team[]> {
  const found = resolveLeague(league);
  if (!found.ok) return found;
  const seasonId = resolveSeason(found.value.id, season ?? undefined);
  if (!seasonId.ok) return seasonId;
  return { ok: true, value: getTeams(found.value.id, seasonId.value) };
}

/** The seasons a team (any identifier) has games in. */
export function listTeamSeasons(
  league: string,
  team: string,
  now = new Date(),
): Result<SeasonSummary[]> {
  const found = resolveLeague(league);
  if (!found.ok) return found;
  const resolved = resolveTeam(found.value.id, team);
  if (!resolved.ok) return resolved;
  return { ok: true, value: teamSeasons(found.value.id, resolved.value.id, now) };
}
