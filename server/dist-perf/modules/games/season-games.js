import { listTeamGamesForApi, resolveLeague, resolveSeason, resolveTeam, } from '../leagues/leagues.service.js';
import { scoreTeamGames } from '../scoring/scoring.service.js';
/**
 * An unscheduled "if necessary" game has no date; it cannot be stored (game_date is required)
 * and cannot be drafted, so it is left out. A date without a time is kept at noon UTC.
 */
function toRow(game) {
    const epoch = game.kickoff_epoch_ms;
    const gameDate = epoch !== null
        ? new Date(epoch)
        : game.game_date
            ? new Date(`${game.game_date}T12:00:00Z`)
            : null;
    if (!gameDate)
        return null;
    return {
        opponent: game.opponent,
        opponentAbbr: game.opponent_abbr,
        venue: game.venue,
        gameDate,
        kickoffEpochMs: epoch,
        kickoffLocal: game.kickoff_local,
        kickoffTz: game.kickoff_tz,
        tzAbbr: game.tz_abbr,
        tvPrimeTime: game.isPrimeTime,
        isHome: game.is_home,
        isPreseason: game.is_preseason,
        week: game.week,
        status: game.status,
        homeScore: game.home_score,
        awayScore: game.away_score,
        finalScore: game.final_score,
        externalGameId: game.external_game_id,
    };
}
/**
 * The home games of a real team's season from the schedule provider (game cards show home
 * games). Unknown league, team or season, or a season without games, is an input error.
 */
export async function loadSeasonHomeGames(provider, input) {
    const league = resolveLeague(input.league.trim());
    if (!league.ok)
        return { ok: false, message: league.error.message };
    const team = resolveTeam(league.value.id, input.teamName);
    if (!team.ok)
        return { ok: false, message: team.error.message };
    const season = resolveSeason(league.value.id, input.season);
    if (!season.ok)
        return { ok: false, message: season.error.message };
    if (!season.value)
        return { ok: false, message: 'The season is required.' };
    const games = await listTeamGamesForApi(provider, {
        league: league.value.id,
        team: team.value.id,
        season: season.value,
    });
    if (!games.ok) {
        return {
            ok: false,
            message: `No ${season.value} games found for ${team.value.fullName}.`,
        };
    }
    const rows = games.value
        .filter((g) => g.is_home)
        .map(toRow)
        .filter((r) => r !== null);
    // Every game is stored with its game-quality score; team ranks are among these home games.
    const scored = scoreTeamGames({
        league: league.value.id,
        season: season.value,
        teamId: team.value.id,
        games: rows,
    });
    return {
        ok: true,
        value: {
            league: league.value.id,
            teamName: team.value.fullName,
            season: season.value,
            games: scored,
        },
    };
}
//# sourceMappingURL=season-games.js.map