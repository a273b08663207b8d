import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { BUNDLE_FORMAT_VERSION, GAME_COLUMNS, WEATHER_FILE_NAME, leagueFileName, } from './bundle-format.js';
import { LEAGUE_INFO, parseLeagueId } from './leagues.js';
import { normalizeSeasonId, previousSeasonId, SEASON_START_MONTH } from './seasons.js';
import { LEAGUE_IDS, } from './types.js';
/**
 * Read-only access to the bundled league data in server/data. Each league's file is read and
 * decoded once, on first use (a few milliseconds), and kept for the life of the process. Returned
 * objects are frozen: they are shared by every caller.
 */
// server/data, from src/modules/leagues (tsx, vitest) and from dist/modules/leagues (node) alike.
const DATA_DIR = fileURLToPath(new URL('../../../data/', import.meta.url));
const cache = new Map();
let weatherCache = null;
function readBundle(name) {
    let bytes;
    try {
        bytes = readFileSync(join(DATA_DIR, name));
    }
    catch (cause) {
        throw new Error(`League data file ${name} is missing in ${DATA_DIR}; run \`pnpm --filter @tiix/server data:build\``, { cause });
    }
    const value = JSON.parse(gunzipSync(bytes).toString('utf8'));
    if (value.format !== BUNDLE_FORMAT_VERSION) {
        throw new Error(`${name} has format ${value.format}, expected ${BUNDLE_FORMAT_VERSION}; regenerate it`);
    }
    return value;
}
function deepFreeze(value) {
    if (value && typeof value === 'object' && !Object.isFrozen(value)) {
        Object.freeze(value);
        for (const child of Object.values(value))
            deepFreeze(child);
    }
    return value;
}
/** 'St. Louis CITY SC', 'st-louis-city-sc', ' STL ' -> comparable keys. */
export function lookupKey(value) {
    return value
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase()
        .replace(/&/g, ' and ')
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-+|-+$/g, '');
}
const COLUMN_INDEX = Object.fromEntries(GAME_COLUMNS.map((name, index) => [name, index]));
const POSTSEASON_TYPES = new Set(['WC', 'DIV', 'CON', 'SB', 'playoffs', 'playin']);
function decodeGame(league, season, row, teamName) {
    const get = (column) => row[COLUMN_INDEX[column]] ?? null;
    const str = (column) => {
        const value = get(column);
        return value === null ? null : String(value);
    };
    const n = (column) => {
        const value = get(column);
        return typeof value === 'number' ? value : null;
    };
    const bool = (column) => {
        const value = get(column);
        return typeof value === 'boolean' ? value : null;
    };
    const list = (column) => str(column)?.split('|') ?? [];
    const gameId = String(get('gameId'));
    const gameType = String(get('gameType'));
    const homeTeam = String(get('homeTeam'));
    const awayTeam = String(get('awayTeam'));
    const dateLocal = str('dateLocal');
    const kickoffUtc = str('kickoffUtc');
    const superseded = get('superseded') === true;
    const game = {
        league,
        season,
        gameId,
        key: superseded ? `${league}-${gameId}-${dateLocal}` : `${league}-${gameId}`,
        gameType,
        isPreseason: gameType === 'preseason',
        isPostseason: POSTSEASON_TYPES.has(gameType),
        week: str('week'),
        dateLocal,
        timeLocal: str('timeLocal'),
        kickoffUtc,
        kickoffEpochMs: kickoffUtc === null ? null : Date.parse(kickoffUtc),
        timezone: String(get('timezone')),
        homeTeam,
        awayTeam,
        homeTeamName: str('homeTeamName') ?? teamName(homeTeam),
        awayTeamName: str('awayTeamName') ?? teamName(awayTeam),
        venue: str('venue'),
        venueCity: str('venueCity'),
        venueState: str('venueState'),
        venueAssumed: get('venueAssumed') === true,
        neutralSite: bool('neutralSite'),
        status: String(get('status')),
        homeScore: n('homeScore'),
        awayScore: n('awayScore'),
        nationalTv: list('nationalTv'),
        broadcast: list('broadcast'),
        primetime: get('primetime') === true,
        notes: str('notes'),
        superseded,
        overtime: n('overtime'),
        penalties: str('penalties'),
        attendance: n('attendance'),
    };
    if (league === 'NFL') {
        game.nfl = {
            weekday: str('weekday'),
            gametimeEt: str('gametimeEt'),
            stadiumId: str('stadiumId'),
            roof: str('roof'),
            surface: str('surface'),
            tempF: n('tempF'),
            windMph: n('windMph'),
            divGame: bool('divGame'),
            spreadLine: n('spreadLine'),
            totalLine: n('totalLine'),
            homeEloPre: n('homeEloPre'),
            awayEloPre: n('awayEloPre'),
        };
    }
    if (league === 'MLB') {
        game.mlb = {
            officialDate: str('officialDate'),
            doubleHeader: str('doubleHeader'),
            gameNumber: n('gameNumber'),
            seriesGameNumber: n('seriesGameNumber'),
            gamesInSeries: n('gamesInSeries'),
            rescheduledTo: str('rescheduledTo'),
        };
    }
    return game;
}
function buildLookup(teams) {
    const lookup = new Map();
    const add = (value, team) => {
        const key = value ? lookupKey(value) : '';
        if (key && !lookup.has(key))
            lookup.set(key, team);
    };
    // Codes and full names first, so a nickname can never shadow a code.
    for (const team of teams)
        add(team.id, team);
    for (const team of teams)
        add(team.abbreviation, team);
    for (const team of teams) {
        add(team.slug, team);
        add(team.fullName, team);
    }
    for (const team of teams) {
        add(team.externalIds.espnAbbr, team);
        for (const alias of team.aliases)
            add(alias, team);
    }
    // A nickname only where it names one team ('Cowboys', not 'FC').
    const shortNames = new Map();
    for (const team of teams) {
        const key = lookupKey(team.shortName);
        shortNames.set(key, [...(shortNames.get(key) ?? []), team]);
    }
    for (const [key, matches] of shortNames) {
        if (matches.length === 1 && matches[0] && !lookup.has(key))
            lookup.set(key, matches[0]);
    }
    return lookup;
}
function loadLeague(league) {
    const cached = cache.get(league);
    if (cached)
        return cached;
    const file = readBundle(leagueFileName(league));
    const teams = deepFreeze(file.teams);
    const teamsById = new Map(teams.map((team) => [team.id, team]));
    const teamName = (id) => teamsById.get(id)?.fullName ?? file.placeholders[id] ?? id;
    const seasons = new Map();
    for (const stored of file.seasons) {
        const games = stored.games.map((row) => deepFreeze(decodeGame(league, stored.id, row, teamName)));
        const gamesByTeam = new Map();
        for (const game of games) {
            for (const id of [game.homeTeam, game.awayTeam]) {
                const list = gamesByTeam.get(id) ?? [];
                list.push(game);
                gamesByTeam.set(id, list);
            }
        }
        seasons.set(stored.id, {
            id: stored.id,
            teamIds: Object.freeze([...stored.teams]),
            games: Object.freeze(games),
            gamesByTeam,
        });
    }
    const standings = new Map(file.standings.map((table) => [table.season, deepFreeze(table)]));
    const info = LEAGUE_INFO[league];
    const data = {
        league: deepFreeze({
            id: league,
            name: info.name,
            sport: info.sport,
            seasonIdFormat: info.seasonIdFormat,
            seasonDisplay: info.seasonDisplay,
            seasonStartMonth: SEASON_START_MONTH[league],
            seasons: [...seasons.keys()],
            standingsSeasons: [...standings.keys()],
            teamCount: teams.filter((team) => team.active).length,
        }),
        teams,
        teamsById,
        lookup: buildLookup(teams),
        placeholders: deepFreeze(file.placeholders),
        seasons,
        standings,
        nflElo: deepFreeze(file.nflElo ?? []),
    };
    cache.set(league, data);
    return data;
}
function leagueData(league) {
    const id = parseLeagueId(league);
    return id ? loadLeague(id) : null;
}
function seasonData(data, season) {
    const id = normalizeSeasonId(data.league.id, season);
    return id ? (data.seasons.get(id) ?? null) : null;
}
const byKickoff = (a, b) => (a.kickoffEpochMs ?? Date.parse(`${a.dateLocal ?? '9999-12-31'}T23:59:59Z`)) -
    (b.kickoffEpochMs ?? Date.parse(`${b.dateLocal ?? '9999-12-31'}T23:59:59Z`)) ||
    a.key.localeCompare(b.key);
