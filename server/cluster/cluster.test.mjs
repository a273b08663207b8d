// Two production instances of the built server behind no load balancer (the clients fail over
// themselves), sharing one PostgreSQL database, Redis, S3 storage and JWT key: live events cross
// instances, the draft clock survives a killed instance, and a rolling restart loses no pick.
// Run by `pnpm test:cluster` (scripts/test-cluster.mjs), which brings PostgreSQL and Redis up.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import {
  call,
  gql,
  joinTeam,
  openStream,
  shippedMigrations,
  signUp,
  sleep,
  startCluster,
  until,
} from './harness.mjs';

/** The shortest pick clock the server accepts, in seconds. */
const CLOCK_SEC = 10;
/** Longest a member's live stream may be down while instances restart one at a time. */
const MAX_STREAM_GAP_MS = 5_000;

let cluster;
let A;
let B;
let owner;
let member;
let teamId;
let draftId;
/** The member's draft stream on B, open from the first scenario to the clock's. */
let memberOnB;

before(async () => {
  cluster = await startCluster(2);
  [A, B] = cluster.instances;
  try {
    owner = await signUp(A.url, 'owner');
    member = await signUp(B.url, 'member');
    const { createTeam } = await gql(
      A.url,
      owner.token,
      'mutation($input: CreateTeamInput!) { createTeam(input: $input) { id } }',
      {
        input: {
          name: 'Cluster Night',
          league: 'NBA',
          teamName: 'Boston Celtics',
          season: '2026-27',
        },
      },
    );
    teamId = createTeam.id;
    await joinTeam(A.url, owner, teamId, member);
    ({ draftId } = await call(A.url, 'POST', '/v1/functions/drafts-ensure', {
      token: owner.token,
      body: { teamId },
    }));
    await gql(
      A.url,
      owner.token,
      `mutation($id: ID!) {
        updateDraftSetup(draftId: $id, input: { pickClockSec: ${CLOCK_SEC}, fillAllGames: true }) { id }
        setDraftMode(draftId: $id, mode: turn) { id }
      }`,
      { id: draftId },
    );
    for (const action of ['lock_setup', 'start']) {
      await call(A.url, 'POST', '/api/drafts/state', {
        token: owner.token,
        body: { id: draftId, action },
      });
    }
  } catch (err) {
    err.message += `\n${cluster.logs()}`;
    throw err;
  }
});

after(async () => {
  memberOnB?.close();
  await cluster?.close();
});

/** The draft's picks in the database, in order. */
const picksInDb = () =>
  cluster.query(
    'select overall, game_id, autopick from draft_picks where draft_id = $1 order by overall',
    [draftId],
  );

/** Every slot used once, from the first on, and no game taken twice. */
function assertNoGapsNoDuplicates(picks) {
  assert.deepEqual(
    picks.map((p) => p.overall),
    picks.map((_, i) => i),
    'picks fill slots 0..n-1 once each',
  );
  assert.equal(new Set(picks.map((p) => p.game_id)).size, picks.length, 'no game picked twice');
}

const pickEvents = (stream) =>
  stream.events.filter((e) => e.data.type === 'pick_made').map((e) => e.data.pick);

/**
 * The member on the clock picks the first free game through `base`. Resolves with the pick, or
 * null when the clock picked first (the slot or game moved on: the caller simply tries again).
 */
async function pickOnce(base) {
  const { games } = await call(base, 'GET', `/api/drafts/games?draftId=${draftId}`, {
    token: owner.token,
  });
  const free = games.find((g) => !g.owned && !g.locked);
  if (!free) throw new Error('no game left to pick');
  for (const who of [owner, member]) {
    try {
      const { pick } = await call(base, 'POST', '/api/drafts/pick', {
        token: who.token,
        body: { draftId, gameId: free.id },
      });
      return pick;
    } catch (err) {
      if (err.status !== 409) throw err;
      if (!/not your turn/i.test(err.message)) return null;
    }
  }
  return null;
}

