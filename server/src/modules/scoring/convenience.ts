/**
 * Convenience: what makes a game easy or hard to go to, whoever the opponent is (day of the week,
 * kickoff hour, month climate at the venue, holidays). The team score uses the default taste; a
 * member's taste (member_tastes) reweighs the same inputs into their personal score. Points and
 * reasons are in docs/scoring.md, "Convenience".
 */
import type { FactorResult, Holiday, ScoredTag } from './factors.js';

/** The inputs convenience reads; stored on each game (games.convenience_inputs). */
export interface ConvenienceInput {
  /** 0 = Sunday ... 6 = Saturday, at the venue; null when the date is unknown. */
  weekday: number | null;
  /** Local kickoff hour 0-23; null when the time is not set. */
  localHour: number | null;
  holiday: Holiday | string | null;
  /** Dome, closed or retractable roof, indoor arena, or an indoor sport. */
  weatherProof: boolean;
  /** Month climate at the venue; null when unknown. */
  meanTempF: number | null;
  avgHighC: number | null;
  /** Share of days in the month with rain or snow, 0-1. */
  wetDayShare: number | null;
  /** The NFL plays on Sundays: a Sunday is the norm, a weeknight game is a national window. */
  football: boolean;
  /**
   * The calendar's points and reasons (calendar.ts), set by the model from the league's fitted
   * weights; a taste does not change them. Absent on a game scored before the calendar existed.
   */
  calendar?: { points: number; reasons: string[] };
}

export type DayPreference = 'any' | 'weekends' | 'weeknights';
export type KickoffPreference = 'any' | 'early' | 'late';
export type Tolerance = 'low' | 'medium' | 'high';

/** A member's taste (set once, for every team). */
export interface Taste {
  days: DayPreference;
  kickoff: KickoffPreference;
  coldTolerance: Tolerance;
  rainTolerance: Tolerance;
  /** Opponent names as games store them. */
  lovedOpponents: readonly string[];
  avoidedOpponents: readonly string[];
}

/** What the team score assumes: no preference, average tolerance, no favourite opponents. */
export const DEFAULT_TASTE: Taste = {
  days: 'any',
  kickoff: 'any',
  coldTolerance: 'medium',
  rainTolerance: 'medium',
  lovedOpponents: [],
  avoidedOpponents: [],
};

const clamp = (value: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, value));

/** Friday night, Saturday and Sunday: no work the next morning for most people. */
export const isWeekend = (weekday: number | null) =>
  weekday === 5 || weekday === 6 || weekday === 0;

/**
 * Day of the week, as a member's taste sees it. The team score (default taste) gives it nothing
 * here: what a day is worth to the market is the calendar's, fitted per league. A member who
 * prefers weekends gets +8 for a weekend date or a holiday ('Weekend') and −4 for a weekday; one
 * who prefers weeknights (weekends are for family) +4 for a weeknight ('Weeknight') and −2 for a
 * weekend.
 */
export function dayFactor(input: ConvenienceInput, taste: Taste = DEFAULT_TASTE): FactorResult {
  if (input.weekday === null || taste.days === 'any') return { points: 0, tags: [] };
  // A holiday is a day off like a weekend; holidayFactor adds its own points and name.
  const weekend = isWeekend(input.weekday) || input.holiday !== null;
  if (taste.days === 'weeknights') {
    return weekend
      ? { points: -2, tags: [] }
      : { points: 4, tags: [{ tag: 'Weeknight', weight: 45 }] };
  }
  if (!weekend) return { points: -4, tags: [] };
  return { points: 8, tags: isWeekend(input.weekday) ? [{ tag: 'Weekend', weight: 45 }] : [] };
}

/**
 * Kickoff hour (local). Default: a weekday start before 17:00 −4 (leave work early); a start at
 * 21:00 or later −2 (a late night). Early-kickoff taste: before 18:00 +3 ('Early kickoff'), 20:00
 * or later −3. Late-kickoff taste: 19:00 or later +3 ('Late kickoff'), before 17:00 −3.
 */
export function kickoffFactor(input: ConvenienceInput, taste: Taste = DEFAULT_TASTE): FactorResult {
  const hour = input.localHour;
  if (hour === null) return { points: 0, tags: [] };
  if (taste.kickoff === 'early') {
    if (hour < 18) return { points: 3, tags: [{ tag: 'Early kickoff', weight: 40 }] };
    return { points: hour >= 20 ? -3 : 0, tags: [] };
  }
  if (taste.kickoff === 'late') {
    if (hour >= 19) return { points: 3, tags: [{ tag: 'Late kickoff', weight: 40 }] };
    return { points: hour < 17 ? -3 : 0, tags: [] };
  }
  let points = 0;
  const dayOff = isWeekend(input.weekday) || input.holiday !== null;
  if (!dayOff && input.weekday !== null && hour < 17) points -= 4;
  if (hour >= 21) points -= 2;
  return { points, tags: [] };
}

