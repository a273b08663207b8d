// Finding 17: on a free team the draft's auto-pick (finish now, the pick clock) picked by the
// automatic score, an Unlimited feature, so the order of the picks showed a free team the
// score's order. A free team's auto-pick now uses only what the team sees: each member's own
// ranks, then the earliest game.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { games } from '../db/schema/games.js';
import { setupTestDatabase } from '../testing/db.js';
import { rankedGames, teamWithGames, type TeamWithGames, testApp } from '../testing/index.js';

const testDb = setupTestDatabase();

const ACTION = `mutation($id: ID!, $action: DraftAction!) { draftAction(draftId: $id, action: $action) { id } }`;
const FINISH = `mutation($id: ID!) { finishDraftNow(draftId: $id) { state picks { overall userId gameId autopick } } }`;

/** The team's games get scores that rise with the date: score order is the reverse of dates. */
async function scoresAgainstDates(team: TeamWithGames) {
  for (const [i, id] of team.games.entries()) {
    await testDb.db
      .update(games)
      .set({ tiixRank: 10 + i * 10 })
      .where(eq(games.id, id));
  }
}

async function finishedPicks(plan: 'free' | 'unlimited', withRanks = false) {
  const t = testApp(testDb.db);
  const team = await teamWithGames(testDb.db, { memberCount: 1, gameCount: 6, plan });
  await scoresAgainstDates(team);
  if (withRanks) await rankedGames(testDb.db, team.members[0]!, [team.games[4]!]);
  const created = await t.gql(team.owner, `mutation($t: ID!) { createDraft(teamId: $t) { id } }`, {
    t: team.id,
  });
  const id = created.data!.createDraft.id as string;
  await t.gql(team.owner, ACTION, { id, action: 'lock_setup' });
  await t.gql(team.owner, ACTION, { id, action: 'start' });
  const res = await t.gql(team.owner, FINISH, { id });
  expect(res.errors).toBeUndefined();
  const picks = [...res.data!.finishDraftNow.picks].sort(
    (a: { overall: number }, b: { overall: number }) => a.overall - b.overall,
  ) as { userId: string; gameId: string }[];
  return { team, picks };
}

describe('auto-pick on a free team', () => {
  it('picks by date (earliest first), never by the hidden score', async () => {
    const { team, picks } = await finishedPicks('free');
    expect(picks).toHaveLength(3);
    expect(picks.map((p) => p.gameId)).toEqual(team.games.slice(0, 3));
  });

  it("puts the member's own ranks first, then the date", async () => {
    const { team, picks } = await finishedPicks('free', true);
    const mine = picks.find((p) => p.userId === team.members[0]!.id)!;
    expect(mine.gameId).toBe(team.games[4]);
    expect(picks.filter((p) => p !== mine).map((p) => p.gameId)).toEqual(team.games.slice(0, 2));
  });

  it('still picks by the score on an Unlimited team', async () => {
    const { team, picks } = await finishedPicks('unlimited');
    expect(picks.map((p) => p.gameId)).toEqual([team.games[5], team.games[4], team.games[3]]);
  });
});
