/**
 * Public types of the bundled league data (server/data, built by scripts/build-league-data.ts from
 * ../shared/data). Accessors live in league-data.ts; the schedule provider in schedule-provider.ts.
 *
 * Conventions:
 * - A league id is upper case ('NFL'); a team id is the league's own code from the source data
 *   ('DAL', 'LA' = Rams, 'RBNY', 'UTAH' is an ESPN alias of the Jazz' 'UTA').
 * - A season id is the calendar year ('2025') for NFL, MLB, MLS, NWSL and WNBA, and the start year
 *   plus the two-digit end year ('2025-26') for NBA and NHL. See seasons.ts for display and parsing.
 * - Dates and times called "local" are wall-clock values in the venue's IANA time zone.
 */
export const LEAGUE_IDS = ['NFL', 'NBA', 'MLB', 'MLS', 'NHL', 'NWSL', 'WNBA'];
//# sourceMappingURL=types.js.map