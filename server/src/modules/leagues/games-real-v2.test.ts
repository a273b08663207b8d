import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { createTestApp } from '../../testing/app.js';
import type { ApiGame } from './api-game.js';
import { getTeams } from './league-data.js';
import { LEAGUE_IDS } from './types.js';

// The endpoint reads the bundled schedules, not the database.
const app = createTestApp({} as Database);

async function get(query: string) {
  const res = await app.request(`/api/games-real-v2?${query}`);
  return { res, body: (await res.json()) as unknown };
}

async function games(query: string): Promise<ApiGame[]> {
  const { res, body } = await get(query);
  expect(res.status, query).toBe(200);
  expect(res.headers.get('cache-control')).toBe('no-store');
  expect(Array.isArray(body)).toBe(true);
  return body as ApiGame[];
}

describe('GET /api/games-real-v2', () => {
  it("returns a team's games of every season by abbreviation, in the app's Game shape", async () => {
    const list = await games('league=NFL&team=DAL&_=1763780000000');
    expect(new Set(list.map((g) => g.season))).toEqual(new Set(['2024', '2025', '2026']));
    const kickoffs = list.map((g) => g.kickoff_epoch_ms ?? 0);
    expect(kickoffs).toEqual([...kickoffs].sort((a, b) => a - b));
    expect(list.some((g) => g.is_home)).toBe(true);
    expect(list.some((g) => !g.is_home)).toBe(true);
    expect(new Set(list.map((g) => g.id)).size).toBe(list.length);

    expect(list.find((g) => g.id === 'NFL-2025_01_DAL_PHI')).toEqual({
      id: 'NFL-2025_01_DAL_PHI',
      idEvent: 'NFL-2025_01_DAL_PHI',
      external_game_id: 'NFL-2025_01_DAL_PHI',
      league: 'NFL',
      season: '2025',
      season_display: '2025-2026',
      team_abbr: 'DAL',
      opponent: 'Philadelphia Eagles',
      opponent_abbr: 'PHI',
      team_code: 'PHI',
      is_home: false,
      home_team: 'PHI',
      away_team: 'DAL',
      venue: 'Lincoln Financial Field',
      venue_city: 'Philadelphia',
      neutral_site: false,
      game_date: '2025-09-04',
      kickoffEpochMs: Date.UTC(2025, 8, 5, 0, 20),
      kickoff_epoch_ms: Date.UTC(2025, 8, 5, 0, 20),
      kickoffLocal: '2025-09-04T20:20',
      kickoff_local: '2025-09-04T20:20',
      timezone: 'America/New_York',
      kickoff_tz: 'America/New_York',
      tzAbbr: 'EDT',
      tz_abbr: 'EDT',
      isPrimeTime: true,
      tv_prime_time: true,
      is_preseason: false,
      is_playoff: false,
      week: '1',
      game_type: 'REG',
      status: 'final',
      home_score: 24,
      away_score: 20,
      final_score: '24-20',
      national_tv: [],
    });
  });

  it('finds the team by slug or full name, case-insensitively, and filters by season', async () => {
    const bySlug = await games('league=nfl&team=Philadelphia-Eagles&season=2025');
    expect(bySlug.every((g) => g.season === '2025' && g.team_abbr === 'PHI')).toBe(true);
    expect(bySlug.find((g) => g.id === 'NFL-2025_01_DAL_PHI')).toMatchObject({
      is_home: true,
      opponent: 'Dallas Cowboys',
      opponent_abbr: 'DAL',
    });
    expect(bySlug.some((g) => g.is_home) && bySlug.some((g) => !g.is_home)).toBe(true);
    const byName = await games(
      `league=NFL&team=${encodeURIComponent('philadelphia eagles')}&season=2025-2026`,
    );
    expect(byName.map((g) => g.id)).toEqual(bySlug.map((g) => g.id));
  });

  it('maps scheduled games to upcoming without a score', async () => {
    const list = await games('league=NFL&team=DAL&season=2026');
    expect(list).toHaveLength(17);
    expect(
      list.every((g) => g.status === 'upcoming' && g.final_score === null && g.home_score === null),
    ).toBe(true);
  });

  it('gives an international game its venue clock and zone abbreviation', async () => {
    const list = await games('league=NFL&team=JAX&season=2025');
    expect(list.find((g) => g.id === 'NFL-2025_07_LA_JAX')).toMatchObject({
      venue: 'Wembley Stadium',
      kickoff_local: '2025-10-19T14:30',
      kickoff_tz: 'Europe/London',
      tz_abbr: 'BST',
      neutral_site: true,
    });
  });

  it('sends no kickoff for a game whose time is not set', async () => {
    const list = await games('league=NHL&team=CAR&season=2025-26');
    const tbd = list.filter((g) => g.opponent_abbr === 'TBD');
    expect(tbd.length).toBeGreaterThan(0);
    for (const game of tbd) {
      expect(game).toMatchObject({
        kickoffEpochMs: null,
        kickoffLocal: null,
        tzAbbr: null,
        status: 'upcoming',
      });
    }
  });

  it.each(LEAGUE_IDS)('serves the schedule of every %s team', async (league) => {
    for (const team of getTeams(league)) {
      const list = await games(`league=${league}&team=${team.slug}`);
      expect(list.length, `${league} ${team.id}`).toBeGreaterThan(0);
      for (const game of list) {
        expect(game.team_abbr).toBe(team.id);
        expect(game.opponent).not.toBe('');
        expect(['upcoming', 'final', 'postponed', 'cancelled']).toContain(game.status);
        expect(game.is_home ? game.home_team : game.away_team).toBe(team.id);
      }
    }
  });

  it('carries national TV where the data has it (NBA, WNBA)', async () => {
    const list = await games('league=NBA&team=OKC&season=2025-26');
    expect(list[0]).toMatchObject({
      opponent_abbr: 'HOU',
      national_tv: ['NBC', 'Peacock'],
      final_score: '125-124',
    });
  });

  it('answers 404 when the team has no games', async () => {
    // WNBA 2025 has a standings table but no game-by-game schedule.
    for (const query of ['league=WNBA&team=LV&season=2025', 'league=NFL&team=DAL&season=2019']) {
      const { res, body } = await get(query);
      expect(res.status, query).toBe(404);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(body).toEqual({
        status: 404,
        error: 'no-games',
        message: 'No games found for this team',
      });
    }
  });

  it('answers 400 invalid-league for a missing or unknown league', async () => {
    for (const query of ['team=DAL', 'league=&team=DAL', 'league=XFL&team=DAL']) {
      const { res, body } = await get(query);
      expect(res.status, query).toBe(400);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(body).toMatchObject({ status: 400, error: 'invalid-league' });
      expect((body as { message: string }).message).toMatch(/NFL, NBA, MLB, MLS, NHL, NWSL, WNBA/);
    }
  });

  it("answers 400 invalid-team for a missing, unknown or other league's team", async () => {
    for (const query of [
      'league=NFL',
      'league=NFL&team=',
      'league=NFL&team=Springfield',
      'league=NBA&team=dallas-cowboys',
    ]) {
      const { res, body } = await get(query);
      expect(res.status, query).toBe(400);
      expect(body).toMatchObject({ status: 400, error: 'invalid-team' });
    }
  });

  it('answers 400 for a malformed season', async () => {
    const { res, body } = await get('league=NFL&team=DAL&season=last');
    expect(res.status).toBe(400);
    expect(body).toMatchObject({ status: 400, error: 'invalid-season' });
  });
});
