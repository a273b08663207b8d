import { displaySeason } from './seasons.js';
import { timeZoneAbbreviation } from '@tiix/domain';
import type { LeagueId, ScheduleStatus, TeamGame } from './types.js';

/** Game status as the app names it: a scheduled game is 'upcoming'. */
export type ApiGameStatus = 'upcoming' | 'final' | 'postponed' | 'cancelled';

/**
 * One game of GET /api/games-real-v2, in the shape of the app's Game entity. Where the app
 * names a field twice (kickoffEpochMs or kickoff_epoch_ms) both are sent with the same value.
 */
export interface ApiGame {
  /** Stable: `${league}-${source game id}`, e.g. 'NFL-2025_01_DAL_PHI'. */
  id: string;
  idEvent: string;
  /** The same id, for storing the game with a team (games.external_game_id). */
  external_game_id: string;
  league: LeagueId;
  season: string;
  /** 'NFL 2025' is shown as '2025-2026'. */
  season_display: string;
  /** The team whose schedule this is. */
  team_abbr: string;
  /** Opponent's full name as used for this game. */
  opponent: string;
  opponent_abbr: string;
  /** Another name of opponent_abbr that clients read. */
  team_code: string;
  is_home: boolean;
  home_team: string;
  away_team: string;
  venue: string | null;
  venue_city: string | null;
  neutral_site: boolean | null;
  /** Local date at the venue, 'YYYY-MM-DD'; null for an unscheduled "if necessary" game. */
  game_date: string | null;
  /** Null when the time is not set yet (the UI shows 'TBD'). */
  kickoffEpochMs: number | null;
  kickoff_epoch_ms: number | null;
  /** Venue wall-clock time without offset, 'YYYY-MM-DDTHH:MM'; null when not set yet. */
  kickoffLocal: string | null;
  kickoff_local: string | null;
  /** IANA zone of the venue. */
  timezone: string;
  kickoff_tz: string;
  /** 'EDT', 'CST', 'BST' ... at the kickoff; null when the time is not set yet. */
  tzAbbr: string | null;
  tz_abbr: string | null;
  isPrimeTime: boolean;
  tv_prime_time: boolean;
  is_preseason: boolean;
  is_playoff: boolean;
  /** NFL week, matchday or playoff label; null when none. */
  week: string | null;
  /** NFL: REG, WC, DIV, CON, SB; others: regular, playoffs, playin, cup, allstar, preseason. */
  game_type: string;
  status: ApiGameStatus;
  home_score: number | null;
  away_score: number | null;
  /** 'home-away' when final, e.g. '24-20'; else null. */
  final_score: string | null;
  /** US national broadcasters (NBA and WNBA data only). */
  national_tv: string[];
}

const STATUS: Record<ScheduleStatus, ApiGameStatus> = {
  scheduled: 'upcoming',
  final: 'final',
  postponed: 'postponed',
  cancelled: 'cancelled',
};

export function toApiGame(teamGame: TeamGame): ApiGame {
  const { game } = teamGame;
  const epoch = game.kickoffEpochMs;
  const local =
    game.dateLocal && game.timeLocal && epoch !== null
      ? `${game.dateLocal}T${game.timeLocal}`
      : null;
  const tzAbbr = epoch !== null && local ? timeZoneAbbreviation(epoch, game.timezone) : null;
  // The feed shows a final score only when the game is over and both scores are known.
  const hasResult = game.status === 'final' && game.homeScore !== null && game.awayScore !== null;
  return {
    id: game.key,
    idEvent: game.key,
    external_game_id: game.key,
    league: game.league,
    season: game.season,
    season_display: displaySeason(game.league, game.season),
    team_abbr: teamGame.teamId,
    opponent: teamGame.opponentName,
    opponent_abbr: teamGame.opponentId,
    team_code: teamGame.opponentId,
    is_home: teamGame.isHome,
    home_team: game.homeTeam,
    away_team: game.awayTeam,
    venue: game.venue,
    venue_city: game.venueCity,
    neutral_site: game.neutralSite,
    game_date: game.dateLocal,
    kickoffEpochMs: local ? epoch : null,
    kickoff_epoch_ms: local ? epoch : null,
    kickoffLocal: local,
    kickoff_local: local,
    timezone: game.timezone,
    kickoff_tz: game.timezone,
    tzAbbr,
    tz_abbr: tzAbbr,
    isPrimeTime: game.primetime,
    tv_prime_time: game.primetime,
    is_preseason: game.isPreseason,
    is_playoff: game.isPostseason,
    week: game.week,
    game_type: game.gameType,
    status: STATUS[game.status],
    home_score: game.homeScore,
    away_score: game.awayScore,
    final_score: hasResult ? `${game.homeScore}-${game.awayScore}` : null,
    national_tv: [...game.nationalTv],
  };
}
