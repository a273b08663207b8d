/**
 * Evaluates the game-quality score against the market's signals in the bundled data.
 * Run: pnpm --filter @tiix/server exec tsx scripts/evaluate-scoring.ts
 *
 * The model only reads what was known before the season (prior standings, pre-season Elo, the
 * published schedule, month climate); the closing lines and national TV picks it is compared with
 * are never inputs. Prime time is an input of the model, so for the prime-time comparison the
 * score is also computed with the kickoff slot neutralised ("no slot").
 */
import { getSchedule } from '../src/modules/leagues/league-data.js';
import type { LeagueId, ScheduleGame } from '../src/modules/leagues/types.js';
import { seasonFeatures } from '../src/modules/scoring/inputs.js';
import { scoreGame, type GameFeatures } from '../src/modules/scoring/model.js';

function ranks(values: number[]): number[] {
  const order = values.map((v, i) => ({ v, i })).sort((a, b) => a.v - b.v);
  const out = new Array<number>(values.length);
  for (let i = 0; i < order.length;) {
    let j = i;
    while (j + 1 < order.length && order[j + 1]!.v === order[i]!.v) j++;
    for (let k = i; k <= j; k++) out[order[k]!.i] = (i + j) / 2 + 1;
    i = j + 1;
  }
  return out;
}

/** Spearman's rho: Pearson correlation of the (tie-averaged) ranks. */
export function spearman(x: number[], y: number[]): number {
  const rx = ranks(x);
  const ry = ranks(y);
  const n = x.length;
  const mx = rx.reduce((a, b) => a + b, 0) / n;
  const my = ry.reduce((a, b) => a + b, 0) / n;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < n; i++) {
    sxy += (rx[i]! - mx) * (ry[i]! - my);
    sxx += (rx[i]! - mx) ** 2;
    syy += (ry[i]! - my) ** 2;
  }
  return sxy / Math.sqrt(sxx * syy);
}

const noSlot = (f: GameFeatures): GameFeatures => ({
  ...f,
  slot: { weekday: 0, localHour: 13, primetime: false, holiday: null, football: f.slot.football },
});

const fmt = (r: number) => (Number.isFinite(r) ? r.toFixed(3) : 'n/a');

function evaluate(league: LeagueId, season: string) {
  const features = seasonFeatures(league, season);
  const rows: { game: ScheduleGame; score: number; noSlot: number }[] = [];
  for (const game of getSchedule(league, season)) {
    const f = features.get(game.key);
    if (!f || game.isPreseason || game.isPostseason) continue;
    rows.push({ game, score: scoreGame(f).tiixRank, noSlot: scoreGame(noSlot(f)).tiixRank });
  }
  const line: string[] = [`${league} ${season}: ${rows.length} regular-season games`];
  if (league === 'NFL') {
    const lined = rows.filter(
      (r) => r.game.nfl?.totalLine != null && r.game.nfl.spreadLine != null,
    );
    const total = lined.map((r) => r.game.nfl!.totalLine!);
    const close = lined.map((r) => -Math.abs(r.game.nfl!.spreadLine!));
    line.push(
      `  with closing lines: ${lined.length}`,
      `  score vs total line:           ${fmt(
        spearman(
          lined.map((r) => r.score),
          total,
        ),
      )}   no slot ${fmt(
        spearman(
          lined.map((r) => r.noSlot),
          total,
        ),
      )}`,
      `  score vs closeness -|spread|:  ${fmt(
        spearman(
          lined.map((r) => r.score),
          close,
        ),
      )}   no slot ${fmt(
        spearman(
          lined.map((r) => r.noSlot),
          close,
        ),
      )}`,
    );
  }
  const prime = rows.map((r) => (r.game.primetime ? 1 : 0));
  line.push(
    `  score vs prime time:           ${fmt(
      spearman(
        rows.map((r) => r.score),
        prime,
      ),
    )}   no slot ${fmt(
      spearman(
        rows.map((r) => r.noSlot),
        prime,
      ),
    )}`,
  );
  if (league === 'NBA' || league === 'WNBA') {
    const tv = rows.map((r) => (r.game.nationalTv.length > 0 ? 1 : 0));
    line.push(
      `  national TV games: ${tv.filter(Boolean).length}`,
      `  score vs national TV:          ${fmt(
        spearman(
          rows.map((r) => r.score),
          tv,
        ),
      )}   no slot ${fmt(
        spearman(
          rows.map((r) => r.noSlot),
          tv,
        ),
      )}`,
    );
  }
  console.log(line.join('\n'));
}

evaluate('NFL', '2024');
evaluate('NFL', '2025');
evaluate('NBA', '2025-26');
evaluate('WNBA', '2026');
