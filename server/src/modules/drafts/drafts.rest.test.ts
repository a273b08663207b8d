import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { drafts } from '../../db/schema/drafts.js';
import { games } from '../../db/schema/games.js';
import {
  activeDraftRoom,
  type Caller,
  gqlSubscription,
  draftIn,
  type Loose,
  sse,
  teamWithGames,
  type TeamWithGames,
  setupTestApp,
} from '../../testing/index.js';

const t = setupTestApp();

async function ensure(team: TeamWithGames, by: Caller) {
  const res = await t.rest('POST', '/v1/functions/drafts-ensure', by, {
    teamId: team.id,
    gameId: team.games[0],
  });
  expect(res.status).toBe(200);
  return res.body.draftId as string;
}

const startedDraft = (team: TeamWithGames) => draftIn(t, team, 'active');

describe('POST /v1/functions/drafts-ensure', () => {
  it("returns the team's open draft, or creates one (setup_open, manual, snake, 1 round, 1 pick)", async () => {
    const team = await teamWithGames(t.db);
    const res = await t.rest('POST', '/v1/functions/drafts-ensure', team.members[0]!, {
      teamId: team.id,
      gameId: team.games[0],
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ draftId: expect.any(String), id: res.body.draftId });
    const [row] = await t.db.select().from(drafts).where(eq(drafts.id, res.body.draftId));
    expect(row).toMatchObject({
      ownerUserId: team.owner.id,
      state: 'setup_open',
      mode: 'manual',
      pickOrder: 'snake',
      rounds: 1,
      picksPerRound: 1,
    });
    // Locked, then running: still the same draft.
    expect(await ensure(team, team.owner)).toBe(res.body.draftId);
    const locked = await t.rest('POST', '/api/drafts/state', team.owner, {
      id: res.body.draftId,
      action: 'lock_setup',
    });
    expect(locked.status).toBe(200);
    expect(await ensure(team, team.admin)).toBe(res.body.draftId);
  });

  it('refuses outsiders, guests, signed-out callers and a missing team id', async () => {
    const team = await teamWithGames(t.db);
    const body = { teamId: team.id, gameId: team.games[0] };
    const outsider = await t.rest('POST', '/v1/functions/drafts-ensure', team.outsider, body);
    expect(outsider).toEqual({
      status: 404,
      body: { ok: false, error: 'not_found', message: 'Team not found or access denied' },
    });
    expect((await t.rest('POST', '/v1/functions/drafts-ensure', team.guest, body)).status).toBe(
      401,
    );
    expect((await t.rest('POST', '/v1/functions/drafts-ensure', null, body)).body).toMatchObject({
      ok: false,
      error: 'unauthenticated',
    });
    // Sign-in is checked before the body: no token and no team id is still a 401.
    expect((await t.rest('POST', '/v1/functions/drafts-ensure', null, {})).status).toBe(401);
    expect((await t.rest('POST', '/api/drafts/pick', team.guest, {})).status).toBe(401);
    expect(
      (await t.rest('POST', '/v1/functions/drafts-ensure', team.owner, { gameId: team.games[0] }))
        .status,
    ).toBe(400);
  });
});

describe('POST /api/drafts/latest', () => {
  it("gives the caller's latest draft over their teams, running first, in the shape the nav reads", async () => {
    const team = await teamWithGames(t.db);
    const other = await teamWithGames(t.db);
    const none = await t.rest('POST', '/api/drafts/latest', team.members[0]!, {
      userId: team.members[0]!.id,
    });
    expect(none).toEqual({ status: 200, body: null });
    const id = await startedDraft(team);
    // A newer draft of another team the caller is not in does not count.
    await ensure(other, other.owner);
    const res = await t.rest('POST', '/api/drafts/latest', team.members[0]!, {
      userId: team.members[0]!.id,
    });
    expect(res).toEqual({ status: 200, body: { id, team_id: team.id, state: 'active' } });
  });

  it('refuses another user id (403) and callers without a token (401)', async () => {
    const team = await teamWithGames(t.db);
    expect(
      (await t.rest('POST', '/api/drafts/latest', team.owner, { userId: team.admin.id })).status,
    ).toBe(403);
    expect(
      (await t.rest('POST', '/api/drafts/latest', null, { userId: team.admin.id })).status,
    ).toBe(401);
  });
});

