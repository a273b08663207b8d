import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { RequestAuth } from '../../auth/caller.js';
import { activityLog } from '../../db/schema/activity.js';
import { gameRankings, games } from '../../db/schema/games.js';
import { teamMembers, teams } from '../../db/schema/teams.js';
import {
  type Caller,
  type GqlResult as Gql,
  type Loose,
  signedInUser,
  setupTestApp,
} from '../../testing/index.js';
import { fillMyRankingsFromScore } from './rankings.service.js';

const server = setupTestApp();

const FUTURE = (day: number) => new Date(Date.UTC(2099, 8, day, 18));
const PAST = new Date(Date.UTC(2020, 8, 1, 18));

interface Fixture {
  owner: Caller;
  member: Caller;
  outsider: Caller;
  teamId: string;
  /** Upcoming games g[0..4] on days 1..5, g[5] final (past, with a score). */
  g: string[];
}

/** A team with an owner and a joined member, five upcoming games and one final one. */
async function fixture(): Promise<Fixture> {
  const owner = await signedInUser(server.db, { email: 'owner@example.com' });
  const member = await signedInUser(server.db, { email: 'member@example.com' });
  const outsider = await signedInUser(server.db, { email: 'outsider@example.com' });
  const [team] = await server.db
    .insert(teams)
    .values({
      name: 'Crew',
      league: 'NFL',
      teamName: 'Dallas Cowboys',
      season: '2025',
      ownerId: owner.id,
    })
    .returning({ id: teams.id });
  const teamId = team!.id;
  await server.db.insert(teamMembers).values([
    { teamId, userId: owner.id, role: 'owner' as const, joinedAt: new Date() },
    { teamId, userId: member.id, role: 'member' as const, joinedAt: new Date() },
  ]);
  const rows = await server.db
    .insert(games)
    .values([
      // Inserted out of date order so that ordering is the query's doing.
      { teamId, opponent: 'Eagles', gameDate: FUTURE(3), tiixRank: 90 },
      { teamId, opponent: 'Giants', gameDate: FUTURE(1), tiixRank: 40 },
      { teamId, opponent: 'Commanders', gameDate: FUTURE(2), tiixRank: 90 },
      { teamId, opponent: 'Bears', gameDate: FUTURE(5), tiixRank: null },
      { teamId, opponent: 'Packers', gameDate: FUTURE(4), tiixRank: 75 },
      {
        teamId,
        opponent: 'Rams',
        gameDate: PAST,
        status: 'final' as const,
        homeScore: 24,
        awayScore: 17,
        finalScore: '24-17',
        tiixRank: 99,
      },
    ])
    .returning({ id: games.id, opponent: games.opponent });
  const id = (name: string) => rows.find((r) => r.opponent === name)!.id;
  // g[i] in date order: Giants, Commanders, Eagles, Packers, Bears, then the final Rams game.
  const g = ['Giants', 'Commanders', 'Eagles', 'Packers', 'Bears', 'Rams'].map(id);
  return { owner, member, outsider, teamId, g };
}

const SAVE = `mutation($teamId: ID!, $rankings: [RankingInput!]!) {
  saveMyRankings(teamId: $teamId, rankings: $rankings) { id gameId userId rank createdAt updatedAt }
}`;
const FILL = `mutation($teamId: ID!) { fillMyRankingsFromScore(teamId: $teamId) { gameId rank } }`;
const MINE = `query($teamId: ID!) { myRankings(teamId: $teamId) { gameId userId rank } }`;
const ALL = `query($teamId: ID!) { teamRankings(teamId: $teamId) { gameId userId rank } }`;
const GAMES = `query($teamId: ID!) { teamGames(teamId: $teamId) { id opponent gameDate status } }`;

async function save(caller: Caller | null, teamId: string, rankings: object[]) {
  return server.gql(caller, SAVE, { teamId, rankings });
}

/** The user's stored ranks as gameId → rank, straight from the table. */
async function stored(userId: string): Promise<Record<string, number>> {
  const rows = await server.db
    .select({ gameId: gameRankings.gameId, rank: gameRankings.rank })
    .from(gameRankings)
    .where(eq(gameRankings.userId, userId));
  return Object.fromEntries(rows.map((r) => [r.gameId, r.rank]));
}

