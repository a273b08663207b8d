import type { StatureWeights } from './factors.js';

/**
 * Points of each stature feature, fitted by `pnpm --filter @tiix/server fit:score`
 * (scripts/fit-scoring.ts) on the FIT seasons only (evaluation.ts: NFL 2024, NBA 2025-26) and
 * copied here; fit.test.ts refits and fails if these drift from what the fit gives. Each fitted
 * coefficient is scaled so the fit season's stature has mean 45 and spread 12 points; a feature
 * whose fitted sign would make a reason lower a game is dropped (weight 0) and the rest refitted.
 *
 * Why each feature is there (and what the fit found) is in docs/scoring.md, "Stature".
 */

/** NFL, fitted on NFL 2024 closing lines (ridge regression, λ = 60, on total + closeness). */
export const FOOTBALL_WEIGHTS: StatureWeights = {
  base: 50.12,
  opponent: 4.28,
  home: 0,
  closeness: 6.02,
  scoring: 6.65,
  appeal: 0,
  highPick: 0,
  division: 0,
  local: 0.24,
  race: 0,
  opener: 0.97,
  primeTime: 5.3,
};

/**
 * Every other league, fitted on NBA 2025-26 national TV picks (logistic regression). Baseball,
 * hockey and soccer have no market signal in the data: they use these weights untested.
 */
export const OTHER_WEIGHTS: StatureWeights = {
  base: 44.52,
  opponent: 9.05,
  home: 11.03,
  closeness: 2.93,
  scoring: 0,
  appeal: 9.05,
  highPick: 7.79,
  division: 0.39,
  local: 0,
  race: 0,
  opener: 0,
  primeTime: 0,
};

export const weightsFor = (football: boolean): StatureWeights =>
  football ? FOOTBALL_WEIGHTS : OTHER_WEIGHTS;
