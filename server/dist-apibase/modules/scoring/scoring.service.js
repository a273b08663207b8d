import { getLeague, getSchedule } from '../leagues/league-data.js';
import { isScorable, seasonFeatures } from './inputs.js';
import { scoreGame } from './model.js';
import { bundledDataHash, SCORE_MODEL_VERSION } from './version.js';
import { draftValues, percentileOf, rankByScore, resaleIndexPct } from './ranking.js';
const seasonCache = new Map();
const epochOf = (g) => g.kickoffEpochMs ?? Date.parse(`${g.dateLocal}T12:00:00Z`);
function slateOf(g) {
    return g.league === 'NFL' ? `${g.gameType}-${g.week}` : (g.dateLocal ?? '');
}
/**
 * The score of every scorable game of a league's season (built once per process: the inputs are
 * the bundled data, which does not change while the server runs). Keyed by ScheduleGame.key,
 * which is what games.external_game_id stores.
 */
export function scoreSeason(league, season) {
    const cacheKey = `${league}:${season}`;
    const cached = seasonCache.get(cacheKey);
    if (cached)
        return cached;
    const features = seasonFeatures(league, season);
    const slates = new Map();
    const scores = new Map();
    for (const game of getSchedule(league, season)) {
        const f = features.get(game.key);
        if (!f || !isScorable(game))
            continue;
        const score = scoreGame(f);
        scores.set(game.key, score);
        const slate = slateOf(game);
        const list = slates.get(slate) ?? [];
        list.push({ key: game.key, score: score.tiixRank, epochMs: epochOf(game) });
        slates.set(slate, list);
    }
    const out = new Map();
    for (const list of slates.values()) {
        const ranks = rankByScore(list);
        for (const item of list) {
            const rank = ranks.get(item.key);
            out.set(item.key, {
                ...scores.get(item.key),
                slateRank: rank,
                slateSize: list.length,
                slatePercentile: percentileOf(rank, list.length),
            });
        }
    }
    seasonCache.set(cacheKey, out);
    return out;
}
/**
 * Adds the scoring fields to a team's games. A game the league data does not know (a hand-made
 * game) is returned unchanged, without a score.
 */
export function scoreTeamGames(input) {
    const league = getLeague(input.league);
    if (!league)
        return [...input.games];
    const season = scoreSeason(league.id, input.season);
    const known = input.games.flatMap((g) => {
        const score = g.externalGameId ? season.get(g.externalGameId) : undefined;
        return score ? [{ key: g.externalGameId, score, epochMs: g.gameDate.getTime() }] : [];
    });
    const ranked = known.map((k) => ({
        key: k.key,
        score: k.score.tiixRank,
        epochMs: k.epochMs,
    }));
    const teamRanks = rankByScore(ranked);
    const draft = draftValues(ranked, input.members ?? 4);
    const mean = ranked.reduce((sum, r) => sum + r.score, 0) / Math.max(1, ranked.length);
    // The team's whole season (home and away) is the yardstick of teamPercentile.
    const seasonRanked = input.teamId
        ? getSchedule(league.id, input.season)
            .filter((g) => (g.homeTeam === input.teamId || g.awayTeam === input.teamId) && season.has(g.key))
            .map((g) => ({ key: g.key, score: season.get(g.key).tiixRank, epochMs: epochOf(g) }))
        : ranked;
    const seasonRanks = rankByScore(seasonRanked);
    return input.games.map((g) => {
        const score = g.externalGameId ? season.get(g.externalGameId) : undefined;
        if (!score)
            return g;
        const key = g.externalGameId;
        const teamRank = teamRanks.get(key);
        const seasonRank = seasonRanks.get(key);
        const value = draft.get(key);
        return {
            ...g,
            tiixRank: score.tiixRank,
            tiixStars: score.tiixStars,
            tiixRationale: score.tiixRationale,
            tiixReasonTags: score.tiixReasonTags,
            tiixRankTeam: teamRank,
            tiixRankPercentile: percentileOf(teamRank, ranked.length),
            slateRank: score.slateRank,
            slateSize: score.slateSize,
            slatePercentile: score.slatePercentile,
            teamPercentile: seasonRank !== undefined
                ? percentileOf(seasonRank, seasonRanked.length)
                : percentileOf(teamRank, ranked.length),
            baseScore: score.baseScore,
            contextPct: score.contextPct,
            probGoneBeforePick: value.probGoneBeforePick,
            adp: value.adp,
            resaleIndexPct: resaleIndexPct(score.tiixRank, mean),
            excitementIndex: score.excitementIndex,
            statureScore: score.statureScore,
            convenienceScore: score.convenienceScore,
            statureReasons: score.statureReasons,
            convenienceReasons: score.convenienceReasons,
            convenienceInputs: score.convenienceInputs,
            scoreModelVersion: SCORE_MODEL_VERSION,
            scoreDataHash: bundledDataHash(),
        };
    });
}
//# sourceMappingURL=scoring.service.js.map