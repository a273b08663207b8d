/**
 * How the calendar's points (weights.ts, CALENDAR_WEIGHTS and DAY_SHARE) are set: per league
 * family, on its FIT season only, fitted jointly with the stature points, so a calendar feature
 * earns what it adds on top of the matchup (docs/scoring.md, "Calendar"). Which features enter is
 * chosen out of fold (home teams in 5 folds, as crossValidate does for stature): starting from
 * stature alone, the feature that lifts both out-of-fold figures most is added while it lifts both
 * by at least KEEP_MARGIN. Inside each fold the stature weights and the day-of-week shares are
 * refitted on the training teams, so the held-out teams' games are predicted by a fit that never
 * saw them. Run by scripts/fit-scoring.ts; fit.test.ts checks the committed weights still match.
 */
import type { ScheduleGame } from '../../src/modules/leagues/types.js';
import {
  calendarVector,
  CALENDAR_FEATURES,
  dayShareTable,
  type CalendarFeature,
  type CalendarInput,
  type CalendarWeights,
} from '../../src/modules/scoring/calendar.js';
import { convenienceScore } from '../../src/modules/scoring/convenience.js';
import { correlate, marketSignal, signalGames, type Correlations } from './evaluation.js';
import { fitLogistic, fitRidge, standardiser } from './fit.js';
import {
  fitCoefs,
  FIT_FEATURES,
  FIT_L2,
  fitSeasonOf,
  STATURE_MEAN,
  STATURE_SPREAD,
  type Family,
} from './fit-stature.js';
import { seasonFeatures } from '../../src/modules/scoring/inputs.js';
import { statureScore, statureVector } from '../../src/modules/scoring/model.js';
import { weightsFor } from '../../src/modules/scoring/weights.js';

/** A calendar feature enters only if it lifts both out-of-fold figures by this much. */
export const CALENDAR_KEEP_MARGIN = 0.005;

const FOLDS = 5;

/** The day-of-week table of a family's fit season (its league's DAY_SHARE). */
export function fitDayShare(family: Family): { league: string; table: number[] } {
  const d = calendarFitData(family);
  return { league: d.league, table: dayShareTable(d.weekdays, d.targets) };
}

interface CalendarFitData {
  league: string;
  games: ScheduleGame[];
  /** Stature design rows (statureVector) and the committed stature points. */
  statureRows: Record<string, number>[];
  statureFitted: number[];
  /** Kickoff hour, climate and holiday points under the default taste (rules, not fitted). */
  comfort: number[];
  calendar: CalendarInput[];
  weekdays: number[];
  targets: number[];
}

const dataCache = new Map<Family, CalendarFitData>();

function calendarFitData(family: Family): CalendarFitData {
  const cached = dataCache.get(family);
  if (cached) return cached;
  const { league, season } = fitSeasonOf(family);
  const features = seasonFeatures(league, season);
  const games = signalGames(league, season);
  const signal = marketSignal(league, games);
  const f = games.map((g) => features.get(g.key)!);
  const data: CalendarFitData = {
    league,
    games,
    statureRows: f.map((x) => statureVector(x)),
    statureFitted: f.map((x) => statureScore(x, weightsFor(x.football)).points),
    comfort: f.map((x) => convenienceScore({ ...x.convenience, calendar: undefined }).points),
    calendar: f.map((x) => x.calendar),
    weekdays: f.map((x) => x.calendar.weekday ?? 0),
    targets: games.map((g) => signal.get(g.key)!),
  };
  dataCache.set(family, data);
  return data;
}

/** A design row: stature + comfort points first, then the chosen calendar features. */
function designRow(
  points: number,
  calendar: CalendarInput,
  table: readonly number[],
  features: readonly CalendarFeature[],
): number[] {
  const v = calendarVector({
    ...calendar,
    dayShare: calendar.weekday === null ? 0 : table[calendar.weekday]!,
  });
  return [points, ...features.map((f) => v[f])];
}