test('both instances migrated the one fresh database at start, once', async () => {
  const [{ n }] = await cluster.query(
    'select count(*)::int as n from drizzle.__drizzle_migrations',
  );
  assert.equal(n, shippedMigrations());
});

test('(a) a pick made on instance A reaches a member streaming the draft from instance B', async (t) => {
  memberOnB = await openStream(`${B.url}/api/drafts/${draftId}/events`, { token: member.token });
  // The member's own presence arrives first: the stream listens from then on.
  await until(() => memberOnB.events.length > 0, 'first event on B');
  const sentAt = Date.now();
  const pick = await until(() => pickOnce(A.url), 'a pick on A');
  const seen = await until(
    () => memberOnB.events.find((e) => e.data.type === 'pick_made' && e.data.pick.id === pick.id),
    'the pick_made event on B',
    5_000,
    10,
  );
  t.diagnostic(`pick on A -> event on B in ${seen.at - sentAt} ms`);
  assert.equal(seen.data.pick.overall, pick.overall);
});

test('(b) the instance that set the clock is killed; the survivor auto-picks each overdue slot once', async (t) => {
  // The last pick went through A, so A's clock is the one waiting for this deadline.
  const before = await picksInDb();
  const killedAt = Date.now();
  const exit = await A.stop('SIGKILL');
  assert.equal(exit.signal, 'SIGKILL');
  const target = before.length + 2;
  await until(
    async () => (await picksInDb()).length >= target,
    `${target - before.length} auto-picks by B`,
    (CLOCK_SEC * 2 + 15) * 1000,
    200,
  );
  t.diagnostic(`2 overdue slots auto-picked by B ${Date.now() - killedAt} ms after the kill`);
  // Let a late duplicate show up, if the clock were to make one.
  await sleep(1_500);
  const picks = (await picksInDb()).slice(0, target);
  assertNoGapsNoDuplicates(await picksInDb());
  for (const pick of picks.slice(before.length)) assert.equal(pick.autopick, true);
  // Each slot was announced once on B's stream.
  const announced = pickEvents(memberOnB).map((p) => p.overall);
  for (const pick of picks) {
    assert.equal(announced.filter((o) => o === pick.overall).length, 1, `slot ${pick.overall}`);
  }
  memberOnB.close();
  await A.start();
});

/**
 * A client of the draft stream that, like the web app behind a load balancer, opens the stream
 * again on another instance when it ends. Records how long each reconnection took.
 */
function followDraft(session, first) {
  const gaps = [];
  const picks = [];
  let stopped = false;
  let current;
  const done = (async () => {
    let order = first === A ? [A, B] : [B, A];
    let endedAt = null;
    while (!stopped) {
      for (const instance of order) {
        if (stopped) break;
        try {
          current = await openStream(`${instance.url}/api/drafts/${draftId}/events`, {
            token: session.token,
          });
        } catch {
          current = null;
          continue;
        }
        // Open once the member's own presence arrived; a stream that ends first did not open.
        const opened = await Promise.race([
          until(() => current.events.length > 0, 'first event', 10_000, 10).then(() => true),
          current.ended.then(() => false),
        ]).catch(() => false);
        if (!opened) {
          current.close();
          current = null;
          continue;
        }
        if (endedAt !== null) gaps.push({ ms: Date.now() - endedAt, to: instance.name });
        const ended = await current.ended;
        picks.push(...pickEvents(current));
        endedAt = ended;
        order = instance === A ? [B, A] : [A, B];
        break;
      }
      if (!current) await sleep(100);
    }
  })();
  return {
    gaps,
    picks,
    async stop() {
      stopped = true;
      current?.close();
      await done;
    },
  };
}

