/** The games feature's public entry: what other mf-teams features may use. */
export { TeamGamesDocument } from './operations';