describe('POST /api/drafts/state', () => {
  it('applies the action for the draft owner and answers the draft', async () => {
    const team = await teamWithGames(t.db);
    const id = await ensure(team, team.owner);
    const res = await t.rest('POST', '/api/drafts/state', team.owner, { id, action: 'lock_setup' });
    expect(res).toEqual({
      status: 200,
      body: {
        ok: true,
        draft: {
          id,
          team_id: team.id,
          state: 'setup_locked',
          status: 'pending',
          mode: 'manual',
          current_overall: 0,
        },
      },
    });
  });

  it('refuses others, wrong states and unknown actions with the envelope', async () => {
    const team = await teamWithGames(t.db);
    const id = await ensure(team, team.owner);
    expect(
      await t.rest('POST', '/api/drafts/state', team.admin, { id, action: 'lock_setup' }),
    ).toEqual({
      status: 403,
      body: { ok: false, error: 'not_draft_owner', message: 'Only the draft owner can do that' },
    });
    expect(await t.rest('POST', '/api/drafts/state', team.owner, { id, action: 'start' })).toEqual({
      status: 409,
      body: {
        ok: false,
        error: 'invalid_state',
        message: "The draft can't start from setup_open",
      },
    });
    expect(
      (await t.rest('POST', '/api/drafts/state', team.owner, { id, action: 'explode' })).body,
    ).toMatchObject({ ok: false, error: 'invalid_action' });
    expect(
      (await t.rest('POST', '/api/drafts/state', team.outsider, { id, action: 'start' })).status,
    ).toBe(404);
    expect(
      (await t.rest('POST', '/api/drafts/state', team.guest, { id, action: 'start' })).status,
    ).toBe(401);
  });
});

describe('GET /api/drafts/games and /api/drafts/teams', () => {
  it('list the games (owned, locked) and the participants in order', async () => {
    const team = await teamWithGames(t.db, { memberCount: 1, gameCount: 3 });
    const id = await startedDraft(team);
    await t.db.update(games).set({ finalScore: '24-17' }).where(eq(games.id, team.games[2]!));
    await t.rest('POST', '/api/drafts/pick', team.owner, { draftId: id, gameId: team.games[0] });
    const list = await t.rest('GET', `/api/drafts/games?draftId=${id}`, team.members[0]!);
    expect(list.status).toBe(200);
    expect(list.body.games).toHaveLength(3);
    expect(list.body.games[0]).toEqual({
      id: team.games[0],
      opponent: 'Opponent 1',
      is_home: true,
      date: '2025-09-07T17:00:00.000Z',
      owned: true,
      locked: false,
    });
    expect(list.body.games.map((g: Loose) => [g.owned, g.locked])).toEqual([
      [true, false],
      [false, false],
      [false, true],
    ]);
    const teamsList = await t.rest('GET', `/api/drafts/teams?draftId=${id}`, team.members[0]!);
    expect(teamsList.body.teams.map((p: Loose) => p.display_name)).toEqual([
      'owner',
      'admin',
      'm0',
    ]);
    expect(Object.keys(teamsList.body.teams[0]).sort()).toEqual(['display_name', 'id']);
    for (const path of [`/api/drafts/games?draftId=${id}`, `/api/drafts/teams?draftId=${id}`]) {
      expect((await t.rest('GET', path, team.outsider)).status).toBe(404);
      expect((await t.rest('GET', path, null)).status).toBe(401);
    }
    expect((await t.rest('GET', '/api/drafts/games', team.owner)).status).toBe(400);
  });
});

describe('POST /api/drafts/pick', () => {
  it('picks for the on-clock participant (draftTeamId) and answers the pick', async () => {
    const team = await teamWithGames(t.db, { memberCount: 1, gameCount: 4 });
    const id = await startedDraft(team);
    const participants = (await t.rest('GET', `/api/drafts/teams?draftId=${id}`, team.owner)).body
      .teams;
    const res = await t.rest('POST', '/api/drafts/pick', team.owner, {
      draftId: id,
      draftTeamId: participants[0].id,
      gameId: team.games[1],
    });
    expect(res).toEqual({
      status: 200,
      body: {
        ok: true,
        pick: {
          id: expect.any(String),
          pick_number: 1,
          overall: 0,
          round: 1,
          slot: 1,
          game_id: team.games[1],
          user_id: team.owner.id,
          participant_id: participants[0].id,
          autopick: false,
        },
      },
    });
    expect(
      await t.rest('POST', '/api/drafts/pick', team.members[0]!, {
        draftId: id,
        draftTeamId: participants[2].id,
        gameId: team.games[2],
      }),
    ).toEqual({
      status: 409,
      body: { ok: false, error: 'not_your_turn', message: "It's not your turn" },
    });
    expect(
      (await t.rest('POST', '/api/drafts/pick', team.admin, { draftId: id, gameId: team.games[1] }))
        .body,
    ).toEqual({ ok: false, error: 'game_taken', message: 'That game was just taken' });
    expect(
      (
        await t.rest('POST', '/api/drafts/pick', team.outsider, {
          draftId: id,
          gameId: team.games[2],
        })
      ).status,
    ).toBe(404);
    expect(
      (await t.rest('POST', '/api/drafts/pick', team.guest, { draftId: id, gameId: team.games[2] }))
        .status,
    ).toBe(401);
  });
});

