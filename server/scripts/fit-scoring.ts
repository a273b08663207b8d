/**
 * Fits the stature weights on the fit seasons (docs/scoring.md, "How the weights were set") and
 * prints them for src/modules/scoring/weights.ts.
 * Run: pnpm --filter @tiix/server fit:score
 */
import { fitFootballWeights, fitOtherWeights } from '../src/modules/scoring/fit-stature.js';

console.log('FOOTBALL_WEIGHTS =', JSON.stringify(fitFootballWeights(), null, 2));
console.log('OTHER_WEIGHTS =', JSON.stringify(fitOtherWeights(), null, 2));
