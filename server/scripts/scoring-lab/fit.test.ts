import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { KEEP_MARGIN, selectionResults, selectionTable } from './candidates.js';
import { fitLogistic, fitRidge, standardiser } from './fit.js';
import { crossValidate, FIT_FEATURES, fitFootballWeights, fitOtherWeights } from './fit-stature.js';
import {
  calendarSelectionTable,
  CALENDAR_KEEP_MARGIN,
  fitCalendarWeights,
  fitDayShare,
  selectCalendarFeatures,
} from './fit-calendar.js';
import {
  CALENDAR_WEIGHTS,
  DAY_SHARE,
  FOOTBALL_WEIGHTS,
  OTHER_WEIGHTS,
} from '../../src/modules/scoring/weights.js';

/** A deterministic pseudo-random stream (LCG), so the synthetic data is the same every run. */
function stream(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 2 ** 32;
    return state / 2 ** 32;
  };
}

describe('fitRidge', () => {
  it('recovers the coefficients of a noiseless linear signal', () => {
    const rand = stream(7);
    const rows = Array.from({ length: 200 }, () => [rand() * 2 - 1, rand() * 2 - 1, rand()]);
    const y = rows.map((r) => 3 + 2 * r[0]! - 1 * r[1]! + 0.5 * r[2]!);
    const fit = fitRidge(rows, y, 1e-6);
    expect(fit.coefficients[0]).toBeCloseTo(2, 4);
    expect(fit.coefficients[1]).toBeCloseTo(-1, 4);
    expect(fit.coefficients[2]).toBeCloseTo(0.5, 4);
    expect(fit.intercept).toBeCloseTo(3, 4);
  });
  it('shrinks towards zero as the penalty grows', () => {
    const rand = stream(3);
    const rows = Array.from({ length: 50 }, () => [rand()]);
    const y = rows.map((r) => 4 * r[0]! + rand() * 0.1);
    const small = fitRidge(rows, y, 0.01).coefficients[0]!;
    const large = fitRidge(rows, y, 100).coefficients[0]!;
    expect(Math.abs(large)).toBeLessThan(Math.abs(small));
  });
});

describe('fitLogistic', () => {
  it('finds the direction and rough size of a logistic signal', () => {
    const rand = stream(11);
    const rows = Array.from({ length: 2000 }, () => [rand() * 4 - 2, rand() * 4 - 2]);
    const labels = rows.map((r) =>
      rand() < 1 / (1 + Math.exp(-(1.5 * r[0]! - 0.5 * r[1]!))) ? 1 : 0,
    );
    const fit = fitLogistic(rows, labels, { l2: 0.01 });
    expect(fit.coefficients[0]).toBeGreaterThan(1.1);
    expect(fit.coefficients[0]).toBeLessThan(1.9);
    expect(fit.coefficients[1]).toBeLessThan(-0.2);
    expect(fit.coefficients[1]).toBeGreaterThan(-0.8);
    expect(fit.logLoss).toBeLessThan(Math.log(2));
  });
  it('rejects labels that do not match the rows', () => {
    expect(() => fitLogistic([[1]], [])).toThrow();
  });
});

describe('standardiser', () => {
  it('centres and scales each column', () => {
    const s = standardiser([
      [1, 10],
      [3, 10],
    ]);
    expect(s.apply([2, 10])).toEqual([0, 0]);
    expect(s.apply([3, 10])).toEqual([1, 0]);
  });
});

describe('the committed weights are the fit on the fit seasons', () => {
  // weights.ts is copied from `pnpm --filter @tiix/server fit:score`; refitting must give it back.
  it('NFL (fit on NFL 2024 closing lines)', () => {
    expect(fitFootballWeights()).toEqual(FOOTBALL_WEIGHTS);
  });
  it('other leagues (fit on NBA 2025-26 national TV)', () => {
    expect(fitOtherWeights()).toEqual(OTHER_WEIGHTS);
  });
  it('no stature reason lowers a game', () => {
    for (const w of [FOOTBALL_WEIGHTS, OTHER_WEIGHTS]) {
      for (const [key, value] of Object.entries(w))
        if (key !== 'base') expect(value).toBeGreaterThanOrEqual(0);
    }
  });
});

