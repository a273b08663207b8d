import { describe, expect, it } from 'vitest';
import {
  appealFactor,
  draftFactor,
  holidayOf,
  matchupFactor,
  nationalWindowFactor,
  opponentFactor,
  preseasonMultiplier,
  rivalryFactor,
  scoringFactor,
  timingFactor,
  HOME_EDGE,
  type HistoryInput,
  type StatureWeights,
  type TeamProfile,
} from './factors.js';

const W: StatureWeights = {
  base: 45,
  opponent: 10,
  home: 8,
  closeness: 4,
  scoring: 2,
  appeal: 6,
  highPick: 7,
  division: 5,
  local: 3,
  race: 4,
  opener: 2,
  primeTime: 12,
};

const team = (strength: number, extra: Partial<TeamProfile> = {}): TeamProfile => ({
  name: 'Team',
  winPct: 0.5,
  rank: 15,
  teamCount: 30,
  strength,
  appeal: null,
  playoffGamesLastSeason: null,
  scoring: 0,
  recentHighPick: false,
  ...extra,
});

describe('opponentFactor', () => {
  it('scales with the visitor strength and tags top and bottom opponents', () => {
    expect(opponentFactor(team(1), W).points).toBe(10);
    expect(opponentFactor(team(-1), W).points).toBe(-10);
    expect(opponentFactor(team(0), W).points).toBe(0);
    expect(opponentFactor(team(1.5, { rank: 3 }), W).tags[0]!.tag).toBe('Top-5 opponent');
    expect(opponentFactor(team(1, { rank: 8 }), W).tags[0]!.tag).toBe('Top-10 opponent');
    expect(opponentFactor(team(-1.5, { rank: 28 }), W).tags[0]!.tag).toBe('Weak opponent');
    expect(opponentFactor(team(0, { rank: null }), W).tags).toEqual([]);
  });
});

describe('matchupFactor', () => {
  it('adds the home strength and takes the expected edge (home edge included) away', () => {
    expect(HOME_EDGE).toBe(0.3);
    expect(matchupFactor(team(1), team(1), W).points).toBeCloseTo(8 - 4 * 0.3);
    expect(matchupFactor(team(1), team(-1), W).points).toBeCloseTo(8 - 4 * 2.3);
    // The closest game is the one where the visitor is better by the home edge.
    expect(matchupFactor(team(1), team(1.3), W).points).toBeCloseTo(8);
    const tags = matchupFactor(team(0.8), team(1), W).tags.map((t) => t.tag);
    expect(tags).toEqual(['Marquee matchup', 'Even matchup']);
    // Equal teams are not even: the home side is expected to win by the home edge.
    expect(matchupFactor(team(1), team(0.9), W).tags.map((t) => t.tag)).toEqual([
      'Marquee matchup',
    ]);
    // Two weak teams are close, but not an even matchup worth a tag.
    expect(matchupFactor(team(-1), team(-0.8), W).tags).toEqual([]);
  });
});

describe('scoringFactor', () => {
  it("adds both teams' scoring; two high-scoring teams are a 'High-scoring matchup'", () => {
    const shootout = scoringFactor(team(0, { scoring: 1 }), team(0, { scoring: 0.5 }), W);
    expect(shootout.points).toBeCloseTo(3);
    expect(shootout.tags.map((t) => t.tag)).toEqual(['High-scoring matchup']);
    const low = scoringFactor(team(0, { scoring: -1 }), team(0, { scoring: 0.5 }), W);
    expect(low).toEqual({ points: -1, tags: [] });
    // Where the fit gave scoring nothing, it earns no points and no tag.
    expect(
      scoringFactor(team(0, { scoring: 1 }), team(0, { scoring: 1 }), { ...W, scoring: 0 }),
    ).toEqual({ points: 0, tags: [] });
  });
});

describe('appealFactor', () => {
  it("adds both teams' national appeal; a top visitor is a 'National draw'", () => {
    const draw = appealFactor(team(0, { appeal: 0.5 }), team(0, { appeal: 1.5 }), W);
    expect(draw.points).toBeCloseTo(12);
    expect(draw.tags.map((t) => t.tag)).toEqual(['National draw']);
    expect(appealFactor(team(0), team(0), W)).toEqual({ points: 0, tags: [] });
  });
});