async function rankedActivity(teamId: string) {
  return server.db
    .select({ userId: activityLog.userId, details: activityLog.details })
    .from(activityLog)
    .where(and(eq(activityLog.teamId, teamId), eq(activityLog.activityType, 'game_ranked')));
}

const codeOf = (res: Gql) => res.errors?.[0]?.extensions?.code;

describe('teamGames', () => {
  it('lists the games to members by date, and nothing to guests, outsiders or bad ids', async () => {
    const f = await fixture();
    const res = await server.gql(f.member, GAMES, { teamId: f.teamId });
    expect(res.errors).toBeUndefined();
    expect(res.data!.teamGames.map((x: Loose) => x.opponent)).toEqual([
      'Rams',
      'Giants',
      'Commanders',
      'Eagles',
      'Packers',
      'Bears',
    ]);
    for (const caller of [null, f.outsider]) {
      expect((await server.gql(caller, GAMES, { teamId: f.teamId })).data!.teamGames).toEqual([]);
    }
    expect((await server.gql(f.member, GAMES, { teamId: 'nope' })).data!.teamGames).toEqual([]);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await server.gql(f.member, GAMES, { teamId: unknown })).data!.teamGames).toEqual([]);
  });

  it('reads the Game fields each query asks for, through fragments and aliases', async () => {
    const f = await fixture();
    const full = await server.gql(
      f.member,
      `query($teamId: ID!) { teamGames(teamId: $teamId) {
        id teamId opponent gameDate isHome isPrimeTime status finalScore tiixRank tiixReasonTags myScore
      } }`,
      { teamId: f.teamId },
    );
    expect(full.errors).toBeUndefined();
    const games = full.data!.teamGames as Loose[];
    expect(games[0]).toMatchObject({
      opponent: 'Rams',
      gameDate: PAST.toISOString(),
      status: 'final',
      finalScore: '24-17',
      // A free team: the score is hidden.
      tiixRank: null,
      tiixReasonTags: [],
    });
    const some = await server.gql(
      f.member,
      `query($teamId: ID!) { teamGames(teamId: $teamId) { ...Names when: gameDate } }
       fragment Names on Game { opponent myScore }`,
      { teamId: f.teamId },
    );
    expect(some.errors).toBeUndefined();
    expect(some.data!.teamGames).toEqual(
      games.map((g) => ({ opponent: g.opponent, myScore: g.myScore, when: g.gameDate })),
    );
  });

  it('answers [] for a team without games and to a member who left', async () => {
    const f = await fixture();
    const [empty] = await server.db
      .insert(teams)
      .values({
        name: 'New',
        league: 'NFL',
        teamName: 'Dallas Cowboys',
        season: '2025',
        ownerId: f.owner.id,
      })
      .returning({ id: teams.id });
    await server.db
      .insert(teamMembers)
      .values({ teamId: empty!.id, userId: f.owner.id, role: 'owner', joinedAt: new Date() });
    const none = await server.gql(f.owner, GAMES, { teamId: empty!.id });
    expect(none.errors).toBeUndefined();
    expect(none.data!.teamGames).toEqual([]);
    await server.db
      .delete(teamMembers)
      .where(and(eq(teamMembers.teamId, f.teamId), eq(teamMembers.userId, f.member.id)));
    expect((await server.gql(f.member, GAMES, { teamId: f.teamId })).data!.teamGames).toEqual([]);
  });
});

