import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  evaluateModel,
  evaluationTable,
  FIT_SEASONS,
  gateFailures,
  REPORTED_SEASONS,
  spearman,
  type ModelEvaluation,
} from './evaluation.js';
import { scoreSeason } from './scoring.service.js';

const SERVER_DIR = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * The reported seasons where stature does not yet beat a baseline by 0.03, as docs/scoring.md
 * states them. An improvement or a regression both change this list: update the docs with it.
 */
const KNOWN_SHORTFALLS = [
  'NBA 2026-27: winPct (within team)',
  'WNBA 2026: pointDiff (all games), pointDiff (within team)',
];

let evaluated: ModelEvaluation[] = [];
const results = () => evaluated;
// Scoring five seasons and bootstrapping every figure takes a while on a loaded machine.
beforeAll(() => {
  evaluated = evaluateModel((ref) => scoreSeason(ref.league, ref.season));
}, 300_000);

describe('spearman', () => {
  it('is 1 for the same order, −1 for the reverse, and averages ties', () => {
    expect(spearman([1, 2, 3, 4], [10, 20, 30, 40])).toBeCloseTo(1);
    expect(spearman([1, 2, 3, 4], [4, 3, 2, 1])).toBeCloseTo(-1);
    expect(spearman([1, 2, 3, 4], [0, 0, 1, 1])).toBeCloseTo(0.894, 3);
    expect(spearman([1, 1, 1], [1, 2, 3])).toBeNaN();
  });
});

describe('evaluation', () => {
  it('never reports a season that set the weights', () => {
    const key = (s: { league: string; season: string }) => `${s.league} ${s.season}`;
    const fit = new Set(FIT_SEASONS.map(key));
    expect(REPORTED_SEASONS.filter((s) => fit.has(key(s)))).toEqual([]);
    expect(REPORTED_SEASONS.length).toBeGreaterThanOrEqual(3);
  });

  it('gates the reported seasons: every shortfall is one docs/scoring.md admits', () => {
    const failures = gateFailures(results()).map(
      (s) => `${s.league} ${s.season}: ${s.shortfalls.join(', ')}`,
    );
    expect(failures).toEqual(KNOWN_SHORTFALLS);
    // Where it passes, it passes by the margin over every baseline.
    const stature = results().find((r) => r.view === 'stature')!;
    const nba = stature.seasons.find((s) => s.league === 'NBA' && s.role === 'reported')!;
    expect(nba.score.all).toBeGreaterThanOrEqual(nba.baselines.winPct!.all + 0.03);
    const nfl = stature.seasons.find((s) => s.league === 'NFL' && s.role === 'reported')!;
    expect(nfl.shortfalls).toEqual([]);
    for (const b of Object.values(nfl.baselines)) {
      expect(nfl.score.all).toBeGreaterThanOrEqual(b.all + 0.03);
      expect(nfl.score.withinTeam).toBeGreaterThanOrEqual(b.withinTeam + 0.03);
    }
  });

  it('gives every figure a bootstrap interval around it', () => {
    for (const result of results()) {
      for (const s of result.seasons) {
        const { score, margin } = s.intervals;
        expect(score.all.lo).toBeLessThanOrEqual(s.score.all);
        expect(score.all.hi).toBeGreaterThanOrEqual(s.score.all);
        expect(score.withinTeam.lo).toBeLessThanOrEqual(s.score.withinTeam);
        expect(score.withinTeam.hi).toBeGreaterThanOrEqual(s.score.withinTeam);
        expect(margin.all.lo).toBeLessThan(margin.all.hi);
        expect(margin.withinTeam.lo).toBeLessThan(margin.withinTeam.hi);
        // The margin is the score minus the strongest baseline.
        const best = Math.max(...Object.values(s.baselines).map((b) => b.all));
        expect(s.margin.all).toBeCloseTo(s.score.all - best, 10);
      }
    }
  });

  it('docs/scoring.md shows the table the evaluation prints', () => {
    // Cell padding is the formatter's business: compare the cells.
    const cells = (text: string) =>
      text
        .split('\n')
        .filter((line) => line.startsWith('|') && !/^\|[\s|:-]+\|$/.test(line))
        .map((line) =>
          line
            .split('|')
            .map((cell) => cell.trim())
            .join('|'),
        );
    const docs = cells(readFileSync(`${SERVER_DIR}../docs/scoring.md`, 'utf8'));
    for (const row of cells(evaluationTable(results()))) expect(docs).toContain(row);
  });

  it('the eval:score script prints the table and exits 1 while a reported season misses', async () => {
    const run = promisify(execFile);
    const err = await run('pnpm', ['exec', 'tsx', 'scripts/evaluate-scoring.ts'], {
      cwd: SERVER_DIR,
    }).then(
      () => null,
      (e: { code: number; stdout: string; stderr: string }) => e,
    );
    expect(err?.code).toBe(KNOWN_SHORTFALLS.length > 0 ? 1 : undefined);
    expect(err?.stdout).toContain('| NBA 2026-27 | reported | stature |');
    expect(err?.stderr).toContain('FAIL: stature below a baseline + 0.03 on NBA 2026-27');
    expect(err?.stderr).not.toContain('NFL 2025');
  }, 300_000);
});
