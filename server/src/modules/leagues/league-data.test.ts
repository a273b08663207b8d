import { describe, expect, it } from 'vitest';
import {
  getClimate,
  getLeague,
  getLeagues,
  getNflElo,
  getNflEloSnapshot,
  getNflStadiumWeather,
  getPriorStandings,
  getSchedule,
  getStandings,
  getTeam,
  getTeamGames,
  getTeams,
} from './league-data.js';
import { timeZoneAbbreviation } from '@tiix/domain';

describe('leagues', () => {
  it('lists the seven leagues with the seasons of the data', () => {
    const leagues = Object.fromEntries(getLeagues().map((l) => [l.id, l]));
    expect(Object.keys(leagues)).toEqual(['NFL', 'NBA', 'MLB', 'MLS', 'NHL', 'NWSL', 'WNBA']);
    expect(leagues.NFL?.seasons).toEqual(['2024', '2025', '2026']);
    expect(leagues.NBA?.seasons).toEqual(['2025-26', '2026-27']);
    expect(leagues.MLB?.seasons).toEqual(['2024', '2025', '2026']);
    expect(leagues.MLS?.seasons).toEqual(['2025', '2026']);
    expect(leagues.NHL?.seasons).toEqual(['2023-24', '2024-25', '2025-26']);
    expect(leagues.NWSL?.seasons).toEqual(['2024', '2025', '2026']);
    expect(leagues.WNBA?.seasons).toEqual(['2026']);
    expect(leagues.WNBA?.standingsSeasons).toEqual(['2022', '2023', '2024', '2025']);
    expect(leagues.NBA).toMatchObject({
      seasonDisplay: 'pair',
      seasonStartMonth: 9,
      seasonIdFormat: 'split',
    });
    expect(leagues.MLS).toMatchObject({ seasonDisplay: 'single', seasonStartMonth: 0 });
  });

  it('finds a league case-insensitively', () => {
    expect(getLeague('nfl')?.name).toBe('National Football League');
    expect(getLeague('XFL')).toBeNull();
  });
});

