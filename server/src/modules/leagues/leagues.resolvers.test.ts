import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { createTestApp } from '../../testing/app.js';

// The app's real GraphQL endpoint, so a module left out of the schema fails here. The queries are
// public reference data and read no database.
const app = createTestApp({} as Database);

async function query(source: string, variables: Record<string, unknown> = {}) {
  const res = await app.request('/v1/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: source, variables }),
  });
  return (await res.json()) as {
    data?: Record<string, unknown> | null;
    errors?: { message: string; extensions?: { code?: string } }[];
  };
}

describe('leagues GraphQL', () => {
  it('lists the leagues with display rules, seasons and logos', async () => {
    const { data, errors } = await query(
      '{ leagues { id name seasonDisplay seasonStartMonth teamCount logoUrl defaultSeason seasons { id season label gameCount } } }',
    );
    expect(errors).toBeUndefined();
    const leagues = data?.leagues as {
      id: string;
      seasonDisplay: string;
      teamCount: number;
      logoUrl: string;
      defaultSeason: string;
      seasons: { id: string; season: string; label: string; gameCount: number }[];
    }[];
    expect(leagues.map((l) => l.id)).toEqual(['NFL', 'NBA', 'MLB', 'MLS', 'NHL', 'NWSL', 'WNBA']);
    const nba = leagues.find((l) => l.id === 'NBA');
    expect(nba).toMatchObject({
      seasonDisplay: 'pair',
      teamCount: 30,
      logoUrl: '/logos/leagues/nba.svg',
    });
    expect(nba?.seasons[0]).toEqual({
      id: 'NBA:2025-26',
      season: '2025-26',
      label: '2025-2026',
      gameCount: 1330,
    });
    expect(leagues.find((l) => l.id === 'NWSL')?.teamCount).toBe(16);
  });

  it("lists a league's teams of a season", async () => {
    const { data, errors } = await query(
      'query ($league: String!, $season: String) { leagueTeams(league: $league, season: $season) { id abbreviation fullName slug timezone roofType primaryColor logoUrl active } }',
      { league: 'nwsl', season: '2024' },
    );
    expect(errors).toBeUndefined();
    const teams = data?.leagueTeams as { id: string; logoUrl: string; fullName: string }[];
    expect(teams).toHaveLength(14);
    expect(teams[0]).toMatchObject({
      id: 'NWSL:LA',
      fullName: 'Angel City FC',
      logoUrl: '/logos/nwsl/angel-city-fc.svg',
    });

    const current = await query('{ leagueTeams(league: "WNBA") { abbreviation } }');
    expect(current.data?.leagueTeams).toHaveLength(15);
  });

  it('lists the seasons of a team with its own counts', async () => {
    const { data, errors } = await query(
      '{ seasons(league: "NFL", team: "Dallas Cowboys") { id teamId season label gameCount homeGameCount firstGameDate } }',
    );
    expect(errors).toBeUndefined();
    expect(data?.seasons).toEqual([
      expect.objectContaining({
        id: 'NFL:DAL:2024',
        teamId: 'DAL',
        season: '2024',
        label: '2024-2025',
      }),
      expect.objectContaining({
        id: 'NFL:DAL:2025',
        label: '2025-2026',
        firstGameDate: '2025-09-04',
      }),
      expect.objectContaining({ id: 'NFL:DAL:2026', gameCount: 17 }),
    ]);
  });

  it('refuses an unknown league, team or season with BAD_USER_INPUT', async () => {
    for (const source of [
      '{ leagueTeams(league: "XFL") { id } }',
      '{ leagueTeams(league: "NFL", season: "soon") { id } }',
      '{ seasons(league: "NFL", team: "Springfield") { id } }',
    ]) {
      const { errors } = await query(source);
      expect(errors?.[0]?.extensions?.code, source).toBe('BAD_USER_INPUT');
    }
  });
});
