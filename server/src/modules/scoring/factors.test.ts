import { describe, expect, it } from 'vitest';
import {
  historyFactor,
  holidayOf,
  matchupFactor,
  opponentFactor,
  preseasonMultiplier,
  slotFactor,
  teamStrength,
  timingFactor,
  weatherFactor,
  type SlotInput,
  type WeatherInput,
} from './factors.js';

const tagsOf = (r: { tags: { tag: string }[] }) => r.tags.map((t) => t.tag);

describe('teamStrength', () => {
  it('is 0.5 without data, rises with win pct, rank and Elo', () => {
    expect(teamStrength({ winPct: null, rank: null, teamCount: null })).toBe(0.5);
    const good = teamStrength({ winPct: 0.8, rank: 2, teamCount: 32 });
    const bad = teamStrength({ winPct: 0.2, rank: 31, teamCount: 32 });
    expect(good).toBeGreaterThan(0.75);
    expect(bad).toBeLessThan(0.25);
    const withElo = teamStrength({ winPct: 0.5, rank: 16, teamCount: 32, elo: 1650 });
    expect(withElo).toBeGreaterThan(teamStrength({ winPct: 0.5, rank: 16, teamCount: 32 }) + 0.1);
  });

  it('regresses the record: a 17-0 team is not 1.0', () => {
    expect(teamStrength({ winPct: 1, rank: null, teamCount: null })).toBeCloseTo(0.835, 3);
  });
});

describe('opponentFactor', () => {
  it('scales 0-30 with strength and tags top and bottom opponents', () => {
    expect(opponentFactor(1, 1, 32).points).toBe(30);
    expect(opponentFactor(0, 32, 32).points).toBe(0);
    expect(tagsOf(opponentFactor(0.8, 3, 32))).toEqual(['Top-5 opponent']);
    expect(tagsOf(opponentFactor(0.7, 8, 32))).toEqual(['Top-10 opponent']);
    expect(tagsOf(opponentFactor(0.2, 30, 32))).toEqual(['Weak opponent']);
    expect(tagsOf(opponentFactor(0.5, null, null))).toEqual([]);
  });
});

describe('matchupFactor', () => {
  it('rewards two good teams and a close matchup', () => {
    const marquee = matchupFactor(0.7, 0.7);
    expect(tagsOf(marquee)).toEqual(['Marquee matchup', 'Even matchup']);
    expect(marquee.points).toBeGreaterThan(matchupFactor(0.9, 0.3).points);
    expect(matchupFactor(0.3, 0.3).points).toBeLessThan(marquee.points);
    expect(tagsOf(matchupFactor(0.3, 0.3))).toEqual([]);
  });
});

describe('holidayOf', () => {
  it('finds the US holidays sports schedules use', () => {
    expect(holidayOf('2025-11-27')).toBe('Thanksgiving');
    expect(holidayOf('2025-11-20')).toBeNull();
    expect(holidayOf('2025-12-25')).toBe('Christmas');
    expect(holidayOf('2026-01-01')).toBe("New Year's");
    expect(holidayOf('2025-07-04')).toBe('July 4th');
    expect(holidayOf('2025-09-01')).toBe('Labor Day');
    expect(holidayOf('2025-05-26')).toBe('Memorial Day');
    expect(holidayOf('2026-01-19')).toBe('MLK Day');
    expect(holidayOf('2025-10-14')).toBeNull();
  });
});

describe('slotFactor', () => {
  const nfl: SlotInput = {
    weekday: 0,
    localHour: 12,
    primetime: false,
    holiday: null,
    football: true,
  };
  it('NFL: prime time is the big bonus, a Sunday is the norm, a stranded weekday costs', () => {
    expect(slotFactor(nfl)).toEqual({ points: 0, tags: [{ tag: 'Weekend', weight: 30 }] });
    const snf = slotFactor({ ...nfl, localHour: 20, primetime: true });
    expect(snf.points).toBe(12);
    expect(tagsOf(snf)[0]).toBe('Prime time');
    expect(slotFactor({ ...nfl, weekday: 5, localHour: 20 }).points).toBe(0);
    expect(slotFactor({ ...nfl, weekday: 3, localHour: 13 }).points).toBe(-3);
  });
  it('other leagues: weekend and evening help, a weekday matinee costs', () => {
    const base = { ...nfl, football: false };
    expect(slotFactor({ ...base, weekday: 6, localHour: 19, primetime: true }).points).toBe(10);
    expect(slotFactor({ ...base, weekday: 2, localHour: 12 }).points).toBe(-4);
  });
  it('holidays add points and a tag', () => {
    const r = slotFactor({ ...nfl, weekday: 4, primetime: true, holiday: 'Thanksgiving' });
    expect(r.points).toBe(20);
    expect(tagsOf(r)).toContain('Thanksgiving');
  });
});