/** NFL: ridge on the standardised closing lines; other leagues: logistic on national TV picks. */
function combine(family: Family, x: number[][], y: number[]): number[] {
  return family === 'football'
    ? fitRidge(x, y, FIT_L2[family]).coefficients
    : fitLogistic(x, y, { l2: FIT_L2[family] }).coefficients;
}

/** Stature points of every game from a stature fit on the training rows only (one per fold). */
const foldStatureCache = new Map<string, number[]>();
function foldStature(family: Family, k: number): number[] {
  const key = `${family} ${k}`;
  const cached = foldStatureCache.get(key);
  if (cached) return cached;
  const d = calendarFitData(family);
  const train = trainMask(d.games, k);
  const features = FIT_FEATURES[family];
  const coefs = fitCoefs(
    family,
    d.statureRows.filter((_, i) => train[i]),
    d.targets.filter((_, i) => train[i]),
    features,
    FIT_L2[family],
  );
  const eta = d.statureRows.map((r) => features.reduce((s, f) => s + (coefs[f] ?? 0) * r[f]!, 0));
  // Points on the model's scale, set by the training games (as toPoints does for the weights).
  const trainEta = eta.filter((_, i) => train[i]);
  const mean = trainEta.reduce((a, b) => a + b, 0) / trainEta.length;
  const sd = Math.sqrt(trainEta.reduce((a, b) => a + (b - mean) ** 2, 0) / trainEta.length) || 1;
  const points = eta.map((e) => STATURE_MEAN + (STATURE_SPREAD * (e - mean)) / sd);
  foldStatureCache.set(key, points);
  return points;
}

function trainMask(games: readonly ScheduleGame[], k: number): boolean[] {
  const teams = [...new Set(games.map((g) => g.homeTeam))].sort();
  const fold = new Map(teams.map((t, i) => [t, i % FOLDS]));
  return games.map((g) => fold.get(g.homeTeam) !== k);
}

/**
 * Out-of-fold Spearman of the composite (stature + comfort + the given calendar features) on the
 * family's fit season; with no features, of stature + comfort alone.
 */
export function calendarCrossValidate(
  family: Family,
  features: readonly CalendarFeature[],
): Correlations {
  const d = calendarFitData(family);
  const predicted = new Map<string, number>();
  for (let k = 0; k < FOLDS; k++) {
    const train = trainMask(d.games, k);
    const stature = foldStature(family, k);
    const table = dayShareTable(
      d.weekdays.filter((_, i) => train[i]),
      d.targets.filter((_, i) => train[i]),
    );
    const x = d.games.map((_, i) =>
      designRow(stature[i]! + d.comfort[i]!, d.calendar[i]!, table, features),
    );
    const scale = standardiser(x.filter((_, i) => train[i]));
    const xs = x.map(scale.apply);
    const coefs = combine(
      family,
      xs.filter((_, i) => train[i]),
      d.targets.filter((_, i) => train[i]),
    );
    d.games.forEach((g, i) => {
      if (!train[i])
        predicted.set(
          g.key,
          coefs.reduce((s, c, j) => s + c * xs[i]![j]!, 0),
        );
    });
  }
  return correlate(d.games, predicted, new Map(d.games.map((g, i) => [g.key, d.targets[i]!])));
}

export interface SelectionStep {
  family: Family;
  /** The features in the model at this step, then the one tried. */
  base: readonly CalendarFeature[];
  tried: CalendarFeature | null;
  outOfFold: Correlations;
  lift: Correlations | null;
  kept: boolean;
}

/**
 * Forward selection: from stature (+ comfort) alone, try every feature not yet in; keep the one
 * with the largest smaller lift (all games, within team) if both lifts reach CALENDAR_KEEP_MARGIN;
 * stop when none does. Returns every step tried, for the docs' table.
 */