describe('saveMyRankings', () => {
  it('saves ranks, returns the caller’s ranks best first and logs one game_ranked each', async () => {
    const f = await fixture();
    const res = await save(f.member, f.teamId, [
      { gameId: f.g[0], rank: 2 },
      { gameId: f.g[1], rank: 1 },
      { gameId: f.g[2], rank: 3 },
    ]);
    expect(res.errors).toBeUndefined();
    expect(res.data!.saveMyRankings.map((r: Loose) => [r.gameId, r.rank])).toEqual([
      [f.g[1], 1],
      [f.g[0], 2],
      [f.g[2], 3],
    ]);
    expect(res.data!.saveMyRankings.every((r: Loose) => r.userId === f.member.id)).toBe(true);
    expect(await stored(f.member.id)).toEqual({ [f.g[0]!]: 2, [f.g[1]!]: 1, [f.g[2]!]: 3 });

    const activity = await rankedActivity(f.teamId);
    expect(activity).toHaveLength(3);
    expect(activity.every((a) => a.userId === f.member.id)).toBe(true);
    expect(activity.map((a) => a.details).sort((a, b) => Number(a.rank) - Number(b.rank))).toEqual([
      { opponent: 'Commanders', rank: 1 },
      { opponent: 'Giants', rank: 2 },
      { opponent: 'Eagles', rank: 3 },
    ]);

    const mine = await server.gql(f.member, MINE, { teamId: f.teamId });
    expect(mine.data!.myRankings.map((r: Loose) => r.rank)).toEqual([1, 2, 3]);
    // Another member's ranks are separate, and the owner sees everyone's.
    expect((await server.gql(f.owner, MINE, { teamId: f.teamId })).data!.myRankings).toEqual([]);
    await save(f.owner, f.teamId, [{ gameId: f.g[0], rank: 1 }]);
    const all = await server.gql(f.owner, ALL, { teamId: f.teamId });
    expect(all.data!.teamRankings).toHaveLength(4);
    expect(new Set(all.data!.teamRankings.map((r: Loose) => r.userId))).toEqual(
      new Set([f.owner.id, f.member.id]),
    );
  });

  it('clamps ranks to 0-100 and saves only ranks above 0', async () => {
    const f = await fixture();
    await save(f.member, f.teamId, [{ gameId: f.g[2], rank: 7 }]);
    const res = await save(f.member, f.teamId, [
      { gameId: f.g[0], rank: 250 },
      { gameId: f.g[1], rank: -3 },
      { gameId: f.g[2], rank: 0 },
    ]);
    expect(res.errors).toBeUndefined();
    // g[2] had rank 7: a 0 removes it rather than storing 0.
    expect(await stored(f.member.id)).toEqual({ [f.g[0]!]: 100 });
    expect((await rankedActivity(f.teamId)).map((a) => a.details)).toContainEqual({
      opponent: 'Giants',
      rank: 100,
    });
    expect(await rankedActivity(f.teamId)).toHaveLength(2);
  });

  it('does nothing with an empty list', async () => {
    const f = await fixture();
    await save(f.member, f.teamId, [{ gameId: f.g[0], rank: 1 }]);
    const before = await rankedActivity(f.teamId);
    const res = await save(f.member, f.teamId, []);
    expect(res.errors).toBeUndefined();
    expect(res.data!.saveMyRankings.map((r: Loose) => [r.gameId, r.rank])).toEqual([[f.g[0], 1]]);
    expect(await stored(f.member.id)).toEqual({ [f.g[0]!]: 1 });
    expect(await rankedActivity(f.teamId)).toHaveLength(before.length);
  });

  it('moves a rank used by another game: the other game loses it', async () => {
    const f = await fixture();
    await save(f.member, f.teamId, [
      { gameId: f.g[0], rank: 1 },
      { gameId: f.g[1], rank: 2 },
    ]);
    // Rank 1 goes to g[2]; g[0] is not in the list and still loses it.
    const res = await save(f.member, f.teamId, [{ gameId: f.g[2], rank: 1 }]);
    expect(res.errors).toBeUndefined();
    expect(await stored(f.member.id)).toEqual({ [f.g[2]!]: 1, [f.g[1]!]: 2 });
    // Within one list, the later game gets a repeated rank.
    await save(f.member, f.teamId, [
      { gameId: f.g[3], rank: 2 },
      { gameId: f.g[4], rank: 2 },
    ]);
    expect(await stored(f.member.id)).toEqual({ [f.g[2]!]: 1, [f.g[4]!]: 2 });
    // Another user's identical rank is untouched.
    await save(f.owner, f.teamId, [{ gameId: f.g[0], rank: 1 }]);
    await save(f.member, f.teamId, [{ gameId: f.g[3], rank: 1 }]);
    expect(await stored(f.owner.id)).toEqual({ [f.g[0]!]: 1 });
    expect(await stored(f.member.id)).toEqual({ [f.g[3]!]: 1, [f.g[4]!]: 2 });
  });

  it('keeps ranks unique when two saves of one user race', async () => {
    const f = await fixture();
    await Promise.all([
      save(f.member, f.teamId, [{ gameId: f.g[0], rank: 1 }]),
      save(f.member, f.teamId, [{ gameId: f.g[1], rank: 1 }]),
    ]);
    const ranks = Object.values(await stored(f.member.id));
    expect(ranks).toEqual([1]);
  });

  it('refuses final games and games of other teams, changing nothing', async () => {
    const f = await fixture();
    await save(f.member, f.teamId, [{ gameId: f.g[0], rank: 1 }]);

    const final = await save(f.member, f.teamId, [
      { gameId: f.g[1], rank: 2 },
      { gameId: f.g[5], rank: 3 },
    ]);
    expect(codeOf(final)).toBe('BAD_USER_INPUT');
    expect(final.errors![0]!.message).toBe('Final games cannot be ranked');

    const [other] = await server.db
      .insert(teams)
      .values({ name: 'Other', league: 'NFL', teamName: 'Dallas Cowboys', ownerId: f.owner.id })
      .returning({ id: teams.id });
    const [foreign] = await server.db
      .insert(games)
      .values({ teamId: other!.id, opponent: 'Jets', gameDate: FUTURE(9) })
      .returning({ id: games.id });
    for (const gameId of [foreign!.id, 'not-a-uuid']) {
      const res = await save(f.member, f.teamId, [
        { gameId: f.g[1], rank: 2 },
        { gameId, rank: 3 },
      ]);
      expect(codeOf(res)).toBe('BAD_USER_INPUT');
    }
    expect(await stored(f.member.id)).toEqual({ [f.g[0]!]: 1 });
    expect(await rankedActivity(f.teamId)).toHaveLength(1);
  });

  it('rolls the whole save back when a write fails half-way', async () => {
    const f = await fixture();
    await save(f.member, f.teamId, [
      { gameId: f.g[0], rank: 1 },
      { gameId: f.g[1], rank: 2 },
    ]);
    // The activity insert is the last write, after the deletes and the rank inserts.
    await server.db.execute(sql`
      create or replace function rankings_test_fail() returns trigger language plpgsql as $$
      begin raise exception 'activity refused'; end $$`);
    await server.db.execute(sql`
      create trigger rankings_test_fail before insert on activity_log
      for each row execute function rankings_test_fail()`);
    try {
      const res = await save(f.member, f.teamId, [
        { gameId: f.g[0], rank: 3 },
        { gameId: f.g[2], rank: 2 },
      ]);
      expect(codeOf(res)).toBe('INTERNAL_SERVER_ERROR');
    } finally {
      await server.db.execute(sql`drop trigger rankings_test_fail on activity_log`);
      await server.db.execute(sql`drop function rankings_test_fail()`);
    }
    expect(await stored(f.member.id)).toEqual({ [f.g[0]!]: 1, [f.g[1]!]: 2 });
  });
});

