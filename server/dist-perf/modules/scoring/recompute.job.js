import { getTeam } from '../leagues/league-data.js';
import { scoreTeamGames } from './scoring.service.js';
import * as repo from './scoring.repository.js';
import * as tastes from './tastes.repository.js';
import { bundledDataHash, SCORE_MODEL_VERSION } from './version.js';
/** Rescores one team's stored games with the current model and data; returns how many changed. */
export async function rescoreTeam(db, teamId) {
    const team = await repo.teamForScoring(db, teamId);
    if (!team)
        return 0;
    const stored = await repo.teamGamesForScoring(db, teamId);
    const members = await tastes.countTeamMembers(db, teamId);
    const scored = scoreTeamGames({
        league: team.league,
        season: team.season,
        teamId: getTeam(team.league, team.teamName)?.id,
        games: stored,
        members: Math.max(members, 1),
    });
    const version = { scoreModelVersion: SCORE_MODEL_VERSION, scoreDataHash: bundledDataHash() };
    const updates = scored.map((g) => {
        // A game the league data does not know keeps no score, but is marked as checked so it does
        // not bring its team back at every start.
        if (g.tiixRank === undefined)
            return { id: g.id, fields: version };
        const { id: _id, externalGameId: _ext, gameDate: _date, ...fields } = g;
        return { id: g.id, fields: fields };
    });
    await db.transaction(async (tx) => {
        await repo.updateGameScores(tx, updates);
        await tastes.deleteScoresOfGames(tx, updates.map((u) => u.id));
    });
    return updates.length;
}
export async function recomputeOutdatedScores(db, logger) {
    const teamIds = await repo.teamsWithOutdatedScores(db, SCORE_MODEL_VERSION, bundledDataHash());
    let games = 0;
    for (const teamId of teamIds) {
        try {
            games += await rescoreTeam(db, teamId);
        }
        catch (err) {
            // One team's bad row must not keep the others outdated; it is retried at the next start.
            logger?.error({ err, teamId }, 'Rescoring a team failed');
        }
    }
    if (teamIds.length > 0) {
        logger?.info({ teams: teamIds.length, games, model: SCORE_MODEL_VERSION }, 'Scores recomputed');
    }
    return { teams: teamIds.length, games };
}
//# sourceMappingURL=recompute.job.js.map