describe('draftFactor', () => {
  it("adds a point set per team with a recent high draft pick, tagged 'High draft pick'", () => {
    const pick = { recentHighPick: true };
    expect(draftFactor(team(0), team(0), W)).toEqual({ points: 0, tags: [] });
    const visitor = draftFactor(team(0), team(-1, pick), W);
    expect(visitor.points).toBe(7);
    expect(visitor.tags.map((t) => t.tag)).toEqual(['High draft pick']);
    expect(draftFactor(team(0, pick), team(0), W).points).toBe(7);
    expect(draftFactor(team(0, pick), team(0, pick), W).points).toBe(14);
    // Where the fit gave it nothing, it earns no points and no tag.
    expect(draftFactor(team(0, pick), team(0, pick), { ...W, highPick: 0 })).toEqual({
      points: 0,
      tags: [],
    });
  });
});

describe('rivalryFactor', () => {
  const none: HistoryInput = {
    sameDivision: false,
    sameConference: false,
    distanceKm: 2000,
    meetingsLastSeason: 1,
    playoffRematch: false,
    frequentMeetings: false,
  };
  it('division rivals, local rivals and playoff rematches', () => {
    expect(rivalryFactor(none, W)).toEqual({ points: 0, tags: [] });
    const division = rivalryFactor({ ...none, sameDivision: true }, W);
    expect(division.points).toBe(5);
    expect(division.tags[0]!.tag).toBe('Division rival');
    expect(rivalryFactor({ ...none, sameDivision: true, frequentMeetings: true }, W).points).toBe(
      2.5,
    );
    const local = rivalryFactor({ ...none, distanceKm: 150 }, W);
    expect(local.points).toBe(3);
    expect(local.tags[0]!.tag).toBe('Local rival');
    const rematch = rivalryFactor({ ...none, playoffRematch: true }, W);
    expect(rematch.points).toBe(3);
    expect(rematch.tags[0]!.tag).toBe('Playoff rematch');
  });
  it('a rivalry the fit gave no weight earns no tag', () => {
    expect(rivalryFactor({ ...none, distanceKm: 150 }, { ...W, local: 0 }).tags).toEqual([]);
    expect(rivalryFactor({ ...none, sameDivision: true }, { ...W, division: 0 }).tags).toEqual([]);
  });
});

describe('timingFactor', () => {
  const base = { seasonProgress: 0.3, opener: false, homeOpener: false, isPostseason: false };
  it('openers, late-season races between contenders, and playoffs', () => {
    expect(timingFactor(base, team(1), team(1), W).points).toBe(0);
    expect(timingFactor({ ...base, opener: true }, team(0), team(0), W).tags[0]!.tag).toBe(
      'Season opener',
    );
    expect(timingFactor({ ...base, homeOpener: true }, team(0), team(0), W).tags[0]!.tag).toBe(
      'Home opener',
    );
    const race = timingFactor({ ...base, seasonProgress: 0.9 }, team(1), team(0.5), W);
    expect(race.points).toBe(2);
    expect(race.tags[0]!.tag).toBe('Playoff race');
    expect(timingFactor({ ...base, seasonProgress: 0.9 }, team(1), team(-1), W).points).toBe(0);
    const playoff = timingFactor({ ...base, isPostseason: true }, team(0), team(0), W);
    expect(playoff.points).toBe(25);
    expect(playoff.tags[0]!.tag).toBe('Playoffs');
  });
});

describe('nationalWindowFactor', () => {
  it('is the NFL prime-time bonus only', () => {
    expect(nationalWindowFactor(true, true, W)).toEqual({
      points: 12,
      tags: [{ tag: 'Prime time', weight: 85 }],
    });
    expect(nationalWindowFactor(false, true, W).points).toBe(0);
    expect(nationalWindowFactor(true, false, W).points).toBe(0);
  });
});

describe('holidayOf', () => {
  it('finds the US holidays sports schedules use', () => {
    expect(holidayOf('2025-11-27')).toBe('Thanksgiving');
    expect(holidayOf('2025-12-25')).toBe('Christmas');
    expect(holidayOf('2026-01-01')).toBe("New Year's");
    expect(holidayOf('2026-07-04')).toBe('July 4th');
    expect(holidayOf('2025-09-01')).toBe('Labor Day');
    expect(holidayOf('2026-05-25')).toBe('Memorial Day');
    expect(holidayOf('2026-01-19')).toBe('MLK Day');
    expect(holidayOf('2025-10-12')).toBeNull();
  });
});

describe('preseasonMultiplier', () => {
  it('keeps a fifth of a preseason score', () => {
    expect(preseasonMultiplier(true)).toBe(0.2);
    expect(preseasonMultiplier(false)).toBe(1);
  });
});
