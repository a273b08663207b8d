import { LEAGUE_IDS, } from './types.js';
/** Fixed facts of each league; the data adds its seasons and teams (league-data.ts). */
export const LEAGUE_INFO = {
    NFL: {
        name: 'National Football League',
        sport: 'football',
        seasonIdFormat: 'year',
        seasonDisplay: 'pair',
    },
    NBA: {
        name: 'National Basketball Association',
        sport: 'basketball',
        seasonIdFormat: 'split',
        seasonDisplay: 'pair',
    },
    MLB: {
        name: 'Major League Baseball',
        sport: 'baseball',
        seasonIdFormat: 'year',
        seasonDisplay: 'single',
    },
    MLS: {
        name: 'Major League Soccer',
        sport: 'soccer',
        seasonIdFormat: 'year',
        seasonDisplay: 'single',
    },
    NHL: {
        name: 'National Hockey League',
        sport: 'hockey',
        seasonIdFormat: 'split',
        seasonDisplay: 'pair',
    },
    NWSL: {
        name: "National Women's Soccer League",
        sport: 'soccer',
        seasonIdFormat: 'year',
        seasonDisplay: 'single',
    },
    WNBA: {
        name: "Women's National Basketball Association",
        sport: 'basketball',
        seasonIdFormat: 'year',
        seasonDisplay: 'single',
    },
};
export function isLeagueId(value) {
    return typeof value === 'string' && LEAGUE_IDS.includes(value);
}
/** 'nfl', ' NFL ' -> 'NFL'; anything else -> null. */
export function parseLeagueId(value) {
    const upper = value?.trim().toUpperCase();
    return isLeagueId(upper) ? upper : null;
}
//# sourceMappingURL=leagues.js.map