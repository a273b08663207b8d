// The game-time rule lives in shared-data so the draft room shows times the same way.
export { formatGameTime, teamLogoUrl, TBD, type GameTimeFields } from '@tiix/shared-data';
