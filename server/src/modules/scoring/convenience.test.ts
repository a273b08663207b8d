import { describe, expect, it } from 'vitest';
import {
  climateFactor,
  convenienceScore,
  dayFactor,
  DEFAULT_TASTE,
  holidayFactor,
  kickoffFactor,
  opponentTasteFactor,
  personalScore,
  type ConvenienceInput,
  type Taste,
} from './convenience.js';

const SATURDAY_NIGHT: ConvenienceInput = {
  weekday: 6,
  localHour: 19,
  holiday: null,
  weatherProof: false,
  meanTempF: 60,
  avgHighC: 20,
  wetDayShare: 0.3,
  football: false,
};
const TUESDAY_AFTERNOON: ConvenienceInput = { ...SATURDAY_NIGHT, weekday: 2, localHour: 13 };
const taste = (t: Partial<Taste>): Taste => ({ ...DEFAULT_TASTE, ...t });

describe('dayFactor', () => {
  it("default: no points, the league's calendar prices the day", () => {
    expect(dayFactor(SATURDAY_NIGHT)).toEqual({ points: 0, tags: [] });
    expect(dayFactor(TUESDAY_AFTERNOON).points).toBe(0);
  });
  it('a weekends taste lifts weekends, a weeknights taste weeknights', () => {
    expect(dayFactor(SATURDAY_NIGHT, taste({ days: 'weekends' }))).toEqual({
      points: 8,
      tags: [{ tag: 'Weekend', weight: 45 }],
    });
    expect(dayFactor({ ...SATURDAY_NIGHT, weekday: 5 }, taste({ days: 'weekends' })).points).toBe(
      8,
    );
    expect(dayFactor(SATURDAY_NIGHT, taste({ days: 'weekends' })).points).toBe(8);
    expect(dayFactor(TUESDAY_AFTERNOON, taste({ days: 'weekends' })).points).toBe(-4);
    expect(dayFactor(SATURDAY_NIGHT, taste({ days: 'weeknights' })).points).toBe(-2);
    const weeknight = dayFactor(TUESDAY_AFTERNOON, taste({ days: 'weeknights' }));
    expect(weeknight).toEqual({ points: 4, tags: [{ tag: 'Weeknight', weight: 45 }] });
  });
});

describe('kickoffFactor', () => {
  it('default: a weekday matinee −4, a start at 21:00 or later −2', () => {
    expect(kickoffFactor(TUESDAY_AFTERNOON).points).toBe(-4);
    expect(kickoffFactor(SATURDAY_NIGHT).points).toBe(0);
    expect(kickoffFactor({ ...SATURDAY_NIGHT, localHour: 21 }).points).toBe(-2);
    expect(kickoffFactor({ ...SATURDAY_NIGHT, localHour: null }).points).toBe(0);
  });
  it('early and late tastes', () => {
    expect(kickoffFactor(TUESDAY_AFTERNOON, taste({ kickoff: 'early' })).points).toBe(3);
    expect(
      kickoffFactor({ ...SATURDAY_NIGHT, localHour: 20 }, taste({ kickoff: 'early' })).points,
    ).toBe(-3);
    expect(kickoffFactor(SATURDAY_NIGHT, taste({ kickoff: 'late' })).tags[0]!.tag).toBe(
      'Late kickoff',
    );
    expect(kickoffFactor(TUESDAY_AFTERNOON, taste({ kickoff: 'late' })).points).toBe(-3);
  });
});

describe('climateFactor', () => {
  const january: ConvenienceInput = { ...SATURDAY_NIGHT, meanTempF: 21, wetDayShare: 0.6 };
  it('cold and wet months cost points with tags; a dome none', () => {
    const cold = climateFactor(january);
    expect(cold.points).toBe(-6 - 2);
    expect(cold.tags.map((t) => t.tag)).toEqual(['Cold risk', 'Rain risk']);
    expect(climateFactor({ ...january, weatherProof: true }).points).toBe(0);
    expect(climateFactor({ ...january, weatherProof: true, football: true }).tags[0]!.tag).toBe(
      'Dome',
    );
    expect(climateFactor({ ...SATURDAY_NIGHT, avgHighC: 34 }).tags[0]!.tag).toBe('Heat');
  });
  it('tolerance scales the cost: low × 1.5, high × 0.25', () => {
    expect(
      climateFactor(january, taste({ coldTolerance: 'low', rainTolerance: 'low' })).points,
    ).toBe(-10);
    expect(
      climateFactor(january, taste({ coldTolerance: 'high', rainTolerance: 'high' })).points,
    ).toBe(-1.5 - 0.5);
  });
});

describe('holidayFactor and opponentTasteFactor', () => {
  it('a day off work adds points; loved and avoided opponents move 12', () => {
    expect(holidayFactor({ ...SATURDAY_NIGHT, holiday: 'Christmas' }).points).toBe(6);
    expect(holidayFactor({ ...SATURDAY_NIGHT, holiday: 'Labor Day' }).points).toBe(3);
    const t = taste({ lovedOpponents: ['Dallas Cowboys'], avoidedOpponents: ['New York Jets'] });
    expect(opponentTasteFactor('dallas cowboys', t).points).toBe(12);
    expect(opponentTasteFactor('New York Jets', t).tags[0]!.tag).toBe('You avoid New York Jets');
    expect(opponentTasteFactor('Chicago Bears', t).points).toBe(0);
  });
});

describe('convenienceScore and personalScore', () => {
  it('the default taste gives the team convenience: the calendar plus the comfort rules', () => {
    expect(convenienceScore(SATURDAY_NIGHT)).toEqual({ points: 0, reasons: [] });
    expect(convenienceScore(TUESDAY_AFTERNOON).points).toBe(-4);
    const calendar = { points: 7.5, reasons: ['Saturday night', 'Own time slot'] };
    expect(convenienceScore({ ...SATURDAY_NIGHT, calendar })).toEqual(calendar);
    // A taste adds to the calendar; it never changes it.
    expect(convenienceScore({ ...SATURDAY_NIGHT, calendar }, taste({ days: 'weekends' }))).toEqual({
      points: 15.5,
      reasons: ['Saturday night', 'Own time slot', 'Weekend'],
    });
  });
  it('a taste reorders two games the team score ties', () => {
    const game = (inputs: ConvenienceInput, opponent: string) => ({
      statureScore: 50,
      convenienceInputs: inputs,
      opponent,
      isPreseason: false,
    });
    const weeknights = taste({ days: 'weeknights', kickoff: 'early' });
    const sat = personalScore(game(SATURDAY_NIGHT, 'A'), weeknights);
    const tue = personalScore(game(TUESDAY_AFTERNOON, 'B'), weeknights);
    expect(tue.score).toBeGreaterThan(sat.score);
    expect(tue.reasons).toEqual(['Weeknight', 'Early kickoff']);
    const loved = personalScore(game(SATURDAY_NIGHT, 'A'), taste({ lovedOpponents: ['A'] }));
    expect(loved.score).toBe(62);
    expect(loved.reasons[0]).toBe('You love A');
    expect(
      personalScore(
        { ...game(SATURDAY_NIGHT, 'A'), statureScore: 99 },
        taste({ lovedOpponents: ['A'] }),
      ).score,
    ).toBe(100);
    expect(
      personalScore({ ...game(SATURDAY_NIGHT, 'A'), isPreseason: true }, DEFAULT_TASTE).score,
    ).toBe(10);
  });
});
