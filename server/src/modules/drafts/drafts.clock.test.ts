import { asc, eq, isNotNull, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/client.js';
import { draftPicks, drafts } from '../../db/schema/drafts.js';
import { games } from '../../db/schema/games.js';
import { createDraftClock, type DraftClock } from '../../jobs/draft-clock.js';
import { withDatabase } from '../../testing/db-source.js';
import type { DraftEventPayload } from './drafts.events.js';
import {
  type Caller,
  teamWithGames,
  type TeamWithGames,
  testApp,
  setupTestApp,
  type TestApp,
} from '../../testing/index.js';

const t = setupTestApp();
const clocks: DraftClock[] = [];
const extraHandles: DatabaseHandle[] = [];

afterEach(async () => {
  for (const c of clocks.splice(0)) await c.stop();
  for (const h of extraHandles.splice(0)) await h.close();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function waitFor<T>(read: () => Promise<T>, ok: (v: T) => boolean, timeoutMs = 15_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > until) throw new Error(`Timed out; last value ${JSON.stringify(value)}`);
    await sleep(50);
  }
}

const draftRow = async (id: string) =>
  (await t.db.select().from(drafts).where(eq(drafts.id, id)))[0]!;

/** A started draft (turn mode) of the team, through the API. */
async function startDraft(team: TeamWithGames, setup: object = {}) {
  const created = await t.gql(team.owner, `mutation($t: ID!) { createDraft(teamId: $t) { id } }`, {
    t: team.id,
  });
  const id = created.data!.createDraft.id as string;
  if (Object.keys(setup).length > 0) {
    await t.gql(
      team.owner,
      `mutation($id: ID!, $i: DraftSetupInput!) { updateDraftSetup(draftId: $id, input: $i) { id } }`,
      { id, i: setup },
    );
  }
  await t.gql(team.owner, `mutation($id: ID!) { setDraftMode(draftId: $id, mode: turn) { id } }`, {
    id,
  });
  for (const action of ['lock_setup', 'start']) {
    const res = await t.rest('POST', '/api/drafts/state', team.owner, { id, action });
    expect(res.status).toBe(200);
  }
  return id;
}

/** Shortens the pick clock to `ms` from now on (the setup allows 10 s at least). */
async function shortClock(draftId: string, ms: number) {
  const now = new Date();
  await t.db
    .update(drafts)
    .set({
      pickClockSec: Math.max(1, Math.round(ms / 1000)),
      pickStartedAt: now,
      pickDeadline: new Date(now.getTime() + ms),
    })
    .where(eq(drafts.id, draftId));
}

describe('the pick clock', () => {
  it('auto-picks for the member on the clock when the time is up, and restarts the clock', async () => {
    const team = await teamWithGames(t.db, { memberCount: 1, gameCount: 6 });
    const id = await startDraft(team, { rounds: 2 });
    await t.db
      .update(drafts)
      .set({ pickDeadline: new Date(Date.now() - 1) })
      .where(eq(drafts.id, id));
    const clock = createDraftClock(t.deps);
    expect(await clock.runDue()).toBe(1);
    expect(await clock.runDue()).toBe(0);
    const row = await draftRow(id);
    expect(row.currentOverall).toBe(1);
    expect(row.pickDeadline!.getTime() - row.pickStartedAt!.getTime()).toBe(30_000);
    const [pick] = await t.db.select().from(draftPicks).where(eq(draftPicks.draftId, id));
    // Nothing ranked: the best score (the first game) goes to the owner.
    expect(pick).toMatchObject({ autopick: true, userId: team.owner.id, gameId: team.games[0] });
  });

  it('completes a draft whose last pick was recorded when the picking instance died before completing it', async () => {
    const team = await teamWithGames(t.db, { memberCount: 1, gameCount: 6 });
    const id = await startDraft(team, { rounds: 1 });
    const started = await draftRow(id);
    // The state the last pick's statement leaves until its own completion commits: no pick left,
    // still active, the clock set a short grace ahead (here already past).
    await t.db
      .update(drafts)
      .set({ currentOverall: started.totalPicks!, pickDeadline: new Date(Date.now() - 1) })
      .where(eq(drafts.id, id));
    const clock = createDraftClock(t.deps);
    expect(await clock.runDue()).toBe(1);
    expect(await draftRow(id)).toMatchObject({ state: 'complete', status: 'completed' });
    expect(await clock.runDue()).toBe(0);
  });

  it('does not run while paused; resume gives back the time that was left', async () => {
    const team = await teamWithGames(t.db, { memberCount: 1, gameCount: 6 });
    const id = await startDraft(team);
    await shortClock(id, 1000);
    await t.rest('POST', '/api/drafts/state', team.owner, { id, action: 'pause' });
    const paused = await draftRow(id);
    expect(paused.pausedRemainingMs).toBeGreaterThan(500);
    const clock = createDraftClock(t.deps, { pollMs: 50 });
    clocks.push(clock);
    clock.start();
    await sleep(1300);
    expect((await draftRow(id)).currentOverall).toBe(0);
    await t.rest('POST', '/api/drafts/state', team.owner, { id, action: 'resume' });
    const resumed = await draftRow(id);
    expect(resumed.pickDeadline!.getTime() - Date.now()).toBeLessThanOrEqual(
      paused.pausedRemainingMs!,
    );
    await waitFor(
      () => draftRow(id),
      (d) => d.currentOverall === 1,
      3000,
    );
  });

  it('resumes after a restart: an overdue pick is made on boot and the clock goes on from the database', async () => {
    const team = await teamWithGames(t.db, { memberCount: 1, gameCount: 6 });
    const id = await startDraft(team, { rounds: 2 });
    await shortClock(id, 800);
    const first = createDraftClock(t.deps, { pollMs: 100 });
    first.start();
    await waitFor(
      () => draftRow(id),
      (d) => d.currentOverall === 1,
    );
    await first.stop();
    // The server is down past the next deadline: nothing happens meanwhile.
    const stale = await waitFor(
      () => draftRow(id),
      (d) => d.pickDeadline!.getTime() < Date.now(),
    );
    expect(stale.currentOverall).toBe(1);
    expect(stale.pickDeadline!.getTime()).toBeLessThan(Date.now());

    // A new instance (fresh app, fresh worker) starts and finds the overdue pick.
    const restarted = testApp(t.db);
    const second = createDraftClock(restarted.deps, { pollMs: 100 });
    clocks.push(second);
    const bootAt = Date.now();
    second.start();
    const after = await waitFor(
      () => draftRow(id),
      (d) => d.currentOverall === 2,
      2000,
    );
    expect(Date.now() - bootAt).toBeLessThan(1000);
    // The clock runs on from the row: the next deadline is one clock after the boot pick.
    expect(after.pickDeadline!.getTime() - after.pickStartedAt!.getTime()).toBe(1000);
    await waitFor(
      () => draftRow(id),
      (d) => d.currentOverall === 3,
      3000,
    );
  });

  it.skipIf(!process.env.DATABASE_URL)(
    'two instances on one PostgreSQL make exactly one auto-pick per slot (needs DATABASE_URL: PGlite is one process)',
    async () => {
      const team = await teamWithGames(t.db, { memberCount: 2, gameCount: 8 });
      const id = await startDraft(team, { rounds: 2 });
      // A second instance: its own connection pool on the same database, its own app and worker.
      const [{ name }] = (
        await t.db.execute<{ name: string }>(sql`select current_database() as name`)
      ).rows as [{ name: string }];
      const other = await openDatabase({
        databaseUrl: withDatabase(process.env.DATABASE_URL!, name),
      });
      extraHandles.push(other);
      const a = t;
      const b = testApp(other.db);
      const seen: Record<'a' | 'b', DraftEventPayload[]> = { a: [], b: [] };
      for (const [key, app] of [
        ['a', a],
        ['b', b],
      ] as const) {
        void (async () => {
          for await (const e of app.deps.realtime.subscribe('draft', id)) {
            if (e.type === 'pick_made') seen[key].push(e);
          }
        })();
      }
      await shortClock(id, 1000);
      await t.db.update(drafts).set({ pickClockSec: 1 }).where(eq(drafts.id, id));
      const clockA = createDraftClock(a.deps, { pollMs: 100 });
      const clockB = createDraftClock(b.deps, { pollMs: 100 });
      clocks.push(clockA, clockB);
      clockA.start();
      clockB.start();
      const done = await waitFor(
        () => draftRow(id),
        (d) => d.state === 'complete',
        20_000,
      );
      expect(done.currentOverall).toBe(8);
      const picks = await t.db
        .select()
        .from(draftPicks)
        .where(eq(draftPicks.draftId, id))
        .orderBy(asc(draftPicks.overall));
      expect(picks.map((p) => p.overall)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
      expect(picks.every((p) => p.autopick)).toBe(true);
      await waitFor(
        async () => seen.a.length + seen.b.length,
        (n) => n >= 8,
        5_000,
      );
      const published = [...seen.a, ...seen.b].map((e) => e.pick!.overall).sort((x, y) => x - y);
      // Each slot was picked by exactly one instance: eight picks published in all, none twice.
      expect(published).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
      const assigned = await t.db.select().from(games).where(isNotNull(games.assignedTo));
      expect(assigned).toHaveLength(8);
      await a.deps.realtime.close();
      await b.deps.realtime.close();
    },
    30_000,
  );
});

describe('picking on two instances', () => {
  it('each instance decides on its own last view of the draft: a stale view never picks for the wrong member and the refusals stay exact', async () => {
    const team = await teamWithGames(t.db, { memberCount: 1, gameCount: 8 });
    // Snake over owner, admin, member: overall 0-2 in that order, 3-5 reversed.
    const id = await startDraft(team, { rounds: 2 });
    const a = t;
    const b = testApp(t.db);
    const member = team.members[0]!;
    const pick = (app: TestApp, caller: Caller, game: number) =>
      app.rest('POST', '/api/drafts/pick', caller, { draftId: id, gameId: team.games[game] });

    expect((await pick(a, team.owner, 0)).body).toMatchObject({ pick: { overall: 0 } });
    expect((await pick(b, team.admin, 1)).body).toMatchObject({ pick: { overall: 1 } });
    expect((await pick(b, member, 2)).body).toMatchObject({ pick: { overall: 2 } });
    // Instance a last saw the draft at overall 1, the admin's turn; the draft is at 3 now.
    const stale = await pick(a, team.admin, 3);
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({
      ok: false,
      error: 'not_your_turn',
      message: "It's not your turn",
    });
    expect((await pick(a, member, 3)).body).toMatchObject({
      pick: { overall: 3, user_id: member.id },
    });
    expect((await pick(a, team.admin, 4)).body).toMatchObject({
      pick: { overall: 4, user_id: team.admin.id },
    });
    // Instance b last saw overall 3 (the member's turn); the owner is on the clock now.
    const taken = await pick(b, team.owner, 0);
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({
      ok: false,
      error: 'game_taken',
      message: 'That game was just taken',
    });
    expect((await pick(b, team.owner, 5)).body).toMatchObject({
      pick: { overall: 5, user_id: team.owner.id },
    });

    const picks = await t.db
      .select()
      .from(draftPicks)
      .where(eq(draftPicks.draftId, id))
      .orderBy(asc(draftPicks.overall));
    expect(picks.map((p) => [p.overall, p.userId, p.gameId])).toEqual([
      [0, team.owner.id, team.games[0]],
      [1, team.admin.id, team.games[1]],
      [2, member.id, team.games[2]],
      [3, member.id, team.games[3]],
      [4, team.admin.id, team.games[4]],
      [5, team.owner.id, team.games[5]],
    ]);
    const row = await draftRow(id);
    expect(row.state).toBe('complete');
    expect(await t.db.select().from(games).where(isNotNull(games.assignedTo))).toHaveLength(6);
  });
});

describe('picking at the same instant', () => {
  it('50 concurrent pick requests for one slot: exactly one pick lands, the rest get a clear refusal', async () => {
    const team = await teamWithGames(t.db, { memberCount: 8, gameCount: 30 });
    const id = await startDraft(team, { rounds: 2 });
    // Half from the member on the clock (the owner), half from members who are not; the admin,
    // next on the clock, stays out so that every request is for the first slot.
    const others: Caller[] = team.members;
    const requests = Array.from({ length: 50 }, (_, i) => {
      const caller = i % 2 === 0 ? team.owner : others[i % others.length]!;
      const gameId = team.games[i % 10]!;
      return t.rest('POST', '/api/drafts/pick', caller, { draftId: id, gameId });
    });
    const results = await Promise.all(requests);
    const ok = results.filter((r) => r.status === 200);
    expect(ok).toHaveLength(1);
    expect(ok[0]!.body).toMatchObject({ ok: true, pick: { overall: 0, user_id: team.owner.id } });
    for (const r of results.filter((x) => x.status !== 200)) {
      expect(r.status).toBe(409);
      expect([
        { ok: false, error: 'not_your_turn', message: "It's not your turn" },
        { ok: false, error: 'game_taken', message: 'That game was just taken' },
      ]).toContainEqual(r.body);
    }
    const row = await draftRow(id);
    expect(row.currentOverall).toBe(1);
    const picks = await t.db.select().from(draftPicks).where(eq(draftPicks.draftId, id));
    expect(picks).toHaveLength(1);
    expect(await t.db.select().from(games).where(isNotNull(games.assignedTo))).toHaveLength(1);
    // Nothing is lost: the next member picks as usual.
    const next = await t.rest('POST', '/api/drafts/pick', team.admin, {
      draftId: id,
      gameId: team.games[20],
    });
    expect(next.body).toMatchObject({ ok: true, pick: { overall: 1, user_id: team.admin.id } });
  });
});
