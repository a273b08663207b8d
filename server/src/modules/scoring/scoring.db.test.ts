import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { games } from '../../db/schema/games.js';
import { createTestApp } from '../../testing/app.js';
import { setupTestDatabase } from '../../testing/db.js';
import { signedInUser } from '../../testing/index.js';
import { scoreSeason } from './scoring.service.js';

const testDb = setupTestDatabase();

async function makeOwner() {
  return (await signedInUser(testDb.db, { email: 'owner@example.com' })).token;
}

describe('scores are stored with the games', () => {
  it('createTeam stores every home game with its score and team ranks', async () => {
    const app = createTestApp(testDb.db);
    const token = await makeOwner();
    const res = await app.request('/v1/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        query: `mutation($input: CreateTeamInput!) { createTeam(input: $input) { id gameCount } }`,
        variables: {
          input: {
            name: 'Sunday Crew',
            league: 'NFL',
            teamName: 'Kansas City Chiefs',
            season: '2025',
          },
        },
      }),
    });
    const body = (await res.json()) as { data?: { createTeam?: { id: string } }; errors?: unknown };
    const teamId = body.data?.createTeam?.id;
    expect(teamId, JSON.stringify(body.errors)).toBeTruthy();

    const stored = await testDb.db.select().from(games).where(eq(games.teamId, teamId!));
    expect(stored.length).toBeGreaterThanOrEqual(8);
    const season = scoreSeason('NFL', '2025');
    for (const g of stored) {
      const expected = season.get(g.externalGameId!)!;
      expect(g.tiixRank).toBe(expected.tiixRank);
      expect(g.tiixStars).toBe(expected.tiixStars);
      expect(g.tiixReasonTags).toEqual(expected.tiixReasonTags);
      expect(g.tiixRationale).toBe(expected.tiixRationale);
      expect(g.slateRank).toBe(expected.slateRank);
      expect(g.adp).toBeGreaterThanOrEqual(1);
      expect(g.probGoneBeforePick).toBeGreaterThanOrEqual(0);
    }
    expect(stored.map((g) => g.tiixRankTeam).sort((a, b) => a! - b!)).toEqual(
      stored.map((_, i) => i + 1),
    );
    // Sunday night against Detroit (a top-5 visitor, in prime time) is the Chiefs' best home game
    // of 2025: the market priced it as a high-scoring, close game.
    const best = stored.find((g) => g.tiixRankTeam === 1)!;
    expect(best.externalGameId).toBe('NFL-2025_06_DET_KC');
    expect(best.tiixRankPercentile).toBe(100);
  });
});
