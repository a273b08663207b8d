import { fitLogistic, fitRidge } from './fit.js';
import { FIT_SEASONS, marketSignal, signalGames } from './evaluation.js';
import { seasonFeatures } from './inputs.js';
import { STATURE_FEATURES, statureVector } from './model.js';
/** The fit season's stature gets this mean and spread in points (a typical game near 45). */
export const STATURE_MEAN = 45;
export const STATURE_SPREAD = 12;
/** Ridge penalty for the NFL fit (272 games, features on z or 0/1 scales). */
export const FOOTBALL_L2 = 20;
/** L2 penalty of the NBA logistic fits. */
export const OTHER_L2 = 5;
/**
 * Fits, then drops every feature whose coefficient came out negative and refits the rest, until
 * none is negative: a stature reason may only lift a game (a rivalry the market expects to be low
 * scoring is still a rivalry; it just earns nothing).
 */
function nonNegativeFit(features, fit) {
    let active = [...features];
    for (;;) {
        const coefs = fit(active);
        const negative = active.filter((_, i) => coefs[i] < 0);
        if (negative.length === 0)
            return Object.fromEntries(active.map((f, i) => [f, coefs[i]]));
        active = active.filter((f) => !negative.includes(f));
        if (active.length === 0)
            return {};
    }
}
function toPoints(coefs, rows) {
    const eta = rows.map((r) => STATURE_FEATURES.reduce((s, f) => s + (coefs[f] ?? 0) * r[f], 0));
    const mean = eta.reduce((a, b) => a + b, 0) / eta.length;
    const sd = Math.sqrt(eta.reduce((a, b) => a + (b - mean) ** 2, 0) / eta.length) || 1;
    const scale = STATURE_SPREAD / sd;
    const round = (v) => Math.round(v * 100) / 100;
    const weights = { base: round(STATURE_MEAN - scale * mean) };
    for (const f of STATURE_FEATURES)
        weights[f] = round(scale * (coefs[f] ?? 0));
    return weights;
}
const season = (league) => FIT_SEASONS.find((s) => s.league === league);
/** NFL: ridge regression of the standardised closing lines on the stature features (NFL 2024). */
export function fitFootballWeights() {
    const { league, season: id } = season('NFL');
    const features = seasonFeatures(league, id);
    const games = signalGames(league, id);
    const signal = marketSignal(league, games);
    const rows = games.map((g) => statureVector(features.get(g.key)));
    // No national TV in the NFL data, and every game is a national window or not: appeal is 0.
    const candidates = STATURE_FEATURES.filter((f) => f !== 'appeal');
    const coefs = nonNegativeFit(candidates, (active) => fitRidge(rows.map((r) => active.map((f) => r[f])), games.map((g) => signal.get(g.key)), FOOTBALL_L2).coefficients);
    return toPoints(coefs, rows);
}
/**
 * Other leagues: logistic regression of national TV picks (NBA 2025-26) on the stature features.
 * National appeal comes from last season's picks, which the fit season cannot have (no 2024-25
 * schedule in the data), so its weight is set by a rule instead of a fit: one standard deviation
 * of a team's appeal is worth as much as one standard deviation of the visitor's strength, the
 * other way the market shows how much it wants to see a team. (Fitting it within the season, first
 * half's picks against the second half's, gave 7.6 times that: a season's broadcast schedule is
 * one decision, so its halves agree far more than two seasons do, and the score would saturate.)
 */
export function fitOtherWeights() {
    const { league, season: id } = season('NBA');
    const features = seasonFeatures(league, id);
    const games = signalGames(league, id);
    const signal = marketSignal(league, games);
    const rows = games.map((g) => statureVector(features.get(g.key)));
    const labels = games.map((g) => signal.get(g.key));
    const candidates = STATURE_FEATURES.filter((f) => f !== 'appeal' && f !== 'primeTime');
    const coefs = nonNegativeFit(candidates, (active) => fitLogistic(rows.map((r) => active.map((f) => r[f])), labels, { l2: OTHER_L2 }).coefficients);
    return toPoints({ ...coefs, appeal: coefs.opponent ?? 0 }, rows);
}
//# sourceMappingURL=fit-stature.js.map