const TOLERANCE_SCALE: Record<Tolerance, number> = { low: 1.5, medium: 1, high: 0.25 };

/**
 * Month climate at the venue, −10 to 0. Mean below 35 °F −2 to −6 ('Cold risk'); daily highs above
 * 31 °C −1 to −4 ('Heat'); more than 55 % wet days −2 ('Rain risk'). Weather-proof venues lose
 * nothing ('Dome' for outdoor sports). Cold tolerance scales the cold and heat points (low × 1.5,
 * high × 0.25), rain tolerance the rain points.
 */
export function climateFactor(input: ConvenienceInput, taste: Taste = DEFAULT_TASTE): FactorResult {
  if (input.weatherProof) {
    return { points: 0, tags: input.football ? [{ tag: 'Dome', weight: 35 }] : [] };
  }
  const tags: ScoredTag[] = [];
  let points = 0;
  const cold = TOLERANCE_SCALE[taste.coldTolerance];
  const rain = TOLERANCE_SCALE[taste.rainTolerance];
  if (input.meanTempF !== null && input.meanTempF < 35) {
    points -= clamp((35 - input.meanTempF) / 2, 2, 6) * cold;
    tags.push({ tag: 'Cold risk', weight: 60 });
  }
  if (input.avgHighC !== null && input.avgHighC > 31) {
    points -= clamp(input.avgHighC - 30, 1, 4) * cold;
    tags.push({ tag: 'Heat', weight: 55 });
  }
  if (input.wetDayShare !== null && input.wetDayShare > 0.55) {
    points -= 2 * rain;
    tags.push({ tag: 'Rain risk', weight: 50 });
  }
  return { points: Math.max(points, -10), tags };
}

/** A day off work: Thanksgiving and Christmas +6, the other US holidays +3, with the holiday's name. */
export function holidayFactor(input: ConvenienceInput): FactorResult {
  if (!input.holiday) return { points: 0, tags: [] };
  const big = input.holiday === 'Thanksgiving' || input.holiday === 'Christmas';
  return { points: big ? 6 : 3, tags: [{ tag: input.holiday, weight: 88 }] };
}

/** A loved opponent +12 ('You love <name>'), an avoided one −12 ('You avoid <name>'). */
export function opponentTasteFactor(opponent: string, taste: Taste): FactorResult {
  const same = (list: readonly string[]) =>
    list.some((name) => name.trim().toLowerCase() === opponent.trim().toLowerCase());
  if (same(taste.lovedOpponents)) {
    return { points: 12, tags: [{ tag: `You love ${opponent}`, weight: 99 }] };
  }
  if (same(taste.avoidedOpponents)) {
    return { points: -12, tags: [{ tag: `You avoid ${opponent}`, weight: 99 }] };
  }
  return { points: 0, tags: [] };
}

/** Calendar reasons come first among convenience reasons: they are what the fit found counts. */
const CALENDAR_TAG_WEIGHT = 84;

export interface ConvenienceScore {
  points: number;
  /** Most important first. */
  reasons: string[];
}

function ordered(results: FactorResult[]): string[] {
  return results
    .flatMap((r) => r.tags)
    .map((t, index) => ({ ...t, index }))
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((t) => t.tag)
    .filter((tag, i, all) => all.indexOf(tag) === i);
}

/**
 * Convenience points (calendar + day + kickoff + climate + holiday) and their reasons, for a taste.
 * The calendar's reasons rank by their own weight (calendar.ts) among the others.
 */
export function convenienceScore(
  input: ConvenienceInput,
  taste: Taste = DEFAULT_TASTE,
): ConvenienceScore {
  const calendar: FactorResult = {
    points: input.calendar?.points ?? 0,
    tags: (input.calendar?.reasons ?? []).map((tag) => ({ tag, weight: CALENDAR_TAG_WEIGHT })),
  };
  const results = [
    calendar,
    dayFactor(input, taste),
    kickoffFactor(input, taste),
    climateFactor(input, taste),
    holidayFactor(input),
  ];
  return {
    points: Math.round(results.reduce((sum, r) => sum + r.points, 0) * 10) / 10,
    reasons: ordered(results),
  };
}

export interface PersonalScoreInput {
  statureScore: number;
  convenienceInputs: ConvenienceInput;
  opponent: string;
  isPreseason: boolean;
}

/**
 * A member's personal score: the game's stature plus convenience under their taste plus their
 * feeling about the opponent, clamped to 0-100 (preseason keeps a fifth, like the team score).
 */
export function personalScore(
  input: PersonalScoreInput,
  taste: Taste,
): { score: number; reasons: string[] } {
  const convenience = convenienceScore(input.convenienceInputs, taste);
  const opponent = opponentTasteFactor(input.opponent, taste);
  const raw =
    (input.statureScore + convenience.points + opponent.points) * (input.isPreseason ? 0.2 : 1);
  return {
    score: Math.round(clamp(raw, 0, 100)),
    reasons: [...opponent.tags.map((t) => t.tag), ...convenience.reasons],
  };
}