test('(c) a rolling restart of both instances during the draft loses no pick, streams fail over', async (t) => {
  const streams = [followDraft(member, A), followDraft(owner, B)];
  await sleep(500);
  // Picks keep coming through whichever instance answers, as behind a load balancer.
  const acknowledged = [];
  const pickErrors = [];
  let picking = true;
  const picker = (async () => {
    let turn = 0;
    while (picking) {
      const instance = [A, B][turn++ % 2];
      if (instance.running) {
        try {
          const pick = await pickOnce(instance.url);
          if (pick) acknowledged.push(pick);
        } catch (err) {
          // The instance went away mid-request: the next attempt goes to the other one.
          pickErrors.push(`${instance.name}: ${err.message.slice(0, 120)}`);
        }
      }
      await sleep(1_500);
    }
  })();

  const restarts = [];
  for (const instance of [A, B]) {
    const asked = Date.now();
    const exit = await instance.stop('SIGTERM');
    const stoppedMs = Date.now() - asked;
    if (exit.code !== 0)
      t.diagnostic(`${instance.name} on SIGTERM:\n${instance.log.slice(-15).join('\n')}`);
    await instance.start();
    restarts.push({ name: instance.name, exit, stoppedMs, readyMs: Date.now() - asked });
    await sleep(2_000);
  }
  picking = false;
  await picker;
  await sleep(1_000);
  for (const stream of streams) await stream.stop();

  for (const r of restarts) {
    t.diagnostic(
      `${r.name}: exited ${JSON.stringify(r.exit)} ${r.stoppedMs} ms after SIGTERM, ready again after ${r.readyMs} ms`,
    );
  }
  const gaps = streams.flatMap((s) => s.gaps);
  t.diagnostic(`stream reconnections: ${gaps.map((g) => `${g.ms} ms to ${g.to}`).join(', ')}`);
  t.diagnostic(`${acknowledged.length} picks acknowledged; failed attempts: ${pickErrors.length}`);

  const picks = await picksInDb();
  assertNoGapsNoDuplicates(picks);
  const byOverall = new Map(picks.map((p) => [p.overall, p.game_id]));
  for (const pick of acknowledged) {
    assert.equal(byOverall.get(pick.overall), pick.game_id, `acknowledged pick ${pick.overall}`);
  }
  assert.ok(acknowledged.length >= 3, 'picks were made during the restart');
  for (const [i, stream] of streams.entries()) {
    assert.ok(stream.gaps.length >= 1, `stream ${i} moved to another instance`);
  }
  for (const gap of gaps) {
    assert.ok(gap.ms <= MAX_STREAM_GAP_MS, `a stream was down ${gap.ms} ms (to ${gap.to})`);
  }
  // Last, so that a crash on the way out does not hide what the other checks found.
  for (const r of restarts) assert.equal(r.exit.code, 0, `${r.name} stopped cleanly on SIGTERM`);
});

test('(d) a chat message posted on A reaches a member streaming the chat from B', async (t) => {
  const chat = await openStream(`${B.url}/v1/graphql`, {
    token: member.token,
    body: {
      query: `subscription($teamId: ID!) { chatEvents(teamId: $teamId) { type message { id body } } }`,
      variables: { teamId },
    },
  });
  try {
    // The subscription starts listening just after its response opens: post until one arrives.
    let arrived = null;
    for (let i = 0; i < 10 && !arrived; i++) {
      const sentAt = Date.now();
      const { postChatMessage } = await gql(
        A.url,
        owner.token,
        'mutation($teamId: ID!, $body: String!) { postChatMessage(teamId: $teamId, body: $body) { id } }',
        { teamId, body: `hello from A ${i}` },
      );
      arrived = await until(
        () => chat.events.find((e) => e.data.data?.chatEvents?.message.id === postChatMessage.id),
        'chat event on B',
        1_000,
        10,
      ).catch(() => null);
      if (arrived) t.diagnostic(`message on A -> event on B in ${arrived.at - sentAt} ms`);
    }
    assert.ok(arrived, 'a message posted on A reached the stream on B');
    assert.equal(arrived.data.data.chatEvents.type, 'posted');
    assert.match(arrived.data.data.chatEvents.message.body, /^hello from A/);
  } finally {
    chat.close();
  }
});
