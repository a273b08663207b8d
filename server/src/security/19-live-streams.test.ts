// Finding 19: live streams were unbounded (one member opened 25 draft event streams at once,
// each writing a presence row and telling the room), and an open stream checked membership
// only when it opened: a member removed from the team kept receiving its events.
import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { realtimePresence } from '../db/schema/realtime.js';
import { teamMembers } from '../db/schema/teams.js';
import { draftRoom } from '../modules/drafts/drafts.events.js';
import { endMemberStreams } from '../realtime/realtime.js';
import { setupTestDatabase } from '../testing/db.js';
import { sleep } from './helpers.js';
import {
  activeDraftRoom,
  type Caller,
  gqlSubscription,
  closedAfterEach,
  draftIn,
  type Loose,
  sse,
  teamWithGames,
  type TestApp,
} from '../testing/index.js';

const testDb = setupTestDatabase();
const open: { cancel(): Promise<void> }[] = [];

afterEach(async () => {
  for (const stream of open.splice(0)) await stream.cancel().catch(() => undefined);
});

const extraApp = closedAfterEach();
const appWith = (env: Record<string, string> = {}) => extraApp(testDb.db, env);

const draftEvents = (t: TestApp, caller: Caller, draftId: string) =>
  t.app.request(`/api/drafts/${draftId}/events`, {
    headers: { authorization: `Bearer ${caller.token}` },
  });

const subscription = (t: TestApp, caller: Caller, query: string, variables: object) =>
  gqlSubscription(t.app, caller, query, variables);

const CHAT = `subscription($teamId: ID!) { chatEvents(teamId: $teamId) { type teamId } }`;
const NOTIFICATIONS = `subscription { myNotifications { unreadCount } }`;
const DRAFT = `subscription($id: ID!) { draftEvents(draftId: $id) { type onlineUserIds } }`;

/** Reads a raw stream to its end (or the timeout); returns everything it said. */
async function readToEnd(response: Response, timeoutMs = 5_000): Promise<string> {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const left = deadline - Date.now();
    if (left <= 0) throw new Error(`The stream did not end: ${text}`);
    let timer: NodeJS.Timeout | undefined;
    const chunk = await Promise.race([
      reader.read(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`The stream did not end: ${text}`)), left);
      }),
    ]).finally(() => clearTimeout(timer));
    if (chunk.done) return text;
    text += decoder.decode(chunk.value, { stream: true });
  }
}

/** Reads a stream's events in the background (`sse` reads only while asked to). */
function listen(response: Response) {
  const reader = sse(response);
  let stopped = false;
  void (async () => {
    while (!stopped)
      await reader.until((es) => es.length > 0, 60_000).catch(() => (stopped = true));
  })();
  return {
    events: reader.events,
    async until(test: (events: Loose[]) => boolean, timeoutMs = 5_000) {
      const deadline = Date.now() + timeoutMs;
      while (!test(reader.events)) {
        if (Date.now() > deadline) throw new Error(JSON.stringify(reader.events));
        await sleep(20);
      }
      return reader.events;
    },
    cancel: async () => {
      stopped = true;
      await reader.cancel();
    },
  };
}

describe('open live streams per user', () => {
  it('caps them at 10 across kinds: the 11th gets 429 with a clear message', async () => {
    const t = appWith();
    const { team, id, member } = await activeDraftRoom(t);
    for (let i = 0; i < 8; i++) {
      const res = await draftEvents(t, member, id);
      expect(res.status, `stream ${i + 1}`).toBe(200);
      open.push(sse(res));
    }
    // Other kinds count in the same total.
    const chat = await subscription(t, member, CHAT, { teamId: team.id });
    expect(chat.status).toBe(200);
    open.push(sse(chat));
    const bell = await subscription(t, member, NOTIFICATIONS, {});
    expect(bell.status).toBe(200);
    open.push(sse(bell));

    const eleventh = await draftEvents(t, member, id);
    expect(eleventh.status).toBe(429);
    const body = (await eleventh.json()) as { ok: boolean; error: string; message: string };
    expect(body.ok).toBe(false);
    expect(body.message).toMatch(/Too many live connections/);

    // A GraphQL subscription past the cap is refused the same way.
    const refused = sse(await subscription(t, member, DRAFT, { id }));
    open.push(refused);
    const [error] = await refused.until((es) => es.some((e) => e.errors));
    expect(error!.errors[0].extensions.code).toBe('RATE_LIMITED');
    expect(error!.errors[0].message).toMatch(/Too many live connections/);

    // Another member is not affected; a stream that ends gives its place back.
    const other = await draftEvents(t, team.admin, id);
    expect(other.status).toBe(200);
    open.push(sse(other));
    await open[0]!.cancel();
    await sleep(20);
    const again = await draftEvents(t, member, id);
    expect(again.status).toBe(200);
    open.push(sse(again));
  });

  it('takes its cap from LIVE_STREAMS_PER_USER', async () => {
    const t = appWith({ LIVE_STREAMS_PER_USER: '2' });
    const team = await teamWithGames(testDb.db, { memberCount: 0, gameCount: 2 });
    const id = await draftIn(t, team, 'active');
    for (let i = 0; i < 2; i++) {
      const res = await draftEvents(t, team.admin, id);
      expect(res.status).toBe(200);
      open.push(sse(res));
    }
    expect((await draftEvents(t, team.admin, id)).status).toBe(429);
  });

  it.skipIf(!process.env.REDIS_URL)(
    'holds across instances sharing Redis (needs REDIS_URL)',
    async () => {
      const env = { REDIS_URL: process.env.REDIS_URL!, LIVE_STREAMS_PER_USER: '3' };
      const a = appWith(env);
      const b = appWith(env);
      const team = await teamWithGames(testDb.db, { memberCount: 0, gameCount: 2 });
      const id = await draftIn(a, team, 'active');
      for (const t of [a, b, a]) {
        const res = await draftEvents(t, team.admin, id);
        expect(res.status).toBe(200);
        open.push(sse(res));
      }
      expect((await draftEvents(b, team.admin, id)).status).toBe(429);
      expect((await draftEvents(a, team.admin, id)).status).toBe(429);
      // A closed instance gives its places back.
      await open[1]!.cancel();
      await sleep(50);
      const res = await draftEvents(b, team.admin, id);
      expect(res.status).toBe(200);
      open.push(sse(res));
    },
  );
});