const draftEvent = (e: Loose) => e.data?.draftEvents;

const SUBSCRIBE = `subscription($id: ID!) { draftEvents(draftId: $id) {
  type draftId state status mode currentOverall pickDeadline remainingMs onClockParticipantId onlineUserIds
  pick { pickNumber overall round slot autopick userId participantId displayName gameId opponent gameDate }
} }`;

const subscribe = (caller: Caller | null, draftId: string) =>
  gqlSubscription(t.app, caller, SUBSCRIBE, { id: draftId });

describe('draftEvents over server-sent events', () => {
  it("a member in the room sees another member's pick as it commits, and who is in the room", async () => {
    const { team, id, member } = await activeDraftRoom(t);
    const stream = await subscribe(member, id);
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toContain('text/event-stream');
    const memberEvents = sse(stream);
    const [presence] = (await memberEvents.until((es) => es.some(draftEvent))).map(draftEvent);
    expect(presence).toMatchObject({ type: 'presence', draftId: id, state: 'active' });
    expect(presence.onlineUserIds).toEqual([member.id]);

    const picked = await t.rest('POST', '/api/drafts/pick', team.owner, {
      draftId: id,
      gameId: team.games[2],
    });
    expect(picked.status).toBe(200);
    const after = (
      await memberEvents.until((es) => es.some((e) => draftEvent(e)?.type === 'pick_made'))
    ).map(draftEvent);
    // One event per pick: the pick and the next pick's clock together.
    expect(after.map((e) => e.type)).toEqual(['pick_made']);
    expect(after[0]).toMatchObject({
      currentOverall: 1,
      onlineUserIds: [member.id],
      pick: {
        pickNumber: 1,
        overall: 0,
        round: 1,
        slot: 1,
        autopick: false,
        userId: team.owner.id,
        displayName: 'owner',
        gameId: team.games[2],
        opponent: 'Opponent 3',
        gameDate: '2025-09-21T17:00:00.000Z',
      },
    });
    const participants = (await t.rest('GET', `/api/drafts/teams?draftId=${id}`, team.owner)).body
      .teams;
    expect(after[0].onClockParticipantId).toBe(participants[1].id);
    expect(after[0].remainingMs).toBeGreaterThan(25_000);

    // The owner enters and sees both; when the member leaves, the owner is told.
    const ownerEvents = sse(await subscribe(team.owner, id));
    const [ownerHello] = (await ownerEvents.until((es) => es.some(draftEvent))).map(draftEvent);
    expect([...ownerHello.onlineUserIds].sort()).toEqual([member.id, team.owner.id].sort());
    await memberEvents.cancel();
    const left = (
      await ownerEvents.until((es) =>
        es.some(
          (e) => draftEvent(e)?.type === 'presence' && draftEvent(e).onlineUserIds.length === 1,
        ),
      )
    ).map(draftEvent);
    expect(left.at(-1).onlineUserIds).toEqual([team.owner.id]);
    await ownerEvents.cancel();
  });

  it('refuses outsiders and signed-out callers at subscribe time', async () => {
    const team = await teamWithGames(t.db, { memberCount: 0, gameCount: 2 });
    const id = await ensure(team, team.owner);
    for (const [caller, code] of [
      [team.outsider, 'NOT_FOUND'],
      [null, 'UNAUTHENTICATED'],
    ] as const) {
      const stream = sse(await subscribe(caller, id));
      const events = await stream.until((es) => es.some((e) => e.errors));
      expect(events.find((e) => e.errors).errors[0].extensions.code).toBe(code);
      await stream.cancel();
    }
  });
});
