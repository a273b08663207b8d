/** The game card's public entry: what other mf-teams features may use. */
export { GameCard, LockIcon, SCORE_LOCKED } from './GameCard';
export { ScoreLockedHint } from './ScoreLockedHint';
