/** The season board's public entry: what other mf-teams features may use. */
export { default as SeasonBoardPage } from './SeasonBoardPage';