describe('model selection by cross-validation inside the fit seasons', () => {
  it('NFL 2024: scoring earns its place out of fold (all games and within team)', () => {
    const chosen = crossValidate('football');
    const without = crossValidate('football', {
      features: FIT_FEATURES.football.filter((f) => f !== 'scoring'),
    });
    expect(chosen.all).toBeGreaterThan(without.all + 0.1);
    expect(chosen.withinTeam).toBeGreaterThan(without.withinTeam + 0.1);
  }, 60_000);
  it('NBA 2025-26: scoring adds nothing out of fold, so the fit leaves it out', () => {
    const chosen = crossValidate('other');
    const withScoring = crossValidate('other', { features: [...FIT_FEATURES.other, 'scoring'] });
    expect(withScoring.all).toBeLessThan(chosen.all + KEEP_MARGIN);
    expect(withScoring.withinTeam).toBeLessThan(chosen.withinTeam + KEEP_MARGIN);
  }, 60_000);
  it('NBA 2025-26: the recent high draft pick earns its place out of fold', () => {
    const chosen = crossValidate('other');
    const without = crossValidate('other', {
      features: FIT_FEATURES.other.filter((f) => f !== 'highPick'),
    });
    expect(chosen.all).toBeGreaterThanOrEqual(without.all + KEEP_MARGIN);
    expect(chosen.withinTeam).toBeGreaterThanOrEqual(without.withinTeam + KEEP_MARGIN);
  }, 60_000);
  it('every candidate tried misses the keep rule, and docs/scoring.md shows their table', () => {
    const selection = selectionResults();
    const kept = selection.results.filter((r) => r.kept).map((r) => `${r.season}: ${r.name}`);
    expect(kept).toEqual([]);
    // The model before (half Elo, half point differential) loses to Elo alone out of fold.
    const before = selection.results.find((r) => r.name.includes('the model before'))!;
    expect(before.lift.all).toBeLessThan(-KEEP_MARGIN);
    expect(before.lift.withinTeam).toBeLessThan(-KEEP_MARGIN);
    const cells = (text: string) =>
      text
        .split('\n')
        .filter((line) => line.startsWith('|'))
        .map((line) =>
          line
            .split('|')
            .map((cell) => cell.trim())
            .join('|'),
        );
    const docs = cells(
      readFileSync(fileURLToPath(new URL('../../../docs/scoring.md', import.meta.url)), 'utf8'),
    );
    for (const row of cells(selectionTable(selection)).slice(2)) expect(docs).toContain(row);
  }, 300_000);
});

describe('the calendar (fit-calendar.ts)', () => {
  it('the committed calendar points and day shares are what the fit seasons give', () => {
    const football = selectCalendarFeatures('football');
    const other = selectCalendarFeatures('other');
    expect(fitCalendarWeights('football', football.chosen)).toEqual(CALENDAR_WEIGHTS.football);
    expect(fitCalendarWeights('other', other.chosen)).toEqual(CALENDAR_WEIGHTS.other);
    const days = fitDayShare('other');
    expect(DAY_SHARE).toEqual({ [days.league]: days.table });
    // Every kept step lifted both out-of-fold figures by the margin; docs/scoring.md shows them.
    for (const step of [...football.steps, ...other.steps].filter((s) => s.kept && s.lift)) {
      expect(Math.min(step.lift!.all, step.lift!.withinTeam)).toBeGreaterThanOrEqual(
        CALENDAR_KEEP_MARGIN,
      );
    }
    const docs = readFileSync(
      fileURLToPath(new URL('../../../docs/scoring.md', import.meta.url)),
      'utf8',
    );
    const cells = (line: string) =>
      line
        .split('|')
        .map((cell) => cell.trim())
        .join('|');
    const docRows = docs
      .split('\n')
      .filter((l) => l.startsWith('|'))
      .map(cells);
    const table = calendarSelectionTable([...football.steps, ...other.steps]).split('\n');
    for (const row of table.slice(2)) expect(docRows).toContain(cells(row));
  }, 300_000);
});
