/**
 * How the stature weights (weights.ts) are set: fitted on the FIT seasons' market signals, never
 * on a reported season (evaluation.ts keeps the two lists apart). Run by scripts/fit-scoring.ts;
 * fit.test.ts checks the committed weights still match. Which features enter a fit and its penalty
 * were chosen by cross-validation inside the fit season (`crossValidate`), not on a reported one.
 */
import type { ScheduleGame } from '../../src/modules/leagues/types.js';
import type { StatureWeights } from '../../src/modules/scoring/factors.js';
import { fitLogistic, fitRidge } from './fit.js';
import {
  correlate,
  FIT_SEASONS,
  marketSignal,
  signalGames,
  type Correlations,
} from './evaluation.js';
import { seasonFeatures } from '../../src/modules/scoring/inputs.js';
import {
  STATURE_FEATURES,
  statureVector,
  type GameFeatures,
  type StatureFeature,
} from '../../src/modules/scoring/model.js';

export { STATURE_MEAN, STATURE_SPREAD } from '../../src/modules/scoring/weights.js';
import { STATURE_MEAN, STATURE_SPREAD } from '../../src/modules/scoring/weights.js';
/**
 * Ridge penalty for the NFL fit (272 games): none of 5, 20, 100 and 200 does better out of fold on
 * both figures (candidates.ts).
 */
export const FOOTBALL_L2 = 60;
/** L2 penalty of the NBA logistic fits. */
export const OTHER_L2 = 5;

export type Family = 'football' | 'other';

/**
 * The features each fit may use. NFL: all but appeal (no national TV in the NFL data) and the
 * recent high draft pick (no lottery: the column is empty). Other leagues: not scoring, which did
 * not improve the cross-validated fit on NBA 2025-26 (docs/scoring.md, "How the weights were
 * set"), nor prime time (most games are at night); appeal is set by a rule (fitOtherWeights).
 */
export const FIT_FEATURES: Record<Family, readonly StatureFeature[]> = {
  football: STATURE_FEATURES.filter((f) => f !== 'appeal' && f !== 'highPick'),
  other: STATURE_FEATURES.filter((f) => f !== 'appeal' && f !== 'primeTime' && f !== 'scoring'),
};

export type Coefs = Partial<Record<string, number>>;
/** A design row: the stature features, plus any candidate column under model selection. */
export type Row = Record<string, number>;

/** A row's value of a feature; a feature with no column is a mistake in the fit's set-up. */
function value(row: Row, feature: string): number {
  const v = row[feature];
  if (v === undefined) throw new Error(`No column for feature '${feature}'`);
  return v;
}

/**
 * Fits, then drops every feature whose coefficient came out negative and refits the rest, until
 * none is negative: a stature reason may only lift a game (a rivalry the market expects to be low
 * scoring is still a rivalry; it just earns nothing).
 */
function nonNegativeFit(
  features: readonly string[],
  fit: (active: readonly string[]) => number[],
): Coefs {
  let active = [...features];
  for (;;) {
    const coefs = fit(active);
    const negative = active.filter((_, i) => coefs[i]! < 0);
    if (negative.length === 0) return Object.fromEntries(active.map((f, i) => [f, coefs[i]!]));
    active = active.filter((f) => !negative.includes(f));
    if (active.length === 0) return {};
  }
}

/** NFL: ridge on the standardised closing lines; other leagues: logistic on national TV picks. */
export function fitCoefs(
  family: Family,
  rows: readonly Row[],
  targets: readonly number[],
  features: readonly string[],
  l2: number,
): Coefs {
  return nonNegativeFit(features, (active) => {
    const x = rows.map((r) => active.map((f) => value(r, f)));
    return family === 'football'
      ? fitRidge(x, targets, l2).coefficients
      : fitLogistic(x, targets, { l2 }).coefficients;
  });
}

function toPoints(coefs: Coefs, rows: readonly Row[]): StatureWeights {
  const eta = rows.map((r) =>
    STATURE_FEATURES.reduce((s, f) => s + (coefs[f] ?? 0) * value(r, f), 0),
  );
  const mean = eta.reduce((a, b) => a + b, 0) / eta.length;
  const sd = Math.sqrt(eta.reduce((a, b) => a + (b - mean) ** 2, 0) / eta.length) || 1;
  const scale = STATURE_SPREAD / sd;
  const round = (v: number) => Math.round(v * 100) / 100;
  const weights = { base: round(STATURE_MEAN - scale * mean) } as StatureWeights;
  for (const f of STATURE_FEATURES) weights[f] = round(scale * (coefs[f] ?? 0));
  return weights;
}

