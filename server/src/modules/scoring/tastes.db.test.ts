import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { games } from '../../db/schema/games.js';
import { memberGameScores } from '../../db/schema/tastes.js';
import { teams } from '../../db/schema/teams.js';
import { createTestApp } from '../../testing/app.js';
import { setupTestDatabase } from '../../testing/db.js';
import { signedInUser } from '../../testing/index.js';
import { fillMyRankingsFromScore } from '../rankings/rankings.service.js';
import { DEFAULT_TASTE } from './convenience.js';
import { personalScoresFor } from './personal.service.js';
import { recomputeOutdatedScores } from './recompute.job.js';
import { SCORE_MODEL_VERSION } from './version.js';

const testDb = setupTestDatabase();

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- response shapes vary per query; assertions check them
type Loose = any;

async function makeUser(email: string) {
  const user = await signedInUser(testDb.db, { email });
  return { ...user, auth: { userId: user.id, isAnonymous: false } as Loose };
}

async function gql(token: string | null, query: string, variables?: object) {
  const app = createTestApp(testDb.db);
  const res = await app.request('/v1/graphql', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as { data?: Loose; errors?: { message: string; extensions?: Loose }[] };
}

const SET_TASTE = `mutation($input: MemberTasteInput!) {
  setMyTaste(input: $input) { days kickoff coldTolerance rainTolerance lovedOpponents avoidedOpponents }
}`;
const GAMES = `query($teamId: ID!) {
  teamGames(teamId: $teamId) {
    id opponent tiixRank statureScore statureReasons convenienceScore convenienceReasons
    scoreModelVersion myScore myScoreReasons myAdp
  }
}`;

async function createTeam(token: string) {
  const body = await gql(
    token,
    `mutation($input: CreateTeamInput!) { createTeam(input: $input) { id } }`,
    {
      input: {
        name: 'Arrowhead Crew',
        league: 'NFL',
        teamName: 'Kansas City Chiefs',
        season: '2026',
      },
    },
  );
  const id = body.data?.createTeam?.id as string | undefined;
  expect(id, JSON.stringify(body.errors)).toBeTruthy();
  // The score and personal scores are Unlimited features: the API hides them from free teams.
  await testDb.db.update(teams).set({ plan: 'unlimited' }).where(eq(teams.id, id!));
  return id!;
}

// A member with no preference: the taste the team score assumes.
const neutral = DEFAULT_TASTE;

describe('member taste and personal scores', () => {
  it('stores the score split and its model version with every game', async () => {
    const owner = await makeUser('owner@example.com');
    const teamId = await createTeam(owner.token);
    const list = (await gql(owner.token, GAMES, { teamId })).data.teamGames as Loose[];
    expect(list.length).toBeGreaterThanOrEqual(8);
    for (const g of list) {
      expect(g.scoreModelVersion).toBe(SCORE_MODEL_VERSION);
      expect(g.tiixRank).toBe(
        Math.round(Math.min(100, Math.max(0, g.statureScore + g.convenienceScore))),
      );
      // Without a taste there is no personal score: the team score applies.
      expect(g.myScore).toBeNull();
      expect(g.myAdp).toBeNull();
    }
    expect((await gql(owner.token, '{ myTaste { days } }')).data.myTaste).toBeNull();
  });

  it('a taste gives a personal score that fill-from-score and the draft follow', async () => {
    const owner = await makeUser('owner@example.com');
    const teamId = await createTeam(owner.token);
    const stored = await testDb.db.select().from(games).where(eq(games.teamId, teamId));
    const ids = stored.map((g) => g.id);
    const teamOrder = [...stored].sort((a, b) => b.tiixRank! - a.tiixRank!);
    const worst = teamOrder[teamOrder.length - 1]!;

    // No taste: the draft and fill-from-score use the team score.
    const before = await personalScoresFor(testDb.db, owner.id, ids);
    expect(ids.map((id) => before.get(id))).toEqual(stored.map((g) => g.tiixRank));
    const now = new Date('2026-08-01T00:00:00Z');
    const filled = await fillMyRankingsFromScore(testDb.db, owner.auth, teamId, now);
    expect(filled.find((r) => r.rank === 1)!.gameId).toBe(teamOrder[0]!.id);

    // Love the visitor of the weakest game: it climbs by 12 points plus the taste's reasons.
    const set = await gql(owner.token, SET_TASTE, {
      input: { ...neutral, lovedOpponents: [` ${worst.opponent} `], coldTolerance: 'high' },
    });
    expect(set.errors).toBeUndefined();
    expect(set.data.setMyTaste.lovedOpponents).toEqual([worst.opponent]);
    const rows = await testDb.db
      .select()
      .from(memberGameScores)
      .where(eq(memberGameScores.userId, owner.id));
    expect(rows.length).toBe(stored.length);

    const list = (await gql(owner.token, GAMES, { teamId })).data.teamGames as Loose[];
    const loved = list.find((g) => g.id === worst.id)!;
    expect(loved.myScore).toBeGreaterThanOrEqual(Math.min(100, worst.tiixRank! + 12));
    expect(loved.myScoreReasons[0]).toBe(`You love ${worst.opponent}`);
    expect(list.every((g) => typeof g.myAdp === 'number')).toBe(true);

    const personal = await personalScoresFor(testDb.db, owner.id, ids);
    const personalBest = [...personal].sort((a, b) => b[1] - a[1])[0]![0];
    const refilled = await fillMyRankingsFromScore(testDb.db, owner.auth, teamId, now);
    expect(refilled.find((r) => r.rank === 1)!.gameId).toBe(personalBest);
    const rankOf = (id: string, list: typeof filled) => list.find((r) => r.gameId === id)!.rank;
    expect(rankOf(worst.id, refilled)).toBeLessThan(rankOf(worst.id, filled));

    // Another member without a taste still gets the team score.
    const other = await makeUser('friend@example.com');
    const theirs = await personalScoresFor(testDb.db, other.id, ids);
    expect(theirs.get(worst.id)).toBe(worst.tiixRank);

    // Changing the taste rewrites the stored personal scores; clearing it removes them.
    await gql(owner.token, SET_TASTE, {
      input: { ...neutral, avoidedOpponents: [worst.opponent] },
    });
    const avoided = await personalScoresFor(testDb.db, owner.id, [worst.id]);
    expect(avoided.get(worst.id)).toBeLessThan(worst.tiixRank!);
    const cleared = await gql(owner.token, 'mutation { clearMyTaste }');
    expect(cleared.data.clearMyTaste).toBe(true);
    expect((await personalScoresFor(testDb.db, owner.id, [worst.id])).get(worst.id)).toBe(
      worst.tiixRank,
    );
  });

  it('refuses guests and bad opponent lists with clear errors, and keeps the old taste', async () => {
    const owner = await makeUser('owner@example.com');
    const guest = await gql(null, SET_TASTE, { input: neutral });
    expect(guest.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    await gql(owner.token, SET_TASTE, { input: { ...neutral, days: 'weekends' } });
    const both = await gql(owner.token, SET_TASTE, {
      input: {
        ...neutral,
        lovedOpponents: ['Denver Broncos'],
        avoidedOpponents: ['denver broncos'],
      },
    });
    expect(both.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(both.errors?.[0]?.message).toBe('Denver Broncos cannot be both loved and avoided');
    const tooMany = await gql(owner.token, SET_TASTE, {
      input: { ...neutral, lovedOpponents: Array.from({ length: 41 }, (_, i) => `Team ${i}`) },
    });
    expect(tooMany.errors?.[0]?.message).toBe('At most 40 opponents per list');
    const empty = await gql(owner.token, SET_TASTE, {
      input: { ...neutral, lovedOpponents: [' '] },
    });
    expect(empty.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await gql(owner.token, '{ myTaste { days } }')).data.myTaste.days).toBe('weekends');
  });

  it('the start-up job recomputes rows of an older model or data and drops stale personal scores', async () => {
    const owner = await makeUser('owner@example.com');
    const teamId = await createTeam(owner.token);
    await gql(owner.token, SET_TASTE, { input: { ...neutral, days: 'weeknights' } });
    const stored = await testDb.db.select().from(games).where(eq(games.teamId, teamId));
    const target = stored[0]!;
    await testDb.db
      .update(games)
      .set({ tiixRank: 1, statureScore: 0, scoreModelVersion: 'old-model' })
      .where(eq(games.id, target.id));
    await testDb.db
      .update(memberGameScores)
      .set({ score: 0 })
      .where(eq(memberGameScores.gameId, target.id));

    const first = await recomputeOutdatedScores(testDb.db);
    expect(first.teams).toBe(1);
    expect(first.games).toBe(stored.length);
    const [after] = await testDb.db.select().from(games).where(eq(games.id, target.id));
    expect(after!.tiixRank).toBe(target.tiixRank);
    expect(after!.statureScore).toBe(target.statureScore);
    expect(after!.scoreModelVersion).toBe(SCORE_MODEL_VERSION);
    // The stale personal score was dropped and is recomputed on the next read.
    const personal = await personalScoresFor(testDb.db, owner.id, [target.id]);
    expect(personal.get(target.id)).toBeGreaterThan(0);

    // Nothing outdated: a second start does nothing.
    expect(await recomputeOutdatedScores(testDb.db)).toEqual({ teams: 0, games: 0 });
    await testDb.db
      .update(games)
      .set({ scoreDataHash: 'older-data' })
      .where(eq(games.id, target.id));
    expect((await recomputeOutdatedScores(testDb.db)).teams).toBe(1);
  });
});
