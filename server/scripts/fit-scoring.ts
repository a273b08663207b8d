/**
 * Fits the stature weights on the fit seasons (docs/scoring.md, "How the weights were set") and
 * prints them for src/modules/scoring/weights.ts, then the cross-validation of every candidate
 * tried on the fit seasons (candidates.ts) for the docs' model-selection table.
 * Run: pnpm --filter @tiix/server fit:score
 */
import { selectionResults, selectionTable } from '../src/modules/scoring/candidates.js';
import { fitFootballWeights, fitOtherWeights } from '../src/modules/scoring/fit-stature.js';

console.log('FOOTBALL_WEIGHTS =', JSON.stringify(fitFootballWeights(), null, 2));
console.log('OTHER_WEIGHTS =', JSON.stringify(fitOtherWeights(), null, 2));
console.log(
  `\nModel selection on the fit seasons (out of fold):\n${selectionTable(selectionResults())}`,
);
