import { displaySeason } from './seasons.js';
import { timeZoneAbbreviation } from './time-zones.js';
const STATUS = {
    scheduled: 'upcoming',
    final: 'final',
    postponed: 'postponed',
    cancelled: 'cancelled',
};
export function toApiGame(teamGame) {
    const { game } = teamGame;
    const epoch = game.kickoffEpochMs;
    const local = game.dateLocal && game.timeLocal && epoch !== null
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
//# sourceMappingURL=api-game.js.map