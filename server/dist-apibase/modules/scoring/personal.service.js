import { DEFAULT_TASTE, personalScore } from './convenience.js';
import { draftValues } from './ranking.js';
import { SCORE_MODEL_VERSION } from './version.js';
import * as repo from './tastes.repository.js';
export function tasteOf(record) {
    if (!record)
        return null;
    return {
        days: record.days,
        kickoff: record.kickoff,
        coldTolerance: record.coldTolerance,
        rainTolerance: record.rainTolerance,
        lovedOpponents: record.lovedOpponents,
        avoidedOpponents: record.avoidedOpponents,
    };
}
/** A game's personal score under a taste; null for a game without a score (hand-made). */
export function personalFor(game, taste) {
    if (game.tiixRank === null)
        return null;
    if (game.statureScore === null || !game.convenienceInputs) {
        // Scored before the stature/convenience split: only the opponent part of the taste applies
        // until the start-up job has recomputed the row.
        return personalScore({
            statureScore: game.tiixRank,
            convenienceInputs: NEUTRAL_INPUTS,
            opponent: game.opponent,
            isPreseason: false,
        }, {
            ...DEFAULT_TASTE,
            lovedOpponents: taste.lovedOpponents,
            avoidedOpponents: taste.avoidedOpponents,
        });
    }
    return personalScore({
        statureScore: game.statureScore,
        convenienceInputs: game.convenienceInputs,
        opponent: game.opponent,
        isPreseason: game.isPreseason,
    }, taste);
}
const NEUTRAL_INPUTS = {
    weekday: null,
    localHour: null,
    holiday: null,
    weatherProof: true,
    meanTempF: null,
    avgHighC: null,
    wetDayShare: null,
    football: false,
};
/** Stored personal scores of the current model, computing (and storing) the missing ones. */
async function personalEntries(db, userId, taste, rows) {
    const stored = new Map((await repo.listMemberScores(db, userId, rows.map((g) => g.id)))
        .filter((s) => s.modelVersion === SCORE_MODEL_VERSION)
        .map((s) => [s.gameId, { score: s.score, reasons: s.reasons }]));
    const out = new Map();
    const missing = [];
    for (const g of rows) {
        const known = stored.get(g.id);
        if (known) {
            out.set(g.id, known);
            continue;
        }
        const computed = personalFor(g, taste);
        if (!computed)
            continue;
        out.set(g.id, computed);
        missing.push({ userId, gameId: g.id, ...computed, modelVersion: SCORE_MODEL_VERSION });
    }
    await repo.upsertMemberScores(db, missing);
    return out;
}
/**
 * The score that orders games for this member: their personal score when they have set a taste,
 * else the team score. Games without any score are left out of the map. Used by 'Fill my ranks
 * from the score', the draft's auto-pick and the member's ADP.
 */
export async function personalScoresFor(db, userId, gameIds) {
    const rows = await repo.gamesByIds(db, gameIds);
    const taste = tasteOf(await repo.getTaste(db, userId));
    const out = new Map();
    if (!taste) {
        for (const g of rows)
            if (g.tiixRank !== null)
                out.set(g.id, g.tiixRank);
        return out;
    }
    for (const [id, entry] of await personalEntries(db, userId, taste, rows))
        out.set(id, entry.score);
    return out;
}
/** A member's personal scores and ADP for a team's games; null without a taste. */
export async function teamPersonalView(db, userId, teamId) {
    const taste = tasteOf(await repo.getTaste(db, userId));
    if (!taste)
        return null;
    const rows = await repo.gamesOfTeam(db, teamId);
    const entries = await personalEntries(db, userId, taste, rows);
    const members = await repo.countTeamMembers(db, teamId);
    const values = draftValues([...entries].map(([key, e]) => ({
        key,
        score: e.score,
        epochMs: rows.find((r) => r.id === key).epochMs,
    })), Math.max(members, 1));
    return { entries, adp: new Map([...values].map(([k, v]) => [k, v.adp])) };
}
/** Rewrites every personal score of a member (after a taste change); none without a taste. */
export async function recomputePersonalScores(db, userId) {
    const taste = tasteOf(await repo.getTaste(db, userId));
    await repo.deleteMemberScores(db, userId);
    if (!taste)
        return 0;
    const rows = (await repo.gamesOfMember(db, userId)).flatMap((g) => {
        const computed = personalFor(g, taste);
        return computed
            ? [{ userId, gameId: g.id, ...computed, modelVersion: SCORE_MODEL_VERSION }]
            : [];
    });
    await repo.upsertMemberScores(db, rows);
    return rows.length;
}
//# sourceMappingURL=personal.service.js.map