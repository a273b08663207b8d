import type { LeagueId } from '../leagues/types.js';
import type { CalendarWeights } from './calendar.js';
import type { StatureWeights } from './factors.js';

/**
 * Points of each stature feature, fitted by `pnpm --filter @tiix/server fit:score`
 * (scripts/fit-scoring.ts) on the FIT seasons only (scripts/scoring-lab/evaluation.ts: NFL 2024,
 * NBA 2025-26) and copied here; scripts/scoring-lab/fit.test.ts refits and fails if these drift
 * from what the fit gives. Each fitted coefficient is scaled so the fit season's stature has mean
 * 45 and spread 12 points; a feature whose fitted sign would make a reason lower a game is dropped
 * (weight 0) and the rest refitted.
 *
 * Why each feature is there (and what the fit found) is in docs/scoring.md, "Stature".
 */

/** The fit season's stature gets this mean and spread in points (a typical game near 45). */
export const STATURE_MEAN = 45;
export const STATURE_SPREAD = 12;

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

/**
 * The calendar's points (calendar.ts), fitted by the same script on the same fit seasons, jointly
 * with the stature points and the comfort rules (kickoff hour, climate, holidays), so each is worth
 * what it adds on top of the rest; features the out-of-fold selection did not keep are 0
 * (scripts/scoring-lab/fit-calendar.ts; docs/scoring.md, "Calendar"). scripts/scoring-lab/fit.test.ts
 * checks they match the fit.
 */
export const CALENDAR_WEIGHTS: Record<'football' | 'other', CalendarWeights> = {
  /** NFL 2024: no calendar feature lifts the closing lines out of fold beyond prime time's stature points. */
  football: { dayShare: 0, ownSlot: 0, weekend: 0, primeTime: 0, offset: 0 },
  /** NBA 2025-26: a slot of its own, then the day of the week; weekend and prime time add nothing. */
  other: { dayShare: 77.25, ownSlot: 33.51, weekend: 0, primeTime: 0, offset: -10.26 },
};

/**
 * Each weekday's share of national games in the league's fit season minus its share over all
 * days (Sunday first), from calendar.ts's dayShareTable. Only a league with a fit season whose
 * calendar fit uses the day (the NBA) has one: a weekday pattern belongs to its league's
 * broadcasters, so other leagues get no day points.
 */
export const DAY_SHARE: Partial<Record<LeagueId, readonly number[]>> = {
  NBA: [-0.096, 0.033, 0.048, -0.016, 0.023, -0.024, 0.07],
};

export const calendarWeightsFor = (football: boolean): CalendarWeights =>
  CALENDAR_WEIGHTS[football ? 'football' : 'other'];
