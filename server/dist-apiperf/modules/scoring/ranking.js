/** Ranks, percentiles and draft values derived from a set of scores. Pure. */
/** 1 = best; ties broken by date, then key, so every game gets its own rank. */
export function rankByScore(items) {
    const sorted = [...items].sort((a, b) => b.score - a.score || a.epochMs - b.epochMs || a.key.localeCompare(b.key));
    return new Map(sorted.map((item, index) => [item.key, index + 1]));
}
/** Share of the other games this one beats, 0-100 (rank 1 of n = 100, last = 0). */
export function percentileOf(rank, size) {
    if (size <= 1)
        return 100;
    return Math.round(((size - rank) / (size - 1)) * 1000) / 10;
}
/** Standard normal CDF (Abramowitz-Stegun 7.1.26; error below 1e-7 is far below our needs). */
export function normalCdf(x) {
    const t = 1 / (1 + (0.3275911 * Math.abs(x)) / Math.SQRT2);
    const y = 1 -
        ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) *
            t *
            Math.exp(-(x * x) / 2);
    return x >= 0 ? (1 + y) / 2 : (1 - y) / 2;
}
/**
 * Members do not agree with the score: each values a game at its score plus their own taste,
 * modelled as normal noise with this spread (score points). 8 points lets a 70 go before a 75
 * about a third of the time, which matches how far apart friends' rankings usually sit.
 */
export const TASTE_SD = 8;
/**
 * Expected draft position of each game: 1 + the sum over the other games of the chance that a
 * member prefers them (pairwise comparison of noisy values); its variance gives the chance the
 * game is gone within the first members - 1 picks. Members default to 4 (a free team's size).
 */
export function draftValues(items, members = 4) {
    const out = new Map();
    const pairSd = TASTE_SD * Math.SQRT2;
    const picksBefore = Math.max(0, Math.round(members) - 1);
    for (const item of items) {
        let mean = 1;
        let variance = 0;
        for (const other of items) {
            if (other.key === item.key)
                continue;
            const p = normalCdf((other.score - item.score) / pairSd);
            mean += p;
            variance += p * (1 - p);
        }
        const sd = Math.sqrt(Math.max(variance, 0.05));
        const prob = picksBefore === 0 ? 0 : normalCdf((picksBefore + 0.5 - mean) / sd);
        out.set(item.key, {
            adp: Math.round(mean * 10) / 10,
            probGoneBeforePick: Math.round(prob * 1000) / 1000,
        });
    }
    return out;
}
/**
 * Expected resale price against the team's average game, in percent (+40 = 40 % above). Demand
 * grows faster than the score: the resale market pays most for the few best games.
 */
export function resaleIndexPct(score, teamMean) {
    if (teamMean <= 0)
        return 0;
    return Math.round((Math.pow(score / teamMean, 1.5) - 1) * 1000) / 10;
}
//# sourceMappingURL=ranking.js.map