export interface FitData {
  games: ScheduleGame[];
  rows: Row[];
  targets: number[];
}

/**
 * A change tried in model selection (candidates.ts): extra columns, and/or features rebuilt
 * another way (another strength mix) before the stature vector is taken.
 */
export interface Variant {
  columns?: Record<string, (game: ScheduleGame, features: GameFeatures) => number>;
  transform?: (features: GameFeatures, game: ScheduleGame) => GameFeatures;
}

/** The fit season of a family: its league and season (never a reported one). */
export const fitSeasonOf = (family: Family) =>
  FIT_SEASONS.find((s) => s.league === (family === 'football' ? 'NFL' : 'NBA'))!;

/** The fit season of a family: its signal games, their stature features and the signal. */
export function fitData(family: Family, variant: Variant = {}): FitData {
  const { league, season } = fitSeasonOf(family);
  const features = seasonFeatures(league, season);
  const games = signalGames(league, season);
  const signal = marketSignal(league, games);
  return {
    games,
    rows: games.map((g) => {
      const raw = features.get(g.key)!;
      const f = variant.transform ? variant.transform(raw, g) : raw;
      const row: Row = statureVector(f);
      for (const [name, column] of Object.entries(variant.columns ?? {})) row[name] = column(g, f);
      return row;
    }),
    targets: games.map((g) => signal.get(g.key)!),
  };
}

export const FIT_L2: Record<Family, number> = { football: FOOTBALL_L2, other: OTHER_L2 };

export interface CrossValidation {
  /** The features the fit may use (default: the family's FIT_FEATURES), plus any variant column. */
  features?: readonly string[];
  l2?: number;
  folds?: number;
  variant?: Variant;
}

/**
 * Model selection inside the fit season: k-fold cross-validation with the home teams split into
 * folds (every team's home games are predicted by a fit that never saw them, so the within-team
 * figure is out of sample too). Returns the correlations of the out-of-fold predictions.
 */
export function crossValidate(family: Family, options: CrossValidation = {}): Correlations {
  const { variant = {}, l2 = FIT_L2[family], folds = 5 } = options;
  const features = [
    ...(options.features ?? FIT_FEATURES[family]),
    ...Object.keys(variant.columns ?? {}),
  ];
  // The same fit is asked for again and again (the chosen fit by every comparison with it); a
  // variant's columns are functions, so only a fit without one is kept.
  const key = options.variant ? undefined : JSON.stringify([family, features, l2, folds]);
  const known = key === undefined ? undefined : crossValidations.get(key);
  if (known) return { ...known };
  const result = crossValidateOnce(family, features, l2, folds, variant);
  if (key !== undefined) crossValidations.set(key, result);
  return { ...result };
}

const crossValidations = new Map<string, Correlations>();

function crossValidateOnce(
  family: Family,
  features: readonly string[],
  l2: number,
  folds: number,
  variant: Variant,
): Correlations {
  const { games, rows, targets } = fitData(family, variant);
  const teams = [...new Set(games.map((g) => g.homeTeam))].sort();
  const fold = new Map(teams.map((t, i) => [t, i % folds]));
  const predicted = new Map<string, number>();
  for (let k = 0; k < folds; k++) {
    const train = games.map((g) => fold.get(g.homeTeam) !== k);
    const coefs = fitCoefs(
      family,
      rows.filter((_, i) => train[i]),
      targets.filter((_, i) => train[i]),
      features,
      l2,
    );
    games.forEach((g, i) => {
      if (!train[i]) {
        predicted.set(
          g.key,
          features.reduce((s, f) => s + (coefs[f] ?? 0) * value(rows[i]!, f), 0),
        );
      }
    });
  }
  return correlate(games, predicted, new Map(games.map((g, i) => [g.key, targets[i]!])));
}

/** NFL: ridge regression of the standardised closing lines on the stature features (NFL 2024). */
export function fitFootballWeights(): StatureWeights {
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
export function fitOtherWeights(): StatureWeights {
  const { rows, targets } = fitData('other');
  const coefs = fitCoefs('other', rows, targets, FIT_FEATURES.other, OTHER_L2);
  return toPoints({ ...coefs, appeal: coefs.opponent ?? 0 }, rows);
}