export function selectCalendarFeatures(family: Family): {
  chosen: CalendarFeature[];
  steps: SelectionStep[];
} {
  const chosen: CalendarFeature[] = [];
  let current = calendarCrossValidate(family, chosen);
  const steps: SelectionStep[] = [
    { family, base: [], tried: null, outOfFold: current, lift: null, kept: true },
  ];
  for (;;) {
    const tries = CALENDAR_FEATURES.filter((f) => !chosen.includes(f)).map((f) => {
      const cv = calendarCrossValidate(family, [...chosen, f]);
      const lift = { all: cv.all - current.all, withinTeam: cv.withinTeam - current.withinTeam };
      return { f, cv, lift, worst: Math.min(lift.all, lift.withinTeam) };
    });
    const best = [...tries].sort((a, b) => b.worst - a.worst)[0];
    const keep = best !== undefined && best.worst >= CALENDAR_KEEP_MARGIN;
    for (const t of tries) {
      steps.push({
        family,
        base: [...chosen],
        tried: t.f,
        outOfFold: t.cv,
        lift: t.lift,
        kept: keep && t === best,
      });
    }
    if (!keep) return { chosen, steps };
    chosen.push(best.f);
    current = best.cv;
  }
}

const round2 = (v: number) => Math.round(v * 100) / 100;

/**
 * The calendar's points of a family: the chosen features fitted on the whole fit season beside
 * the committed stature points (+ comfort), each coefficient divided by that of the points column,
 * so a calendar feature is worth as many points as the fit says it is worth against stature. The
 * offset centres the fit season's calendar points on 0, so the score keeps stature's scale.
 */
export function fitCalendarWeights(
  family: Family,
  features: readonly CalendarFeature[] = selectCalendarFeatures(family).chosen,
): CalendarWeights {
  const d = calendarFitData(family);
  const table = dayShareTable(d.weekdays, d.targets);
  const x = d.games.map((_, i) =>
    designRow(d.statureFitted[i]! + d.comfort[i]!, d.calendar[i]!, table, features),
  );
  const scale = standardiser(x);
  const coefs = combine(family, x.map(scale.apply), d.targets);
  const raw = coefs.map((c, j) => c / scale.sds[j]!);
  const weights: CalendarWeights = { dayShare: 0, ownSlot: 0, weekend: 0, primeTime: 0, offset: 0 };
  features.forEach((f, j) => (weights[f] = round2(raw[j + 1]! / raw[0]!)));
  const mean =
    x.reduce(
      (s, row) => s + features.reduce((t, _, j) => t + weights[features[j]!] * row[j + 1]!, 0),
      0,
    ) / x.length;
  // + 0 turns −0 (no feature chosen) into 0.
  weights.offset = round2(-mean) + 0;
  return weights;
}

const fmt = (r: number) => (r < 0 ? '−' : '') + Math.abs(r).toFixed(3);
const signed = (r: number) => (r >= 0 ? '+' : '−') + Math.abs(r).toFixed(4);

/** The selection steps as a Markdown table (docs/scoring.md, "Calendar"). */
export function calendarSelectionTable(steps: readonly SelectionStep[]): string {
  const lines = [
    '| Fit season | In the model | Tried | Out of fold all / within | Lift all / within | Kept |',
    '| --- | --- | --- | --- | --- | --- |',
  ];
  for (const s of steps) {
    const { league, season } = fitSeasonOf(s.family);
    lines.push(
      `| ${league} ${season} | ${['stature + comfort', ...s.base].join(', ')} | ${s.tried ?? '—'} | ${fmt(s.outOfFold.all)} / ${fmt(s.outOfFold.withinTeam)} | ${s.lift ? `${signed(s.lift.all)} / ${signed(s.lift.withinTeam)}` : '—'} | ${s.tried === null ? '—' : s.kept ? 'yes' : 'no'} |`,
    );
  }
  return lines.join('\n');
}
