import { describe, expect, it } from 'vitest';
import type { ScheduleGame } from '../leagues/types.js';
import {
  calendarFactor,
  calendarVector,
  dayShareTable,
  slotName,
  type CalendarInput,
  type CalendarWeights,
} from './calendar.js';
import { slotGamesOf } from './inputs.js';
import { scoreGame, rationaleFor } from './model.js';
import { seasonFeatures } from './inputs.js';

const SATURDAY_NIGHT: CalendarInput = {
  weekday: 6,
  localHour: 19,
  dayShare: 0.07,
  slotGames: 0,
  weekend: true,
  primetime: true,
};
const W: CalendarWeights = { dayShare: 80, ownSlot: 30, weekend: 0, primeTime: 0, offset: -10 };

describe('calendar', () => {
  it('a game alone in its slot on a national day earns points and names them', () => {
    expect(calendarVector(SATURDAY_NIGHT)).toEqual({
      dayShare: 0.07,
      ownSlot: 1,
      weekend: 1,
      primeTime: 1,
    });
    const alone = calendarFactor(SATURDAY_NIGHT, W);
    expect(alone.points).toBeCloseTo(-10 + 80 * 0.07 + 30, 6);
    expect(alone.tags.map((t) => t.tag)).toEqual(['Saturday night', 'Own time slot']);
    // Three other games in the slot: a quarter of the slot's points, no slot reason.
    const shared = calendarFactor({ ...SATURDAY_NIGHT, slotGames: 3, dayShare: -0.1 }, W);
    expect(shared.points).toBeCloseTo(-10 - 8 + 7.5, 6);
    expect(shared.tags).toEqual([]);
    // A league without a fit season has no day share: the day earns nothing.
    expect(calendarFactor({ ...SATURDAY_NIGHT, dayShare: null }, W).tags[0]!.tag).toBe(
      'Own time slot',
    );
  });

  it('names the day and part of day', () => {
    expect(slotName(6, 19)).toBe('Saturday night');
    expect(slotName(0, 13)).toBe('Sunday afternoon');
    expect(slotName(2, null)).toBe('Tuesday');
  });

  it("the day-of-week share is each day's mean signal minus the overall mean", () => {
    expect(dayShareTable([0, 0, 6, 6], [0, 0, 1, 1])).toEqual([-0.5, 0, 0, 0, 0, 0, 0.5]);
  });

  it('counts the other games starting within the hour', () => {
    const game = (key: string, minutes: number) =>
      ({ key, kickoffEpochMs: minutes * 60_000, isPreseason: false }) as ScheduleGame;
    const slots = slotGamesOf([game('a', 0), game('b', 30), game('c', 60), game('d', 200)]);
    expect(Object.fromEntries(slots)).toEqual({ a: 2, b: 2, c: 2, d: 0 });
  });

  it('on a real NBA game, the reasons and the rationale say the calendar carried it', () => {
    const f = seasonFeatures('NBA', '2025-26').get('NBA-401809244')!;
    const s = scoreGame(f);
    expect(s.tiixReasonTags.slice(0, 2)).toEqual(['Tuesday night', 'Own time slot']);
    expect(s.convenienceReasons).toEqual(['Tuesday night', 'Own time slot']);
    expect(s.tiixRationale).toContain('Its date and time slot lift it more than the matchup.');
    expect(
      rationaleFor({
        rank: 70,
        tags: ['Saturday night'],
        home: 'H',
        away: 'A',
        isPreseason: false,
      }),
    ).toBe('A at H is a strong game thanks to a Saturday night date.');
  });
});
