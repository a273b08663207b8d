import { describe, expect, it } from 'vitest';
import { getSchedule } from '../leagues/league-data.js';
import { convenienceScore } from './convenience.js';
import { recentHighPickTeams, seasonFeatures } from './inputs.js';
import {
  convenienceInputsOf,
  scoreGame,
  starsFor,
  statureScore,
  statureVector,
  STATURE_FEATURES,
  type GameFeatures,
} from './model.js';
import { scoreSeason, scoreTeamGames } from './scoring.service.js';
import { OTHER_WEIGHTS, weightsFor } from './weights.js';

const nfl2025 = seasonFeatures('NFL', '2025');
const features = (key: string): GameFeatures => {
  const f = nfl2025.get(key);
  if (!f) throw new Error(`no features for ${key}`);
  return f;
};

describe('scoreGame on real games', () => {
  it('a prime-time Christmas game between strong teams outranks a Friday game against a weak visitor', () => {
    // Christmas night, Broncos at Chiefs: two playoff-calibre teams in a national window.
    const christmas = scoreGame(features('NFL-2025_17_DEN_KC'));
    // Friday afternoon Bears at Eagles: a 5-12 visitor outside the national windows.
    const friday = scoreGame(features('NFL-2025_13_CHI_PHI'));
    expect(features('NFL-2025_13_CHI_PHI').primetime).toBe(false);
    expect(christmas.tiixRank).toBeGreaterThan(friday.tiixRank + 20);
    expect(christmas.tiixReasonTags.slice(0, 2)).toEqual(['Christmas', 'Prime time']);
    expect(christmas.statureReasons).toContain('Prime time');
    expect(christmas.convenienceReasons).toEqual(['Christmas']);
    expect(christmas.tiixStars).toBeGreaterThan(friday.tiixStars);
    expect(christmas.tiixRationale).toBe(
      'Denver Broncos at Kansas City Chiefs is a solid game thanks to a Christmas date and a prime-time slot.',
    );
  });

  it('the score is stature plus convenience, each with its own reasons', () => {
    for (const f of [...nfl2025.values()].slice(0, 60)) {
      const s = scoreGame(f);
      if (f.isPreseason) continue;
      expect(s.tiixRank).toBe(
        Math.round(Math.min(100, Math.max(0, s.statureScore + s.convenienceScore))),
      );
      expect(s.convenienceScore).toBe(convenienceScore(s.convenienceInputs).points);
      // The stored inputs are the member-facing ones plus the calendar's points and reasons.
      expect(s.convenienceInputs).toEqual(convenienceInputsOf(f));
      expect(s.convenienceInputs).toMatchObject(f.convenience);
    }
  });

  it('statureVector is what the factors add up (the fit and the model agree)', () => {
    for (const league of ['NFL', 'NBA'] as const) {
      const season = league === 'NFL' ? '2025' : '2026-27';
      for (const f of seasonFeatures(league, season).values()) {
        if (f.timing.isPostseason || f.history.playoffRematch) continue;
        const w = weightsFor(f.football);
        const v = statureVector(f);
        const sum = w.base + STATURE_FEATURES.reduce((s, k) => s + w[k] * v[k], 0);
        expect(statureScore(f).points).toBeCloseTo(Math.min(100, Math.max(0, sum)), 6);
      }
    }
  });

  it('a dome neutralises the weather', () => {
    const dome = features('NFL-2025_14_WAS_MIN');
    expect(dome.convenience.weatherProof).toBe(true);
    const frozen = {
      ...dome,
      convenience: { ...dome.convenience, meanTempF: 5, avgHighC: -10, wetDayShare: 0.8 },
    };
    expect(scoreGame(frozen).tiixRank).toBe(scoreGame(dome).tiixRank);
    expect(scoreGame(frozen).convenienceReasons).toContain('Dome');
    const outdoors = { ...frozen, convenience: { ...frozen.convenience, weatherProof: false } };
    expect(scoreGame(outdoors).tiixRank).toBeLessThan(scoreGame(dome).tiixRank);
    expect(scoreGame(outdoors).tiixReasonTags).toEqual(
      expect.arrayContaining(['Cold risk', 'Rain risk']),
    );
  });

  it('a December game at Lambeau (no climate city near) uses the recorded stadium weather', () => {
    const lambeau = getSchedule('NFL', '2025').find(
      (g) => g.homeTeam === 'GB' && g.dateLocal?.startsWith('2025-12'),
    )!;
    const f = features(lambeau.key);
    expect(f.convenience.meanTempF).toBeLessThan(35);
    expect(scoreGame(f).tiixReasonTags).toContain('Cold risk');
  });

  it("last season's national TV picks give NBA visitors their appeal", () => {
    const nba = [...seasonFeatures('NBA', '2026-27').values()];
    const lakers = nba.find((f) => f.away.name === 'Los Angeles Lakers')!;
    const nets = nba.find((f) => f.away.name === 'Brooklyn Nets')!;
    expect(lakers.away.appeal!).toBeGreaterThan(1);
    expect(nets.away.appeal!).toBeLessThan(0);
    // 2025-26 has no earlier schedule in the data: no appeal is known, nothing is made up.
    expect([...seasonFeatures('NBA', '2025-26').values()][0]!.away.appeal).toBeNull();
  });

  it('teams with one of the worst records in the three seasons before last have a high pick', () => {
    // NBA 2025-26: the three worst records of 2021-22, 2022-23 and 2023-24 (ties at the cut).
    expect([...recentHighPickTeams('NBA', '2025-26')].sort()).toEqual(
      ['CHA', 'DET', 'HOU', 'ORL', 'POR', 'SAS', 'WAS'].sort(),
    );
    // Last season's record is in strength, not here: Utah (worst in 2024-25) is left out.
    expect(recentHighPickTeams('NBA', '2025-26').has('UTA')).toBe(false);
    expect(recentHighPickTeams('NBA', '2026-27').has('UTA')).toBe(true);
    // No draft lottery in the NFL; the NHL's 2023-24 table in the data has no worst record.
    expect(recentHighPickTeams('NFL', '2025').size).toBe(0);
    expect(recentHighPickTeams('NHL', '2025-26').size).toBe(0);
    expect([...recentHighPickTeams('WNBA', '2026')].sort()).toEqual(['IND', 'LA', 'PHX']);
    const spurs = [...seasonFeatures('NBA', '2025-26').values()].find(
      (f) => f.away.name === 'San Antonio Spurs' && !f.timing.isPostseason && !f.isPreseason,
    )!;
    expect(spurs.away.recentHighPick).toBe(true);
    expect(scoreGame(spurs).statureReasons).toContain('High draft pick');
    const without = { ...spurs, away: { ...spurs.away, recentHighPick: false } };
    expect(scoreGame(without).statureReasons).not.toContain('High draft pick');
    expect(statureScore(spurs).points - statureScore(without).points).toBeCloseTo(
      OTHER_WEIGHTS.highPick,
      6,
    );
  });

  it('preseason games score low', () => {
    const best = features('NFL-2025_17_DEN_KC');
    const preseason = scoreGame({ ...best, isPreseason: true });
    expect(preseason.tiixRank).toBeLessThanOrEqual(20);
    expect(preseason.tiixStars).toBe(1);
    expect(preseason.tiixReasonTags[0]).toBe('Preseason');
    expect(preseason.tiixRationale).toMatch(/preseason game/);
  });

  it('is deterministic and within bounds for every game of every league', () => {
    const seasons = [
      ['NFL', '2024'],
      ['NBA', '2025-26'],
      ['MLB', '2025'],
      ['NHL', '2025-26'],
      ['MLS', '2026'],
      ['NWSL', '2025'],
      ['WNBA', '2026'],
    ] as const;
    for (const [league, season] of seasons) {
      const scores = [...scoreSeason(league, season).values()];
      expect(scores.length).toBeGreaterThan(50);
      for (const s of scores) {
        expect(s.tiixRank).toBeGreaterThanOrEqual(0);
        expect(s.tiixRank).toBeLessThanOrEqual(100);
        expect(s.statureScore).toBeGreaterThanOrEqual(0);
        expect(s.statureScore).toBeLessThanOrEqual(100);
        expect(s.tiixStars).toBe(starsFor(s.tiixRank));
        expect(s.tiixReasonTags.length).toBeLessThanOrEqual(8);
        expect(s.slateRank).toBeLessThanOrEqual(s.slateSize);
        expect(s.tiixRationale).toMatch(/^[A-Z].*\.$/);
      }
    }
    const again = seasonFeatures('NFL', '2025').get('NFL-2025_01_DAL_PHI')!;
    expect(scoreGame(again)).toEqual(scoreGame(features('NFL-2025_01_DAL_PHI')));
  });

  it('stars follow the score', () => {
    expect([0, 34, 35, 50, 65, 80, 100].map(starsFor)).toEqual([1, 1, 2, 3, 4, 5, 5]);
  });
});