describe('weatherFactor', () => {
  const cold: WeatherInput = {
    roof: 'outdoors',
    indoorSport: false,
    meanTempF: 20,
    avgHighC: -2,
    wetDayShare: 0.6,
  };
  it('cold and wet months cost points with tags', () => {
    const r = weatherFactor(cold);
    expect(tagsOf(r)).toEqual(['Cold risk', 'Rain risk']);
    expect(r.points).toBe(-8);
  });
  it('heat costs points', () => {
    const r = weatherFactor({ ...cold, meanTempF: 85, avgHighC: 34, wetDayShare: 0.1 });
    expect(tagsOf(r)).toEqual(['Heat']);
    expect(r.points).toBe(-4);
  });
  it('domes, closed and retractable roofs are weather-proof', () => {
    for (const roof of ['dome', 'closed', 'retractable', 'indoor arena']) {
      expect(weatherFactor({ ...cold, roof })).toEqual({
        points: 0,
        tags: [{ tag: 'Dome', weight: 35 }],
      });
    }
  });
  it('indoor sports ignore the weather, mild months cost nothing', () => {
    expect(weatherFactor({ ...cold, indoorSport: true })).toEqual({ points: 0, tags: [] });
    expect(weatherFactor({ ...cold, meanTempF: 60, avgHighC: 20, wetDayShare: 0.3 })).toEqual({
      points: 0,
      tags: [],
    });
  });
});

describe('historyFactor', () => {
  const none = {
    sameDivision: false,
    sameConference: false,
    meetingsLastSeason: 1,
    playoffRematch: false,
    frequentMeetings: false,
  };
  it('division rivals, rematches and rare visits', () => {
    expect(historyFactor(none)).toEqual({ points: 0, tags: [] });
    expect(historyFactor({ ...none, sameDivision: true, sameConference: true }).points).toBe(9);
    expect(historyFactor({ ...none, sameDivision: true, frequentMeetings: true }).points).toBe(4);
    expect(historyFactor({ ...none, sameConference: true }).points).toBe(2);
    expect(tagsOf(historyFactor({ ...none, playoffRematch: true }))).toEqual(['Playoff rematch']);
    expect(tagsOf(historyFactor({ ...none, meetingsLastSeason: 0 }))).toEqual(['Rare visit']);
    expect(historyFactor({ ...none, meetingsLastSeason: null }).tags).toEqual([]);
  });
});

describe('timingFactor', () => {
  const mid = {
    seasonProgress: 0.5,
    opener: false,
    homeOpener: false,
    bothContenders: true,
    isPostseason: false,
  };
  it('openers, late-season races and playoffs', () => {
    expect(timingFactor(mid)).toEqual({ points: 0, tags: [] });
    expect(tagsOf(timingFactor({ ...mid, opener: true, homeOpener: true }))).toEqual([
      'Season opener',
    ]);
    expect(timingFactor({ ...mid, homeOpener: true }).points).toBe(4);
    expect(tagsOf(timingFactor({ ...mid, seasonProgress: 0.9 }))).toEqual(['Playoff race']);
    expect(timingFactor({ ...mid, seasonProgress: 0.9, bothContenders: false }).points).toBe(1);
    expect(timingFactor({ ...mid, seasonProgress: null, isPostseason: true }).points).toBe(25);
  });
});

describe('preseasonMultiplier', () => {
  it('keeps a fifth of a preseason score', () => {
    expect(preseasonMultiplier(true)).toBe(0.2);
    expect(preseasonMultiplier(false)).toBe(1);
  });
});