// ---------------------------------------------------------------------------------------------
// Public accessors
/** The seven leagues, with the seasons the data holds. */
export function getLeagues() {
    return LEAGUE_IDS.map((id) => loadLeague(id).league);
}
/** One league by id (case-insensitive); null if unknown. */
export function getLeague(league) {
    return leagueData(league)?.league ?? null;
}
/**
 * The teams of a league, sorted by name. Without a season: the current teams. With a season
 * ('2025', '2025-26' or '2025-2026'): the teams that played or play it, as the data has them (NWSL
 * 14 in 2024 and 16 in 2026, NHL 2023-24 with Arizona and without Utah); seasons with only a
 * standings table (WNBA 2022-2025) use its teams. Unknown league or season: [].
 */
export function getTeams(league, season) {
    const data = leagueData(league);
    if (!data)
        return [];
    let teams;
    if (season === undefined) {
        teams = data.teams.filter((team) => team.active);
    }
    else {
        const id = normalizeSeasonId(data.league.id, season);
        const ids = id
            ? (data.seasons.get(id)?.teamIds ??
                data.standings.get(id)?.rows.map((row) => row.teamId) ??
                [])
            : [];
        teams = ids.flatMap((teamId) => data.teamsById.get(teamId) ?? []);
    }
    return teams.sort((a, b) => a.fullName.localeCompare(b.fullName));
}
/**
 * A team by id, abbreviation, slug, full or former name, ESPN code, common alias code ('LAR',
 * 'OAK') or an unambiguous nickname ('Cowboys'), case- and accent-insensitive. Null if none.
 */