describe('scoreSeason slates', () => {
  it('ranks an NFL week and an NBA day', () => {
    const nfl = scoreSeason('NFL', '2025');
    const week1 = getSchedule('NFL', '2025').filter((g) => g.gameType === 'REG' && g.week === '1');
    const ranks = week1.map((g) => nfl.get(g.key)!.slateRank).sort((a, b) => a - b);
    expect(ranks).toEqual(week1.map((_, i) => i + 1));
    expect(nfl.get(week1[0]!.key)!.slateSize).toBe(week1.length);

    const nba = scoreSeason('NBA', '2025-26');
    const day = getSchedule('NBA', '2025-26').filter((g) => g.dateLocal === '2025-12-25');
    expect(day.length).toBeGreaterThan(1);
    expect(nba.get(day[0]!.key)!.slateSize).toBe(day.length);
    expect(nba.get(day[0]!.key)!.tiixReasonTags).toContain('Christmas');
  });
});

describe('scoreTeamGames', () => {
  const home = getSchedule('NFL', '2025').filter((g) => g.homeTeam === 'DAL' && !g.isPostseason);
  const rows = home.map((g) => ({ externalGameId: g.key, gameDate: new Date(g.kickoffEpochMs!) }));

  it('adds every scoring field with team ranks 1..n and the model version', () => {
    const scored = scoreTeamGames({ league: 'NFL', season: '2025', teamId: 'DAL', games: rows });
    expect(scored.map((g) => g.tiixRankTeam).sort((a, b) => a! - b!)).toEqual(
      rows.map((_, i) => i + 1),
    );
    const best = scored.find((g) => g.tiixRankTeam === 1)!;
    expect(best.tiixRankPercentile).toBe(100);
    expect(best.adp).toBe(Math.min(...scored.map((g) => g.adp!)));
    expect(best.resaleIndexPct).toBeGreaterThan(0);
    expect(best.teamPercentile).toBeGreaterThan(50);
    for (const g of scored) {
      for (const field of [
        'tiixRank',
        'tiixStars',
        'tiixRationale',
        'slateRank',
        'slateSize',
        'slatePercentile',
        'teamPercentile',
        'baseScore',
        'contextPct',
        'probGoneBeforePick',
        'adp',
        'resaleIndexPct',
        'excitementIndex',
        'statureScore',
        'convenienceScore',
        'statureReasons',
        'convenienceReasons',
        'convenienceInputs',
        'scoreModelVersion',
        'scoreDataHash',
      ] as const) {
        expect(g[field], field).not.toBeUndefined();
      }
    }
    const adps = scored.reduce((s, g) => s + g.adp!, 0);
    expect(adps).toBeCloseTo((rows.length * (rows.length + 1)) / 2, 0);
  });

  it('takes the team size for the draft values and leaves unknown games unscored', () => {
    const four = scoreTeamGames({ league: 'NFL', season: '2025', games: rows });
    const eight = scoreTeamGames({ league: 'NFL', season: '2025', games: rows, members: 8 });
    const third = (list: typeof four) =>
      list.find((g) => g.tiixRankTeam === 3)!.probGoneBeforePick!;
    expect(third(eight)).toBeGreaterThan(third(four));
    const custom = { externalGameId: null, gameDate: new Date() };
    expect(scoreTeamGames({ league: 'NFL', season: '2025', games: [custom] })).toEqual([custom]);
  });
});
