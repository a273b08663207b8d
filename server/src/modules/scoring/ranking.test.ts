import { describe, expect, it } from 'vitest';
import { draftValues, normalCdf, percentileOf, rankByScore, resaleIndexPct } from './ranking.js';

const items = [
  { key: 'a', score: 80, epochMs: 3 },
  { key: 'b', score: 60, epochMs: 1 },
  { key: 'c', score: 60, epochMs: 2 },
  { key: 'd', score: 30, epochMs: 4 },
];

describe('ranking', () => {
  it('ranks by score, ties by date', () => {
    expect([...rankByScore(items)]).toEqual([
      ['a', 1],
      ['b', 2],
      ['c', 3],
      ['d', 4],
    ]);
  });
  it('percentiles run from 100 (best) to 0', () => {
    expect(percentileOf(1, 4)).toBe(100);
    expect(percentileOf(4, 4)).toBe(0);
    expect(percentileOf(2, 4)).toBe(66.7);
    expect(percentileOf(1, 1)).toBe(100);
  });
  it('normalCdf', () => {
    expect(normalCdf(0)).toBeCloseTo(0.5, 6);
    expect(normalCdf(1.96)).toBeCloseTo(0.975, 3);
    expect(normalCdf(-1.96)).toBeCloseTo(0.025, 3);
  });
  it('draft values: the best game goes first, ADP sums to the pick count', () => {
    const values = draftValues(items, 4);
    expect(values.get('a')!.adp).toBeLessThan(1.2);
    expect(values.get('d')!.adp).toBeGreaterThan(3.8);
    const sum = [...values.values()].reduce((s, v) => s + v.adp, 0);
    expect(sum).toBeCloseTo(10, 0);
    expect(values.get('a')!.probGoneBeforePick).toBeGreaterThan(0.95);
    expect(values.get('d')!.probGoneBeforePick).toBeLessThan(0.05);
    // One member never waits for anybody.
    expect(draftValues(items, 1).get('a')!.probGoneBeforePick).toBe(0);
    // A bigger team takes more games before the last member's first turn.
    expect(draftValues(items, 8).get('c')!.probGoneBeforePick).toBeGreaterThan(
      values.get('c')!.probGoneBeforePick,
    );
  });
  it('resale index against the team mean', () => {
    expect(resaleIndexPct(50, 50)).toBe(0);
    expect(resaleIndexPct(100, 50)).toBeCloseTo(182.8, 1);
    expect(resaleIndexPct(25, 50)).toBeLessThan(-60);
  });
});
