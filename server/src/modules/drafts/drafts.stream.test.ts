import { afterEach, describe, expect, it } from 'vitest';
import { draftsDepsFrom } from './drafts.deps.js';
import {
  activeDraftRoom,
  type Caller,
  closedAfterEach,
  draftIn,
  type Loose,
  sse,
  teamWithGames,
  type TeamWithGames,
  setupTestApp,
  type TestApp,
} from '../../testing/index.js';

const t = setupTestApp();
// Apps a test builds besides `t`.
const extraApp = closedAfterEach();

afterEach(async () => {
  await t.deps.realtime.close();
});

const startedDraft = (team: TeamWithGames, by: TestApp = t) => draftIn(by, team, 'active');

function events(caller: Caller | null, draftId: string, app: TestApp = t) {
  return app.app.request(`/api/drafts/${draftId}/events`, {
    headers: caller ? { authorization: `Bearer ${caller.token}` } : {},
  });
}

const isPick = (e: Loose) => e.type === 'pick_made';

describe('GET /api/drafts/{id}/events', () => {
  it("streams another member's pick as it commits, with who is in the room, to every member", async () => {
    const { team, id, member } = await activeDraftRoom(t);
    const res = await events(member, id);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    expect(res.headers.get('cache-control')).toContain('no-cache');
    const memberStream = sse(res);
    // The caller's own presence comes first.
    const [hello] = await memberStream.until((es) => es.length > 0);
    expect(hello).toMatchObject({ type: 'presence', draftId: id, state: 'active' });
    expect(hello.onlineUserIds).toEqual([member.id]);

    const adminStream = sse(await events(team.admin, id));
    await adminStream.until((es) => es.some((e) => e.onlineUserIds?.length === 2));

    const picked = await t.rest('POST', '/api/drafts/pick', team.owner, {
      draftId: id,
      gameId: team.games[2],
    });
    expect(picked.status).toBe(200);
    const [memberPick] = (await memberStream.until((es) => es.some(isPick))).filter(isPick);
    const [adminPick] = (await adminStream.until((es) => es.some(isPick))).filter(isPick);
    const participants = (await t.rest('GET', `/api/drafts/teams?draftId=${id}`, team.owner)).body
      .teams;
    // The same fields as the draftEvents subscription's DraftEvent, instants as ISO strings.
    expect(memberPick).toEqual({
      type: 'pick_made',
      draftId: id,
      at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      state: 'active',
      status: 'active',
      mode: 'manual',
      currentOverall: 1,
      pickStartedAt: expect.any(String),
      pickDeadline: expect.any(String),
      remainingMs: expect.any(Number),
      onClockParticipantId: participants[1].id,
      onlineUserIds: expect.arrayContaining([member.id, team.admin.id]),
      pick: {
        id: picked.body.pick.id,
        pickNumber: 1,
        overall: 0,
        round: 1,
        slot: 1,
        autopick: false,
        userId: team.owner.id,
        participantId: participants[0].id,
        displayName: 'owner',
        gameId: team.games[2],
        opponent: 'Opponent 3',
        gameDate: '2025-09-21T17:00:00.000Z',
      },
    });
    expect(memberPick.remainingMs).toBeGreaterThan(25_000);
    // Serialised once: both members read the very same event.
    expect(adminPick).toEqual(memberPick);
    expect(draftsDepsFrom(t.deps).streams.size).toBe(2);

    // The member leaves: the stream ends on this instance and the admin is told who is left.
    await memberStream.cancel();
    const left = await adminStream.until((es) =>
      es.some((e) => e.type === 'presence' && e.onlineUserIds.length === 1),
    );
    expect(left.at(-1).onlineUserIds).toEqual([team.admin.id]);
    expect(draftsDepsFrom(t.deps).streams.size).toBe(1);
    await adminStream.cancel();
  });

  it('refuses outsiders, guests, signed-out callers and unknown drafts before opening', async () => {
    const team = await teamWithGames(t.db, { memberCount: 0, gameCount: 2 });
    const id = await startedDraft(team);
    for (const [caller, status, error] of [
      [team.outsider, 404, 'not_found'],
      [team.guest, 401, undefined],
      [null, 401, 'unauthenticated'],
    ] as const) {
      const res = await events(caller, id);
      expect(res.status).toBe(status);
      expect(res.headers.get('content-type')).toContain('application/json');
      const body = (await res.json()) as Loose;
      expect(body.ok).toBe(false);
      if (error) expect(body.error).toBe(error);
    }
    expect((await events(team.owner, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await events(team.owner, 'not-a-draft')).status).toBe(404);
    expect(draftsDepsFrom(t.deps).streams.size).toBe(0);
  });

  it.skipIf(!process.env.REDIS_URL)(
    'carries a pick made on another instance over Redis (needs REDIS_URL)',
    async () => {
      const env = { REDIS_URL: process.env.REDIS_URL! };
      const a = extraApp(t.db, env);
      const b = extraApp(t.db, env);
      const team = await teamWithGames(t.db, { memberCount: 1, gameCount: 4 });
      const id = await startedDraft(team, a);
      const onB = sse(await events(team.members[0]!, id, b));
      // Let the Redis SUBSCRIBE reach the server before the pick.
      await new Promise((r) => setTimeout(r, 300));
      const picked = await a.rest('POST', '/api/drafts/pick', team.owner, {
        draftId: id,
        gameId: team.games[1],
      });
      expect(picked.status).toBe(200);
      const [pick] = (await onB.until((es) => es.some(isPick))).filter(isPick);
      expect(pick.pick).toMatchObject({ gameId: team.games[1], userId: team.owner.id });
      await onB.cancel();
    },
  );
});