export function getTeam(league, teamIdOrSlug) {
    const data = leagueData(league);
    if (!data)
        return null;
    return data.lookup.get(lookupKey(teamIdOrSlug)) ?? null;
}
/**
 * Every row of a league's season schedule, by kickoff (games without a time last on their day),
 * including superseded duplicates and All-Star or TBD games. [] for an unknown season.
 */
export function getSchedule(league, season) {
    const data = leagueData(league);
    const found = data && seasonData(data, season);
    return found ? found.games : [];
}
/**
 * A team's games, by kickoff: of one season, or of every season in the data. The team may be
 * given in any form getTeam() accepts. [] for an unknown league, team or season.
 */
export function getTeamGames(league, team, season, options = {}) {
    const data = leagueData(league);
    const found = data && getTeam(league, team);
    if (!data || !found)
        return [];
    let seasons;
    if (season === undefined)
        seasons = [...data.seasons.values()];
    else {
        const one = seasonData(data, season);
        seasons = one ? [one] : [];
    }
    const games = seasons.flatMap((s) => s.gamesByTeam.get(found.id) ?? []);
    return games
        .filter((game) => options.includeSuperseded || !game.superseded)
        .sort(byKickoff)
        .map((game) => {
        const isHome = game.homeTeam === found.id;
        return {
            teamId: found.id,
            isHome,
            opponentId: isHome ? game.awayTeam : game.homeTeam,
            opponentName: isHome ? game.awayTeamName : game.homeTeamName,
            game,
        };
    });
}
/** The final standings of a season (NWSL 2025: partial, flagged); null if the data has none. */
export function getStandings(league, season) {
    const data = leagueData(league);
    const id = data && normalizeSeasonId(data.league.id, season);
    return (id && data.standings.get(id)) || null;
}
/**
 * The table to rate a season's teams by before it starts: the previous season's (2025 for the
 * 2026 schedule, 2024-25 for 2025-26). Null if the data has none (MLS 2025, NWSL 2024).
 */
