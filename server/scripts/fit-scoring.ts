/**
 * Fits the stature weights and the calendar's points on the fit seasons (docs/scoring.md, "How
 * the weights were set", "Calendar") and prints them for src/modules/scoring/weights.ts, then the
 * cross-validation of every candidate tried on the fit seasons (scoring-lab/candidates.ts) and the calendar's
 * out-of-fold selection, for the docs' tables.
 * Run: pnpm --filter @tiix/server fit:score
 */
import { selectionResults, selectionTable } from './scoring-lab/candidates.js';
import {
  calendarSelectionTable,
  fitCalendarWeights,
  fitDayShare,
  selectCalendarFeatures,
} from './scoring-lab/fit-calendar.js';
import { fitFootballWeights, fitOtherWeights } from './scoring-lab/fit-stature.js';

console.log('FOOTBALL_WEIGHTS =', JSON.stringify(fitFootballWeights(), null, 2));
console.log('OTHER_WEIGHTS =', JSON.stringify(fitOtherWeights(), null, 2));
const football = selectCalendarFeatures('football');
const other = selectCalendarFeatures('other');
console.log(
  'CALENDAR_WEIGHTS =',
  JSON.stringify(
    {
      football: fitCalendarWeights('football', football.chosen),
      other: fitCalendarWeights('other', other.chosen),
    },
    null,
    2,
  ),
);
const days = fitDayShare('other');
console.log(`DAY_SHARE = { ${days.league}: ${JSON.stringify(days.table)} }`);
console.log(
  `\nCalendar selection on the fit seasons (out of fold):\n${calendarSelectionTable([...football.steps, ...other.steps])}`,
);
console.log(
  `\nModel selection on the fit seasons (out of fold):\n${selectionTable(selectionResults())}`,
);
