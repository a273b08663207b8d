// The game-time rule lives in @tiix/domain so the draft room and the e-mails show times the same way.
export { formatGameTime, teamLogoUrl, TBD, type GameTimeFields } from '@tiix/domain';