describe('teams', () => {
  it('has the current team counts of the data', () => {
    const counts = Object.fromEntries(getLeagues().map((l) => [l.id, getTeams(l.id).length]));
    expect(counts).toEqual({ NFL: 32, NBA: 30, MLB: 30, MLS: 30, NHL: 32, NWSL: 16, WNBA: 15 });
    expect(getLeagues().map((l) => l.teamCount)).toEqual([32, 30, 30, 30, 32, 16, 15]);
  });

  it('follows the season chosen', () => {
    expect(getTeams('NWSL', '2024')).toHaveLength(14);
    expect(getTeams('NWSL', '2025')).toHaveLength(14);
    const nwsl2026 = getTeams('NWSL', '2026').map((t) => t.id);
    expect(nwsl2026).toHaveLength(16);
    expect(nwsl2026).toEqual(expect.arrayContaining(['DEN', 'BOS']));
    expect(getTeams('WNBA', '2026')).toHaveLength(15);
    // Only standings for 2025: 13 teams, Golden State in, Toronto and Portland not yet.
    const wnba2025 = getTeams('WNBA', '2025').map((t) => t.id);
    expect(wnba2025).toHaveLength(13);
    expect(wnba2025).toContain('GS');
    expect(wnba2025).not.toContain('TOR');
    expect(getTeams('MLS', '2025')).toHaveLength(30);
    expect(getTeams('NFL', '2026')).toHaveLength(32);
    expect(getTeams('NBA', '2025-2026')).toHaveLength(30);
  });

  it('knows the Arizona Coyotes in NHL 2023-24 and Utah from 2024-25', () => {
    const ids2324 = getTeams('NHL', '2023-24').map((t) => t.id);
    expect(ids2324).toHaveLength(32);
    expect(ids2324).toContain('ARI');
    expect(ids2324).not.toContain('UTA');
    expect(getTeams('NHL', '2024-25').map((t) => t.id)).toContain('UTA');
    expect(getTeams('NHL').map((t) => t.id)).not.toContain('ARI');
    expect(getTeam('NHL', 'arizona-coyotes')).toMatchObject({ id: 'ARI', active: false });
  });

  it('returns no teams for an unknown league or season', () => {
    expect(getTeams('XFL')).toEqual([]);
    expect(getTeams('NFL', '1999')).toEqual([]);
  });

  it('sorts teams by name', () => {
    const names = getTeams('NFL').map((t) => t.fullName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(names[0]).toBe('Arizona Cardinals');
  });

  it('finds a team by id, slug, full name, nickname, ESPN code or alias code', () => {
    for (const input of [
      'DAL',
      'dal',
      'dallas-cowboys',
      'Dallas Cowboys',
      'DALLAS COWBOYS',
      'Cowboys',
    ]) {
      expect(getTeam('NFL', input)?.id).toBe('DAL');
    }
    expect(getTeam('NFL', 'LAR')?.fullName).toBe('Los Angeles Rams');
    expect(getTeam('NFL', 'LA')?.fullName).toBe('Los Angeles Rams');
    expect(getTeam('NBA', 'GS')?.id).toBe('GSW');
    expect(getTeam('MLB', 'OAK')?.id).toBe('ATH');
    expect(getTeam('MLS', 'st-louis-city-sc')?.id).toBe('STL');
    expect(getTeam('MLS', 'RBNY')?.fullName).toMatch(/Red Bull/);
    expect(getTeam('NFL', 'Nobody')).toBeNull();
  });

  it('carries venue, zone, roof, colours and climate link', () => {
    const dal = getTeam('NFL', 'DAL');
    expect(dal).toMatchObject({
      fullName: 'Dallas Cowboys',
      slug: 'dallas-cowboys',
      conference: 'NFC',
      division: 'NFC East',
      primaryColor: '#002244',
      venue: { name: 'AT&T Stadium', timezone: 'America/Chicago', roofType: 'retractable' },
      climate: { city: 'Dallas TX', match: 'near' },
    });
    // No colours in the MLS and NWSL sources; no building yet for NWSL Denver.
    expect(getTeam('MLS', 'ATL')?.primaryColor).toBeNull();
    expect(getTeam('NWSL', 'DEN')?.venue).toMatchObject({
      name: null,
      roofType: null,
      timezone: 'America/Denver',
    });
  });

  it('hands out frozen objects', () => {
    const team = getTeam('NFL', 'DAL');
    expect(Object.isFrozen(team)).toBe(true);
    expect(Object.isFrozen(getSchedule('NFL', '2025')[0])).toBe(true);
  });
});

describe('schedules', () => {
  it('has every row of the source schedules', () => {
    const rows = Object.fromEntries(
      getLeagues().flatMap((l) =>
        l.seasons.map((s) => [`${l.id} ${s}`, getSchedule(l.id, s).length]),
      ),
    );
    expect(rows).toEqual({
      'NFL 2024': 285,
      'NFL 2025': 285,
      'NFL 2026': 272,
      'NBA 2025-26': 1330,
      'NBA 2026-27': 1200,
      'MLB 2024': 2469,
      'MLB 2025': 2464,
      'MLB 2026': 2458,
      'MLS 2025': 540,
      'MLS 2026': 510,
      'NHL 2023-24': 1511,
      'NHL 2024-25': 1398,
      'NHL 2025-26': 1393,
      'NWSL 2024': 189,
      'NWSL 2025': 91,
      'NWSL 2026': 240,
      'WNBA 2026': 333,
    });
  });

  it('has the 2025 NFL opener DAL at PHI with kickoff, venue, zone and prime time', () => {
    const game = getSchedule('NFL', '2025').find((g) => g.gameId === '2025_01_DAL_PHI');
    expect(game).toMatchObject({
      key: 'NFL-2025_01_DAL_PHI',
      season: '2025',
      gameType: 'REG',
      week: '1',
      homeTeam: 'PHI',
      awayTeam: 'DAL',
      homeTeamName: 'Philadelphia Eagles',
      awayTeamName: 'Dallas Cowboys',
      venue: 'Lincoln Financial Field',
      venueCity: 'Philadelphia',
      dateLocal: '2025-09-04',
      timeLocal: '20:20',
      kickoffUtc: '2025-09-05T00:20:00Z',
      kickoffEpochMs: Date.UTC(2025, 8, 5, 0, 20),
      timezone: 'America/New_York',
      primetime: true,
      status: 'final',
      homeScore: 24,
      awayScore: 20,
      nfl: {
        divGame: true,
        spreadLine: 8.5,
        totalLine: 47.5,
        homeEloPre: 1619.9,
        awayEloPre: 1470.7,
        roof: 'outdoors',
      },
    });
    expect(timeZoneAbbreviation(game?.kickoffEpochMs ?? 0, game?.timezone ?? '')).toBe('EDT');
  });

  it('puts international games in the zone of their venue', () => {
    const london = getSchedule('NFL', '2025').find((g) => g.gameId === '2025_07_LA_JAX');
    // The source lists it at Jacksonville at 09:30 (US Eastern); it was played at Wembley.
    expect(london).toMatchObject({
      venue: 'Wembley Stadium',
      venueCity: 'London',
      timezone: 'Europe/London',
      dateLocal: '2025-10-19',
      timeLocal: '14:30',
    });
    const melbourne = getSchedule('NFL', '2026').find((g) => g.gameId === '2026_01_SF_LA');
    expect(melbourne).toMatchObject({
      timezone: 'Australia/Melbourne',
      dateLocal: '2026-09-11',
      timeLocal: '10:35',
    });
    const prague = getSchedule('NHL', '2024-25').find((g) => g.gameId === '2024020001');
    expect(prague).toMatchObject({
      venue: 'O2 Czech Republic',
      timezone: 'Europe/Prague',
      timeLocal: '19:00',
    });
  });

  it('marks the second row of a postponed MLB game as superseded and leaves it out of team games', () => {
    const rows = getSchedule('MLB', '2024').filter(
      (g) => g.gameId === '745444' || g.mlb?.rescheduledTo,
    );
    const postponed = rows.find((g) => g.status === 'postponed');
    expect(postponed).toBeDefined();
    expect(postponed?.superseded).toBe(true);
    expect(postponed?.key).toBe(`MLB-${postponed?.gameId}-${postponed?.dateLocal}`);
    const played = getSchedule('MLB', '2024').find(
      (g) => g.gameId === postponed?.gameId && !g.superseded,
    );
    expect(played?.key).toBe(`MLB-${postponed?.gameId}`);

    const home = postponed?.homeTeam ?? '';
    const keys = getTeamGames('MLB', home, '2024').map((g) => g.game.key);
    expect(keys).toContain(played?.key);
    expect(keys).not.toContain(postponed?.key);
    expect(
      getTeamGames('MLB', home, '2024', { includeSuperseded: true }).map((g) => g.game.key),
    ).toContain(postponed?.key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('gives a team its games of every season by kickoff, home and away', () => {
    const games = getTeamGames('NFL', 'dallas-cowboys');
    expect(new Set(games.map((g) => g.game.season))).toEqual(new Set(['2024', '2025', '2026']));
    expect(games.every((g) => g.teamId === 'DAL')).toBe(true);
    expect(games.some((g) => g.isHome) && games.some((g) => !g.isHome)).toBe(true);
    const kickoffs = games.map((g) => g.game.kickoffEpochMs ?? 0);
    expect(kickoffs).toEqual([...kickoffs].sort((a, b) => a - b));
    expect(getTeamGames('NFL', 'DAL', '2026')).toHaveLength(17);
    const opener = games.find((g) => g.game.gameId === '2025_01_DAL_PHI');
    expect(opener).toMatchObject({
      isHome: false,
      opponentId: 'PHI',
      opponentName: 'Philadelphia Eagles',
    });
  });

  it('keeps the venues of the time', () => {
    const oakland = getTeamGames('MLB', 'ATH', '2024').find((g) => g.isHome);
    expect(oakland?.game).toMatchObject({ homeTeamName: 'Athletics', venue: 'Oakland Coliseum' });
    expect(oakland?.game.timezone).toBe('America/Los_Angeles');
  });

  it('treats a midnight placeholder of an "if necessary" game as no time', () => {
    const tbd = getSchedule('NHL', '2025-26').filter(
      (g) => g.awayTeam === 'TBD' || g.homeTeam === 'TBD',
    );
    expect(tbd.length).toBe(7);
    expect(tbd.every((g) => g.timeLocal === null && g.kickoffEpochMs === null)).toBe(true);
  });

  it('assumes home venues where the source has none or a broken column', () => {
    const nhl = getTeamGames('NHL', 'BOS', '2023-24').find((g) => g.isHome)?.game;
    expect(nhl).toMatchObject({
      venue: 'TD Garden',
      venueAssumed: true,
      timezone: 'America/New_York',
    });
    const ari = getTeamGames('NHL', 'ARI', '2023-24').find((g) => g.isHome)?.game;
    expect(ari).toMatchObject({ venue: 'Mullett Arena', timezone: 'America/Phoenix' });
  });

  it('returns nothing for unknown seasons, teams and leagues', () => {
    expect(getSchedule('NFL', '2019')).toEqual([]);
    expect(getSchedule('XFL', '2025')).toEqual([]);
    expect(getTeamGames('NFL', 'nobody')).toEqual([]);
    expect(getTeamGames('NFL', 'DAL', '2019')).toEqual([]);
  });
});

describe('standings', () => {
  it('reads final tables and rates a season by the one before', () => {
    const nfl2025 = getStandings('NFL', '2025');
    expect(nfl2025?.rows).toHaveLength(32);
    expect(nfl2025?.rows[0]).toMatchObject({
      teamId: 'SEA',
      wins: 14,
      losses: 3,
      ties: 0,
      rank: 1,
    });
    expect(getPriorStandings('NFL', '2026')?.season).toBe('2025');
    expect(getPriorStandings('NBA', '2026-27')?.season).toBe('2025-26');
    expect(getPriorStandings('MLS', '2025')).toBeNull();
  });

  it('ranks NBA and WNBA tables, which carry only conference seeds', () => {
    const nba = getStandings('NBA', '2025-26');
    expect(nba?.rows.map((r) => r.rank)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    const pcts = nba?.rows.map((r) => r.winPct) ?? [];
    expect(pcts).toEqual([...pcts].sort((a, b) => b - a));
    expect(getStandings('WNBA', '2025')?.rows.find((r) => r.champion)?.teamId).toBe('LV');
  });

  it('builds a partial NWSL 2025 table from weeks 1-13', () => {
    const table = getStandings('NWSL', '2025');
    expect(table?.partial).toBe(true);
    expect(table?.rows).toHaveLength(14);
    const games = table?.rows.reduce((sum, r) => sum + r.games, 0);
    expect(games).toBe(91 * 2);
    expect(table?.rows.every((r) => r.points === r.wins * 3 + (r.ties ?? 0))).toBe(true);
    expect(getStandings('NWSL', '2024')?.rows[0]).toMatchObject({ teamId: 'ORL', points: 60 });
  });
});

describe('climate and weather', () => {
  it('gives a city month and a venue month with roof and distance', () => {
    expect(getClimate('Atlanta GA', 1)).toMatchObject({
      city: 'Atlanta GA',
      month: 1,
      avgHighC: 12,
      avgLowC: 2,
    });
    const chicago = getClimate({ league: 'NFL', team: 'CHI' }, 12);
    expect(chicago).toMatchObject({
      city: 'Chicago IL',
      month: 12,
      roofType: 'open',
      match: 'near',
    });
    expect(chicago?.meanTempC).toBeLessThan(2);
    expect(getClimate({ league: 'NFL', team: 'BUF' }, 1)).toMatchObject({
      city: 'Toronto',
      match: 'proxy',
    });
    // No climate city within 250 km of Green Bay.
    expect(getClimate({ league: 'NFL', team: 'GB' }, 12)).toBeNull();
    expect(getClimate('Atlantis', 1)).toBeNull();
    expect(() => getClimate('Atlanta GA', 13)).toThrow(RangeError);
  });

  it('gives recorded NFL game-day weather by stadium and month', () => {
    expect(getNflStadiumWeather('BAL00', 1)).toMatchObject({
      stadiumName: 'M&T Bank Stadium',
      games: 17,
      meanTempF: 45.3,
    });
    expect(getNflStadiumWeather('BAL00', 6)).toBeNull();
  });
});

describe('NFL Elo', () => {
  it('gives the end-of-2025 snapshot and the rating known before a season', () => {
    expect(getNflEloSnapshot()).toHaveLength(32);
    expect(getNflElo('SEA')).toMatchObject({
      rating: 1731,
      source: 'snapshot',
      asOfSeason: '2025',
      qbAdj: -7.1,
    });
    expect(getNflElo('seattle-seahawks', '2026')).toMatchObject({
      rating: 1731,
      forSeason: '2026',
    });
    expect(getNflElo('PHI', '2025')).toMatchObject({
      rating: 1619.9,
      source: 'pre-game',
      forSeason: '2025',
      asOfWeek: 1,
    });
    expect(getNflElo('KC', '2024')).toMatchObject({ rating: 1645.4, source: 'pre-game' });
    expect(getNflElo('DAL', '2019')).toBeNull();
    expect(getNflElo('nobody')).toBeNull();
  });
});
