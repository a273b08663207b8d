export { scoreGame, starsFor } from './model.js';
export { seasonFeatures } from './inputs.js';
export { scoreSeason, scoreTeamGames, } from './scoring.service.js';
export { draftValues, percentileOf, rankByScore, resaleIndexPct } from './ranking.js';
export { personalScoresFor, recomputePersonalScores } from './personal.service.js';
export { SCORE_MODEL_VERSION } from './version.js';
//# sourceMappingURL=index.js.map