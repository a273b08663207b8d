import { fitLogistic, fitRidge } from './fit.js';
import { correlate, FIT_SEASONS, marketSignal, signalGames, } from './evaluation.js';
import { seasonFeatures } from './inputs.js';
import { STATURE_FEATURES, statureVector } from './model.js';
/** The fit season's stature gets this mean and spread in points (a typical game near 45). */
export const STATURE_MEAN = 45;
export const STATURE_SPREAD = 12;
/** Ridge penalty for the NFL fit (272 games; 60 had the best cross-validation of 5, 20 and 60). */
export const FOOTBALL_L2 = 60;
/** L2 penalty of the NBA logistic fits. */
export const OTHER_L2 = 5;
/**
 * The features each fit may use. NFL: all but appeal (no national TV in the NFL data).
 * Other leagues: not scoring, which did not improve the cross-validated fit on NBA 2025-26
 * (docs/scoring.md, "How the weights were set"), nor prime time (most games are at night);
 * appeal is set by a rule (fitOtherWeights).
 */
export const FIT_FEATURES = {
    football: STATURE_FEATURES.filter((f) => f !== 'appeal'),
    other: STATURE_FEATURES.filter((f) => f !== 'appeal' && f !== 'primeTime' && f !== 'scoring'),
};
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
/** NFL: ridge on the standardised closing lines; other leagues: logistic on national TV picks. */
function fitCoefs(family, rows, targets, features, l2) {
    return nonNegativeFit(features, (active) => {
        const x = rows.map((r) => active.map((f) => r[f]));
        return family === 'football'
            ? fitRidge(x, targets, l2).coefficients
            : fitLogistic(x, targets, { l2 }).coefficients;
    });
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
/** The fit season of a family: its signal games, their stature features and the signal. */
function fitData(family) {
    const { league, season } = FIT_SEASONS.find((s) => s.league === (family === 'football' ? 'NFL' : 'NBA'));
    const features = seasonFeatures(league, season);
    const games = signalGames(league, season);
    const signal = marketSignal(league, games);
    return {
        games,
        rows: games.map((g) => statureVector(features.get(g.key))),
        targets: games.map((g) => signal.get(g.key)),
    };
}
const FIT_L2 = { football: FOOTBALL_L2, other: OTHER_L2 };
/**
 * Model selection inside the fit season: k-fold cross-validation with the home teams split into
 * folds (every team's home games are predicted by a fit that never saw them, so the within-team
 * figure is out of sample too). Returns the correlations of the out-of-fold predictions.
 */
export function crossValidate(family, features = FIT_FEATURES[family], l2 = FIT_L2[family], folds = 5) {
    const { games, rows, targets } = fitData(family);
    const teams = [...new Set(games.map((g) => g.homeTeam))].sort();
    const fold = new Map(teams.map((t, i) => [t, i % folds]));
    const predicted = new Map();
    for (let k = 0; k < folds; k++) {
        const train = games.map((g) => fold.get(g.homeTeam) !== k);
        const coefs = fitCoefs(family, rows.filter((_, i) => train[i]), targets.filter((_, i) => train[i]), features, l2);
        games.forEach((g, i) => {
            if (!train[i]) {
                predicted.set(g.key, features.reduce((s, f) => s + (coefs[f] ?? 0) * rows[i][f], 0));
            }
        });
    }
    return correlate(games, predicted, new Map(games.map((g, i) => [g.key, targets[i]])));
}
/** NFL: ridge regression of the standardised closing lines on the stature features (NFL 2024). */
export function fitFootballWeights() {
    const { rows, targets } = fitData('football');
    return toPoints(fitCoefs('football', rows, targets, FIT_FEATURES.football, FOOTBALL_L2), rows);
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
    const { rows, targets } = fitData('other');
    const coefs = fitCoefs('other', rows, targets, FIT_FEATURES.other, OTHER_L2);
    return toPoints({ ...coefs, appeal: coefs.opponent ?? 0 }, rows);
}
//# sourceMappingURL=fit-stature.js.map