describe('permissions', () => {
  it('guests are UNAUTHENTICATED, outsiders and unknown teams NOT_FOUND; reads are empty', async () => {
    const f = await fixture();
    await save(f.member, f.teamId, [{ gameId: f.g[0], rank: 1 }]);
    const anonymous = await signedInUser(server.db, { email: 'anon@example.com', anonymous: true });
    const rankings = [{ gameId: f.g[1], rank: 1 }];

    expect(codeOf(await save(null, f.teamId, rankings))).toBe('UNAUTHENTICATED');
    expect(codeOf(await save(anonymous, f.teamId, rankings))).toBe('UNAUTHENTICATED');
    expect(codeOf(await server.gql(null, FILL, { teamId: f.teamId }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await save(f.outsider, f.teamId, rankings))).toBe('NOT_FOUND');
    expect(codeOf(await save(f.outsider, f.teamId, []))).toBe('NOT_FOUND');
    expect(codeOf(await server.gql(f.outsider, FILL, { teamId: f.teamId }))).toBe('NOT_FOUND');
    expect(codeOf(await save(f.member, '00000000-0000-4000-8000-000000000000', rankings))).toBe(
      'NOT_FOUND',
    );
    expect(await stored(f.outsider.id)).toEqual({});
    expect(await stored(f.member.id)).toEqual({ [f.g[0]!]: 1 });

    for (const caller of [null, f.outsider]) {
      const mine = await server.gql(caller, MINE, { teamId: f.teamId });
      const all = await server.gql(caller, ALL, { teamId: f.teamId });
      expect(mine.data!.myRankings).toEqual([]);
      expect(all.data!.teamRankings).toEqual([]);
    }
    // A plain member (not owner or admin) may rank and read everyone's ranks.
    expect((await server.gql(f.member, ALL, { teamId: f.teamId })).data!.teamRankings).toHaveLength(
      1,
    );
  });
});

/** The automatic score is an Unlimited feature. */
async function goUnlimited(teamId: string) {
  await server.db.update(teams).set({ plan: 'unlimited' }).where(eq(teams.id, teamId));
}

describe('the score on the free plan', () => {
  it('is hidden by the API and cannot fill ranks; Unlimited shows it and fills', async () => {
    const f = await fixture();
    const SCORES = `query($teamId: ID!) { teamGames(teamId: $teamId) { opponent tiixRank tiixStars tiixReasonTags adp } }`;
    const free = await server.gql(f.member, SCORES, { teamId: f.teamId });
    const eaglesFree = (free.data!.teamGames as { opponent: string }[]).find(
      (g) => g.opponent === 'Eagles',
    );
    expect(eaglesFree).toEqual({
      opponent: 'Eagles',
      tiixRank: null,
      tiixStars: null,
      tiixReasonTags: [],
      adp: null,
    });
    const refused = await server.gql(f.member, FILL, { teamId: f.teamId });
    expect(codeOf(refused)).toBe('PLAN_LIMIT');
    expect(refused.errors?.[0]?.message).toBe(
      'The automatic score is an Unlimited feature. Go Unlimited to see it.',
    );
    expect(await stored(f.member.id)).toEqual({});

    await goUnlimited(f.teamId);
    const paid = await server.gql(f.member, SCORES, { teamId: f.teamId });
    expect(
      (paid.data!.teamGames as { opponent: string; tiixRank: number }[]).find(
        (g) => g.opponent === 'Eagles',
      )?.tiixRank,
    ).toBe(90);
    expect((await server.gql(f.member, FILL, { teamId: f.teamId })).errors).toBeUndefined();
  });
});

describe('fillMyRankingsFromScore', () => {
  it('ranks the upcoming games by score, ties and unscored games by date', async () => {
    const f = await fixture();
    await goUnlimited(f.teamId);
    // An earlier rank on the final game collides with the new ranks and is moved away.
    await server.db.insert(gameRankings).values({ gameId: f.g[5]!, userId: f.member.id, rank: 1 });
    const res = await server.gql(f.member, FILL, { teamId: f.teamId });
    expect(res.errors).toBeUndefined();
    // Commanders 90 (day 2) before Eagles 90 (day 3), Packers 75, Giants 40, Bears unscored.
    expect(res.data!.fillMyRankingsFromScore).toEqual([
      { gameId: f.g[1], rank: 1 },
      { gameId: f.g[2], rank: 2 },
      { gameId: f.g[3], rank: 3 },
      { gameId: f.g[0], rank: 4 },
      { gameId: f.g[4], rank: 5 },
    ]);
    expect(await rankedActivity(f.teamId)).toHaveLength(5);
    // The user can then adjust: moving rank 1 to the Bears.
    await save(f.member, f.teamId, [{ gameId: f.g[4], rank: 1 }]);
    const after = await stored(f.member.id);
    expect(after[f.g[4]!]).toBe(1);
    expect(after[f.g[1]!]).toBeUndefined();
  });

  it('leaves out games whose date has passed', async () => {
    const f = await fixture();
    await goUnlimited(f.teamId);
    const auth: RequestAuth = {
      userId: f.member.id,
      role: 'user',
      allowedRoles: ['user'],
      isAnonymous: false,
      isAdmin: false,
      elevated: false,
    };
    // At day 3 noon, Giants (day 1) and Commanders (day 2) are past.
    const out = await fillMyRankingsFromScore(
      server.db,
      auth,
      f.teamId,
      new Date(Date.UTC(2099, 8, 3, 12)),
    );
    expect(out.map((r) => [r.gameId, r.rank])).toEqual([
      [f.g[2], 1],
      [f.g[3], 2],
      [f.g[4], 3],
    ]);
  });
});