describe('presence', () => {
  it("is one row and one join per member, however many of the member's streams are open", async () => {
    const t = appWith({ LIVE_STREAMS_PER_USER: '30' });
    const { team, id, member } = await activeDraftRoom(t);
    const watcher = listen(await draftEvents(t, team.admin, id));
    open.push(watcher);
    await watcher.until((es) => es.some((e) => e.type === 'presence'));

    const streams = await Promise.all(Array.from({ length: 25 }, () => draftEvents(t, member, id)));
    expect(streams.map((r) => r.status)).toEqual(Array(25).fill(200));
    const readers = streams.map((r) => sse(r));
    open.push(...readers);
    // Every stream is greeted with the room as it is; the room is told of the member once.
    for (const reader of readers) {
      const [hello] = await reader.until((es) => es.some((e) => e.type === 'presence'));
      expect(hello!.onlineUserIds).toEqual(expect.arrayContaining([member.id, team.admin.id]));
    }
    await watcher.until((es) => es.some((e) => e.onlineUserIds?.includes(member.id)));
    await sleep(300);
    const joins = watcher.events.filter(
      (e) => e.type === 'presence' && e.onlineUserIds.includes(member.id),
    );
    expect(joins).toHaveLength(1);
    const rows = await testDb.db
      .select()
      .from(realtimePresence)
      .where(and(eq(realtimePresence.room, draftRoom(id)), eq(realtimePresence.userId, member.id)));
    expect(rows).toHaveLength(1);

    // Closing all but one keeps the member in the room; the last one leaving tells the room.
    for (const reader of readers.slice(1)) await reader.cancel();
    await sleep(300);
    expect(watcher.events.filter((e) => e.type === 'presence')).toHaveLength(2);
    await readers[0]!.cancel();
    const [left] = await watcher.until((es) =>
      es.some((e) => e.type === 'presence' && !e.onlineUserIds.includes(member.id)),
    );
    expect(left!.onlineUserIds).toEqual([team.admin.id]);
  });
});

describe('a member who leaves the team', () => {
  it('loses every open stream of that team at once, and a reconnect is refused', async () => {
    const t = appWith();
    const { team, id, member } = await activeDraftRoom(t);
    const rest = await draftEvents(t, member, id);
    const chat = await subscription(t, member, CHAT, { teamId: team.id });
    const draft = await subscription(t, member, DRAFT, { id });
    // Their own notifications are not the team's: that stream stays.
    const bell = sse(await subscription(t, member, NOTIFICATIONS, {}));
    open.push(bell);
    for (const res of [rest, chat, draft]) expect(res.status).toBe(200);
    await expect.poll(() => t.deps.realtime.streams.size, { timeout: 10_000 }).toBe(4);

    await testDb.db
      .delete(teamMembers)
      .where(and(eq(teamMembers.teamId, team.id), eq(teamMembers.userId, member.id)));
    endMemberStreams(t.deps, team.id, member.id);

    const [restText, chatText, draftText] = await Promise.all(
      [rest, chat, draft].map((res) => readToEnd(res)),
    );
    // The plain stream's last event says not to come back; GraphQL subscriptions complete.
    expect(restText).toMatch(/event: ended\ndata:\n\n$/);
    expect(chatText).toMatch(/event: complete/);
    expect(draftText).toMatch(/event: complete/);
    expect(t.deps.realtime.streams.size).toBe(1);

    const again = await draftEvents(t, member, id);
    expect(again.status).toBe(404);
    const chatAgain = sse(await subscription(t, member, CHAT, { teamId: team.id }));
    open.push(chatAgain);
    const [refusal] = await chatAgain.until((es) => es.some((e) => e.errors));
    expect(refusal!.errors[0].extensions.code).toBe('NOT_FOUND');
  });

  it.skipIf(!process.env.REDIS_URL)('loses them on every instance (needs REDIS_URL)', async () => {
    const env = { REDIS_URL: process.env.REDIS_URL! };
    const a = appWith(env);
    const b = appWith(env);
    const { team, id, member } = await activeDraftRoom(a);
    const onB = await draftEvents(b, member, id);
    expect(onB.status).toBe(200);
    // Let the instances' Redis subscriptions reach the server.
    await sleep(300);
    await testDb.db
      .delete(teamMembers)
      .where(and(eq(teamMembers.teamId, team.id), eq(teamMembers.userId, member.id)));
    endMemberStreams(a.deps, team.id, member.id);
    expect(await readToEnd(onB)).toMatch(/event: ended/);
    expect((await draftEvents(b, member, id)).status).toBe(404);
  });
});
