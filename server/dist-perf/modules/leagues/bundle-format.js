/**
 * The on-disk form of server/data: written by scripts/build-league-data.ts, read by
 * league-data.ts. Games are stored as arrays under a column list to keep the files small.
 * Bump the version when the shape changes, and regenerate (`pnpm --filter @tiix/server data:build`).
 */
export const BUNDLE_FORMAT_VERSION = 1;
/** Fields of a stored game row, in order. Values are strings, numbers, booleans or null. */
export const GAME_COLUMNS = [
    'gameId',
    'gameType',
    'week',
    'dateLocal',
    'timeLocal',
    'kickoffUtc',
    'timezone',
    'homeTeam',
    'awayTeam',
    // Null when the game used the team's current full name.
    'homeTeamName',
    'awayTeamName',
    'venue',
    'venueCity',
    'venueState',
    'venueAssumed',
    'neutralSite',
    'status',
    'homeScore',
    'awayScore',
    // '|'-separated lists.
    'nationalTv',
    'broadcast',
    'primetime',
    'notes',
    'superseded',
    'overtime',
    'penalties',
    'attendance',
    // NFL
    'weekday',
    'gametimeEt',
    'stadiumId',
    'roof',
    'surface',
    'tempF',
    'windMph',
    'divGame',
    'spreadLine',
    'totalLine',
    'homeEloPre',
    'awayEloPre',
    // MLB
    'officialDate',
    'doubleHeader',
    'gameNumber',
    'seriesGameNumber',
    'gamesInSeries',
    'rescheduledTo',
];
/** File names under server/data. */
export const leagueFileName = (league) => `${league.toLowerCase()}.json.gz`;
export const WEATHER_FILE_NAME = 'weather.json.gz';
export const MANIFEST_FILE_NAME = 'manifest.json';
//# sourceMappingURL=bundle-format.js.map