export function getPriorStandings(league, season) {
    const data = leagueData(league);
    const id = data && normalizeSeasonId(data.league.id, season);
    return id ? getStandings(data.league.id, previousSeasonId(data.league.id, id)) : null;
}
function loadWeather() {
    if (weatherCache)
        return weatherCache;
    const file = readBundle(WEATHER_FILE_NAME);
    const cities = new Map();
    for (const city of file.cities) {
        const months = city.months.map((values, index) => {
            const v = (i) => values[i] ?? 0;
            return deepFreeze({
                city: city.name,
                month: index + 1,
                avgHighC: v(0),
                avgLowC: v(1),
                meanTempC: v(2),
                meanTempF: v(3),
                rainfallMm: v(4),
                dryDays: v(5),
                snowDays: values[6] ?? null,
                precipDaysEst: v(7),
            });
        });
        cities.set(lookupKey(city.name), months);
    }
    const nfl = file.nflStadiumMonths.map((row) => deepFreeze({
        stadiumId: String(row[0]),
        stadiumName: String(row[1]),
        city: String(row[2]),
        month: Number(row[3]),
        games: Number(row[4]),
        meanTempF: Number(row[5]),
        minTempF: Number(row[6]),
        maxTempF: Number(row[7]),
        meanWindMph: row[8] === null ? null : Number(row[8]),
        firstSeason: Number(row[9]),
        lastSeason: Number(row[10]),
    }));
    weatherCache = { cities, nfl };
    return weatherCache;
}
export function getClimate(place, month) {
    if (!Number.isInteger(month) || month < 1 || month > 12) {
        throw new RangeError(`month must be 1-12, got ${month}`);
    }
    const { cities } = loadWeather();
    if (typeof place === 'string')
        return cities.get(lookupKey(place))?.[month - 1] ?? null;
    const team = getTeam(place.league, place.team);
    if (!team?.climate.city)
        return null;
    const climate = cities.get(lookupKey(team.climate.city))?.[month - 1];
    if (!climate)
        return null;
    return {
        ...climate,
        match: team.climate.match,
        distanceKm: team.climate.distanceKm,
        roofType: team.venue.roofType,
    };
}
/** Game-day weather recorded at an NFL stadium (nflverse/PFR id, e.g. 'GNB00') in a month (1-12). */
export function getNflStadiumWeather(stadiumId, month) {
    return (loadWeather().nfl.find((row) => row.stadiumId === stadiumId && row.month === month) ?? null);
}
function snapshotRating(row, forSeason) {
    return {
        teamId: row.teamId,
        rating: row.nfelo,
        forSeason,
        source: 'snapshot',
        asOfSeason: row.asOfSeason,
        asOfWeek: row.asOfWeek,
        nfeloBase: row.nfeloBase,
        qbAdj: row.qbAdj,
        ptsVsAvg: row.ptsVsAvg,
    };
}
/** Every team's rating in the newest nfelo snapshot (after Super Bowl LX, end of 2025). */
export function getNflEloSnapshot() {
    const rows = loadLeague('NFL').nflElo;
    return rows.map((row) => snapshotRating(row, String(Number(row.asOfSeason) + 1)));
}
/**
 * A team's nfelo Elo. Without a season: the newest snapshot (end of 2025). With a season: the
 * rating known before it began: the team's pre-game Elo in its first game of that season (2024,
 * 2025), or the snapshot for the season after it (2026). Null when the data has neither.
 */
export function getNflElo(team, season) {
    const data = loadLeague('NFL');
    const found = getTeam('NFL', team);
    if (!found)
        return null;
    const snapshot = data.nflElo.find((row) => row.teamId === found.id);
    if (season === undefined)
        return snapshot ? snapshotRating(snapshot, null) : null;
    const seasonId = normalizeSeasonId('NFL', season);
    if (!seasonId)
        return null;
    if (snapshot && String(Number(snapshot.asOfSeason) + 1) === seasonId) {
        return snapshotRating(snapshot, seasonId);
    }
    const first = getTeamGames('NFL', found.id, seasonId)[0];
    const nfl = first?.game.nfl;
    const rating = first && nfl ? (first.isHome ? nfl.homeEloPre : nfl.awayEloPre) : null;
    if (!first || rating === null)
        return null;
    return {
        teamId: found.id,
        rating,
        forSeason: seasonId,
        source: 'pre-game',
        asOfSeason: seasonId,
        asOfWeek: Number(first.game.week ?? 1),
        nfeloBase: null,
        qbAdj: null,
        ptsVsAvg: null,
    };
}
//# sourceMappingURL=league-data.js.map