/**
 * The calendar part of convenience: when the league puts the game. A league's national windows are
 * set with its published schedule, before the season: the days of the week its broadcasters pick
 * (NBA: Tuesday and Saturday nights; the NFL: Thursday to Monday nights) and the games the league
 * gives a slot of their own. How many points each earns is fitted per league family on the fit
 * seasons (scripts/scoring-lab/fit-calendar.ts, weights.ts); docs/scoring.md, "Calendar", has the
 * method and table.
 */
import type { FactorResult, ScoredTag } from './factors.js';

/** What the calendar reads of a game; built by inputs.ts from the published schedule. */
export interface CalendarInput {
  /** 0 = Sunday ... 6 = Saturday, at the venue; null when the date is unknown. */
  weekday: number | null;
  /** Local start hour 0-23; null when the time is not set. */
  localHour: number | null;
  /**
   * The league's share of national games on this weekday in its fit season, minus its share over
   * all days (so 0 is an ordinary day); null where the league has no fit season of its own.
   */
  dayShare: number | null;
  /** Other games of the league starting within SLOT_MINUTES of this one; null without a time. */
  slotGames: number | null;
  /** Friday, Saturday or Sunday at the venue. */
  weekend: boolean;
  /** Start at or after 19:00 US Eastern (the data's flag). */
  primetime: boolean;
}

/** Two games starting this close compete for the same viewers: they share a slot. */
export const SLOT_MINUTES = 60;

export const CALENDAR_FEATURES = ['dayShare', 'ownSlot', 'weekend', 'primeTime'] as const;
export type CalendarFeature = (typeof CALENDAR_FEATURES)[number];

/** Points per unit of each calendar feature, and an offset so the fit season averages 0. */
export type CalendarWeights = Record<CalendarFeature, number> & { offset: number };

/**
 * The calendar features as numbers (the fit's design row). ownSlot is 1 for a game alone in its
 * slot, ½ with one other game, ⅓ with two...: the fewer games beside it, the more the league is
 * showing it to the whole country.
 */
export function calendarVector(c: CalendarInput): Record<CalendarFeature, number> {
  return {
    dayShare: c.dayShare ?? 0,
    ownSlot: c.slotGames === null ? 0 : 1 / (1 + c.slotGames),
    weekend: c.weekend ? 1 : 0,
    primeTime: c.primetime ? 1 : 0,
  };
}

/**
 * Each weekday's mean signal (national TV: the share of national games) minus the mean over all
 * days, Sunday first; a weekday without games is 0. One home for the "day-of-week share" rule:
 * the model's table, the fit's folds and the evaluation's baseline all use it.
 */
export function dayShareTable(weekdays: readonly number[], signal: readonly number[]): number[] {
  const sum = new Array<number>(7).fill(0);
  const count = new Array<number>(7).fill(0);
  weekdays.forEach((d, i) => {
    sum[d]! += signal[i]!;
    count[d]! += 1;
  });
  const overall = signal.reduce((a, b) => a + b, 0) / Math.max(1, signal.length);
  const round = (v: number) => Math.round(v * 1000) / 1000;
  return sum.map((s, d) => (count[d]! > 0 ? round(s / count[d]! - overall) : 0));
}

const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** 'Saturday night', 'Sunday afternoon': the day and part of day a member reads on a ticket. */
export function slotName(weekday: number, localHour: number | null): string {
  const part = localHour === null ? '' : localHour >= 17 ? ' night' : ' afternoon';
  return `${DAY_NAMES[weekday]}${part}`;
}

/** A calendar feature earns its reason when it lifts the game by at least this many points. */
const REASON_POINTS = 1;

/**
 * The calendar's points for a game under its league's weights, with the reasons that lift it: the
 * day and part of day when the league's broadcasters favour that day ('Saturday night'), 'Own
 * time slot' when no other league game starts within the hour, 'Prime time' and 'Weekend' where
 * the league's fit gives them points.
 */
export function calendarFactor(c: CalendarInput, w: CalendarWeights): FactorResult {
  const v = calendarVector(c);
  const tags: ScoredTag[] = [];
  const day = w.dayShare * v.dayShare;
  if (day >= REASON_POINTS && c.weekday !== null) {
    tags.push({ tag: slotName(c.weekday, c.localHour), weight: 84 });
  }
  if (c.slotGames === 0 && w.ownSlot * v.ownSlot >= REASON_POINTS) {
    tags.push({ tag: 'Own time slot', weight: 82 });
  }
  if (c.primetime && w.primeTime >= REASON_POINTS) tags.push({ tag: 'Prime time', weight: 85 });
  if (c.weekend && w.weekend >= REASON_POINTS) tags.push({ tag: 'Weekend', weight: 45 });
  const points = w.offset + day + w.ownSlot * v.ownSlot + w.weekend * v.weekend;
  return { points: points + w.primeTime * v.primeTime, tags };
}
