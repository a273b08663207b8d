/**
 * Evaluates the game-quality score against the market's signals in the bundled data and prints
 * the table of docs/scoring.md ("Evaluation"). Exits 1 when a reported season's stature falls
 * below any baseline + 0.03 (all games or within team).
 * Run: pnpm --filter @tiix/server eval:score
 */
import {
  evaluateModel,
  evaluationTable,
  gateFailures,
  GATED_VIEW,
  REQUIRED_MARGIN,
} from '../src/modules/scoring/evaluation.js';
import { scoreSeason } from '../src/modules/scoring/scoring.service.js';

const results = evaluateModel((ref) => scoreSeason(ref.league, ref.season));
console.log(evaluationTable(results));
const failures = gateFailures(results);
if (failures.length > 0) {
  console.error(
    `\nFAIL: ${GATED_VIEW} below a baseline + ${REQUIRED_MARGIN} on ${failures
      .map((s) => `${s.league} ${s.season} (${s.shortfalls.join(', ')})`)
      .join('; ')}`,
  );
  process.exitCode = 1;
} else {
  console.log(
    `\nPASS: ${GATED_VIEW} beats every baseline by ${REQUIRED_MARGIN} on every reported season.`,
  );
}
