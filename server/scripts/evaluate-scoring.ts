/**
 * Evaluates the game-quality score against the market's signals in the bundled data and prints
 * the table of docs/scoring.md ("Evaluation"): the score beside each of its parts alone and the
 * calendar and standings baselines. Exits 1 when, on a reported season, the score falls below any
 * of them + 0.03 (all games or within team), unless a documented exception (scoring-lab/evaluation.ts,
 * DOCUMENTED_EXCEPTIONS: a league where one part carries the whole score) covers it.
 * Run: pnpm --filter @tiix/server eval:score
 */
import {
  evaluateModel,
  evaluationTable,
  excusedShortfalls,
  gateFailures,
  REQUIRED_MARGIN,
} from './scoring-lab/evaluation.js';
import { scoreSeason } from '../src/modules/scoring/scoring.service.js';

const results = evaluateModel((ref) => scoreSeason(ref.league, ref.season));
console.log(evaluationTable(results));
for (const e of excusedShortfalls(results)) {
  console.log(`\nDocumented exception, ${e.season} (${e.shortfalls.join(', ')}): ${e.why}.`);
}
const failures = gateFailures(results);
if (failures.length > 0) {
  console.error(
    `\nFAIL: the score is below a part or a baseline + ${REQUIRED_MARGIN} on ${failures
      .map((s) => `${s.league} ${s.season} (${s.shortfalls.join(', ')})`)
      .join('; ')}`,
  );
  process.exitCode = 1;
} else {
  console.log(
    `\nPASS: on every reported season the score beats every calendar and standings baseline and each of its parts by ${REQUIRED_MARGIN}, but for the documented exceptions above.`,
  );
}
