import { and, asc, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityLog } from '../../db/schema/activity.js';
import { drafts, draftPicks } from '../../db/schema/drafts.js';
import { games } from '../../db/schema/games.js';
import { memberGameScores } from '../../db/schema/tastes.js';
import { teams } from '../../db/schema/teams.js';
import { enterRoom } from '../../realtime/presence.js';
import {
  type Caller,
  errorOf,
  NEW_DRAFT,
  rankedGames,
  signedInUser,
  teamWithGames,
  type TeamWithGames,
  setupTestApp,
} from '../../testing/index.js';

const t = setupTestApp();

const DRAFT_FIELDS = `id teamId state status mode pickOrder rounds picksPerRound currentOverall
  pickClockSec autoDelayMs ownerUserId startedAt completedAt pickDeadline remainingMs totalPicks
  viewerIsOwner myParticipantId teamName realTeamName serverNow
  participants { id userId displayName position shares online pickCount }
  onClock { id userId }
  upcomingTurns(count: 4) { overall round slot participantId }`;

const CREATE = `mutation($teamId: ID!) { createDraft(teamId: $teamId) { ${DRAFT_FIELDS} } }`;
const CREATE_START = `mutation($teamId: ID!) { createAndStartDraft(teamId: $teamId) { ${DRAFT_FIELDS} } }`;
const ACTION = `mutation($id: ID!, $action: DraftAction!) { draftAction(draftId: $id, action: $action) { ${DRAFT_FIELDS} } }`;
const SETUP = `mutation($id: ID!, $input: DraftSetupInput!) { updateDraftSetup(draftId: $id, input: $input) { ${DRAFT_FIELDS} } }`;
const ORDER = `mutation($id: ID!, $ids: [ID!]!) { setDraftOrder(draftId: $id, participantIds: $ids) { ${DRAFT_FIELDS} } }`;
const RANDOM = `mutation($id: ID!) { randomizeDraftOrder(draftId: $id) { ${DRAFT_FIELDS} } }`;
const SHARES = `mutation($id: ID!, $p: ID!, $n: Int!) { setDraftShares(draftId: $id, participantId: $p, shares: $n) { ${DRAFT_FIELDS} } }`;
const MODE = `mutation($id: ID!, $mode: DraftMode!) { setDraftMode(draftId: $id, mode: $mode) { id mode } }`;
const PICK = `mutation($id: ID!, $game: ID!, $p: ID) { makePick(draftId: $id, gameId: $game, participantId: $p) {
  id pickNumber overall slot round autopick userId participantId displayName game { id owned takenBy locked } } }`;
const AUTOSTEP = `mutation($id: ID!) { autopickNext(draftId: $id) { id gameId userId autopick overall } }`;
const UNDO = `mutation($id: ID!) { undoLastPick(draftId: $id) { ${DRAFT_FIELDS} } }`;
const FINISH = `mutation($id: ID!) { finishDraftNow(draftId: $id) { ${DRAFT_FIELDS} picks { overall userId gameId autopick } } }`;
const DRAFT = `query($id: ID!) { draft(id: $id) { ${DRAFT_FIELDS}
  games { id opponent myRank owned takenBy locked tiixRank }
  picks { id pickNumber overall round slot userId participantId displayName autopick game { id opponent } } } }`;
const LATEST = `query($teamId: ID!) { latestDraft(teamId: $teamId) { id state } }`;

async function create(team: TeamWithGames, by: Caller = team.owner) {
  const res = await t.gql(by, CREATE, { teamId: team.id });
  if (!res.data?.createDraft) throw new Error(JSON.stringify(res.errors));
  return res.data.createDraft;
}

async function act(by: Caller, id: string, action: string) {
  return t.gql(by, ACTION, { id, action });
}

/** A created, locked and started draft of the team (owner, defaults unless `setup` says). */
async function started(team: TeamWithGames, setup: object = {}) {
  const draft = await create(team);
  if (Object.keys(setup).length > 0) {
    const res = await t.gql(team.owner, SETUP, { id: draft.id, input: setup });
    if (res.errors) throw new Error(JSON.stringify(res.errors));
  }
  await act(team.owner, draft.id, 'lock_setup');
  const res = await act(team.owner, draft.id, 'start');
  if (!res.data?.draftAction) throw new Error(JSON.stringify(res.errors));
  return res.data.draftAction;
}

async function readDraft(by: Caller, id: string) {
  const res = await t.gql(by, DRAFT, { id });
  if (res.errors) throw new Error(JSON.stringify(res.errors));
  return res.data!.draft;
}

/** The caller who is on the clock now. */
async function onClockCaller(team: TeamWithGames, id: string): Promise<Caller> {
  const d = await readDraft(team.owner, id);
  const all = [team.owner, team.admin, ...team.members];
  return all.find((c) => c.id === d.onClock.userId)!;
}

describe('creating a draft', () => {
  it('gives the defaults (setup open, one round, 30 s clock) and lists every member in join order', async () => {
    const team = await teamWithGames(t.db, { memberCount: 2, gameCount: 6 });
    const draft = await create(team);
    expect(draft).toMatchObject({
      ...NEW_DRAFT,
      ownerUserId: team.owner.id,
      viewerIsOwner: true,
      teamName: 'Sunday Crew',
      realTeamName: 'Dallas Cowboys',
      totalPicks: 4,
      onClock: null,
      remainingMs: null,
    });
    expect(draft.participants.map((p: { userId: string }) => p.userId)).toEqual([
      team.owner.id,
      team.admin.id,
      ...team.members.map((m) => m.id),
    ]);
    expect(draft.participants.map((p: { position: number }) => p.position)).toEqual([1, 2, 3, 4]);
    expect(draft.participants[0].displayName).toBe('owner');
    const [teamRow] = await t.db.select().from(teams).where(eq(teams.id, team.id));
    expect(teamRow!.draftId).toBe(draft.id);
  });

  it('is for owners and admins; members, outsiders, guests and signed-out callers are refused', async () => {
    const team = await teamWithGames(t.db);
    expect(errorOf(await t.gql(team.members[0]!, CREATE, { teamId: team.id }))).toMatchObject({
      code: 'FORBIDDEN',
    });
    expect(errorOf(await t.gql(team.outsider, CREATE, { teamId: team.id }))).toEqual({
      code: 'NOT_FOUND',
      reason: undefined,
      message: 'Team not found or access denied',
    });
    expect(errorOf(await t.gql(team.guest, CREATE, { teamId: team.id })).code).toBe(
      'UNAUTHENTICATED',
    );
    expect(errorOf(await t.gql(null, CREATE, { teamId: team.id })).code).toBe('UNAUTHENTICATED');
    const byAdmin = await create(team, team.admin);
    expect(byAdmin.ownerUserId).toBe(team.admin.id);
    // One unfinished draft per team.
    expect(errorOf(await t.gql(team.owner, CREATE, { teamId: team.id }))).toMatchObject({
      code: 'CONFLICT',
      reason: 'draft_exists',
    });
  });

  it('create-and-start runs 1 round on a 30 s clock and logs draft_started', async () => {
    const team = await teamWithGames(t.db, { memberCount: 1, gameCount: 5 });
    const res = await t.gql(team.owner, CREATE_START, { teamId: team.id });
    const draft = res.data!.createAndStartDraft;
    expect(draft).toMatchObject({ state: 'active', status: 'active', rounds: 1, pickClockSec: 30 });
    expect(draft.startedAt).toBeTruthy();
    expect(draft.onClock.userId).toBe(team.owner.id);
    expect(draft.remainingMs).toBeGreaterThan(28_000);
    expect(draft.remainingMs).toBeLessThanOrEqual(30_000);
    expect(
      new Date(draft.pickDeadline).getTime() - new Date(draft.serverNow).getTime(),
    ).toBeCloseTo(draft.remainingMs, -3);
    const [teamRow] = await t.db.select().from(teams).where(eq(teams.id, team.id));
    expect(teamRow!.status).toBe('draft');
    const log = await t.db.select().from(activityLog).where(eq(activityLog.teamId, team.id));
    expect(log.map((l) => [l.activityType, l.details])).toEqual([
      ['draft_started', { draft_type: 'snake' }],
    ]);
  });
});

describe('the lifecycle', () => {
  it('runs setup_open -> setup_locked -> active <-> paused -> complete, owner only', async () => {
    const team = await teamWithGames(t.db, { memberCount: 1, gameCount: 6 });
    const draft = await create(team);
    const refusedStart = await act(team.owner, draft.id, 'start');
    expect(errorOf(refusedStart)).toEqual({
      code: 'CONFLICT',
      reason: 'invalid_state',
      message: "The draft can't start from setup_open",
    });
    for (const who of [team.admin, team.members[0]!]) {
      expect(errorOf(await act(who, draft.id, 'lock_setup'))).toEqual({
        code: 'FORBIDDEN',
        reason: 'not_draft_owner',
        message: 'Only the draft owner can do that',
      });
    }
    expect(errorOf(await act(team.outsider, draft.id, 'lock_setup')).code).toBe('NOT_FOUND');
    expect(errorOf(await act(team.guest, draft.id, 'lock_setup')).code).toBe('UNAUTHENTICATED');
    expect(errorOf(await act(null as unknown as Caller, draft.id, 'lock_setup')).code).toBe(
      'UNAUTHENTICATED',
    );

    expect((await act(team.owner, draft.id, 'lock_setup')).data!.draftAction.state).toBe(
      'setup_locked',
    );
    expect(errorOf(await act(team.owner, draft.id, 'lock_setup')).reason).toBe('invalid_state');
    expect(errorOf(await act(team.owner, draft.id, 'pause')).message).toBe(
      "The draft can't pause from setup_locked",
    );
    const active = (await act(team.owner, draft.id, 'start')).data!.draftAction;
    expect(active).toMatchObject({ state: 'active', status: 'active', totalPicks: 3 });

    const paused = (await act(team.owner, draft.id, 'pause')).data!.draftAction;
    expect(paused.state).toBe('paused');
    expect(paused.pickDeadline).toBeNull();
    expect(paused.remainingMs).toBeGreaterThan(25_000);
    // Paused time does not run: the remaining time is frozen.
    await new Promise((r) => setTimeout(r, 300));
    expect((await readDraft(team.members[0]!, draft.id)).remainingMs).toBe(paused.remainingMs);
    expect(errorOf(await act(team.owner, draft.id, 'pause')).reason).toBe('invalid_state');
    const resumed = (await act(team.owner, draft.id, 'resume')).data!.draftAction;
    expect(resumed.state).toBe('active');
    expect(resumed.remainingMs).toBeLessThanOrEqual(paused.remainingMs);
    expect(resumed.remainingMs).toBeGreaterThan(paused.remainingMs - 1000);

    const done = (await act(team.owner, draft.id, 'complete')).data!.draftAction;
    expect(done).toMatchObject({ state: 'complete', status: 'completed', onClock: null });
    expect(done.completedAt).toBeTruthy();
    expect(errorOf(await act(team.owner, draft.id, 'resume')).reason).toBe('invalid_state');
    const [teamRow] = await t.db.select().from(teams).where(eq(teams.id, team.id));
    expect(teamRow!.status).toBe('active');
    const types = (
      await t.db.select().from(activityLog).where(eq(activityLog.teamId, team.id))
    ).map((l) => [l.activityType, l.details]);
    expect(types).toEqual(
      expect.arrayContaining([
        ['draft_started', { draft_type: 'snake' }],
        ['draft_completed', { draft_type: 'snake' }],
      ]),
    );
  });

  it('reads: members see the draft; outsiders and guests do not; latest puts running first', async () => {
    const team = await teamWithGames(t.db, { memberCount: 1, gameCount: 3 });
    const draft = await create(team);
    const asMember = await readDraft(team.members[0]!, draft.id);
    expect(asMember).toMatchObject({ viewerIsOwner: false, myParticipantId: expect.any(String) });
    expect((await t.gql(team.outsider, DRAFT, { id: draft.id })).data!.draft).toBeNull();
    expect((await t.gql(team.guest, DRAFT, { id: draft.id })).data!.draft).toBeNull();
    expect((await t.gql(null, DRAFT, { id: draft.id })).data!.draft).toBeNull();
    expect((await t.gql(team.admin, LATEST, { teamId: team.id })).data!.latestDraft.id).toBe(
      draft.id,
    );
    expect(errorOf(await t.gql(team.outsider, LATEST, { teamId: team.id })).code).toBe('NOT_FOUND');
  });

  it("myLatestDraft: the caller's latest draft over all their teams; none for outsiders, guests and signed-out callers", async () => {
    const MINE = `query { myLatestDraft { id teamId state } }`;
    const team = await teamWithGames(t.db, { memberCount: 1, gameCount: 3 });
    expect((await t.gql(team.members[0]!, MINE)).data!.myLatestDraft).toBeNull();
    const draft = await started(team);
    for (const member of [team.owner, team.admin, team.members[0]!]) {
      expect((await t.gql(member, MINE)).data!.myLatestDraft).toEqual({
        id: draft.id,
        teamId: team.id,
        state: 'active',
      });
    }
    expect((await t.gql(team.outsider, MINE)).data!.myLatestDraft).toBeNull();
    expect((await t.gql(team.guest, MINE)).data!.myLatestDraft).toBeNull();
    expect((await t.gql(null, MINE)).data!.myLatestDraft).toBeNull();
  });
});

describe('setup', () => {
  it('sets order type, rounds, picks per round and clock; fills every game; owner only, before the lock', async () => {
    const team = await teamWithGames(t.db, { memberCount: 1, gameCount: 7 });
    const draft = await create(team);
    const res = await t.gql(team.owner, SETUP, {
      id: draft.id,
      input: { pickOrder: 'round_robin', picksPerRound: 2, pickClockSec: 28_800, rounds: 2 },
    });
    expect(res.data!.updateDraftSetup).toMatchObject({
      pickOrder: 'round_robin',
      picksPerRound: 2,
      pickClockSec: 28_800,
      rounds: 2,
      totalPicks: 7,
    });
    const fill = await t.gql(team.owner, SETUP, {
      id: draft.id,
      input: { fillAllGames: true, picksPerRound: 1 },
    });
    // 3 participants, 7 games: 3 rounds give out every game.
    expect(fill.data!.updateDraftSetup).toMatchObject({ rounds: 3, totalPicks: 7 });
    for (const input of [{ pickClockSec: 9 }, { pickClockSec: 28_801 }, { rounds: 0 }]) {
      expect(errorOf(await t.gql(team.owner, SETUP, { id: draft.id, input })).code).toBe(
        'BAD_USER_INPUT',
      );
    }
    expect(
      errorOf(await t.gql(team.admin, SETUP, { id: draft.id, input: { rounds: 2 } })).reason,
    ).toBe('not_draft_owner');
    await act(team.owner, draft.id, 'lock_setup');
    expect(
      errorOf(await t.gql(team.owner, SETUP, { id: draft.id, input: { rounds: 2 } })),
    ).toMatchObject({ code: 'CONFLICT', reason: 'invalid_state' });
  });

  it('reorders by hand, randomises, and gives a member two slots a round', async () => {
    const team = await teamWithGames(t.db, { memberCount: 2, gameCount: 10 });
    const draft = await create(team);
    const ids = draft.participants.map((p: { id: string }) => p.id);
    const reversed = [...ids].reverse();
    const res = await t.gql(team.owner, ORDER, { id: draft.id, ids: reversed });
    expect(res.data!.setDraftOrder.participants.map((p: { id: string }) => p.id)).toEqual(reversed);
    expect(errorOf(await t.gql(team.owner, ORDER, { id: draft.id, ids: ids.slice(1) })).code).toBe(
      'BAD_USER_INPUT',
    );
    const random = (await t.gql(team.owner, RANDOM, { id: draft.id })).data!.randomizeDraftOrder;
    expect([...random.participants.map((p: { id: string }) => p.id)].sort()).toEqual(
      [...ids].sort(),
    );
    expect(random.participants.map((p: { position: number }) => p.position)).toEqual([1, 2, 3, 4]);
    await t.gql(team.owner, ORDER, { id: draft.id, ids });
    const shared = (await t.gql(team.owner, SHARES, { id: draft.id, p: ids[1], n: 2 })).data!
      .setDraftShares;
    expect(shared.participants[1].shares).toBe(2);
    expect(shared.totalPicks).toBe(5);
    expect(shared.upcomingTurns.map((u: { participantId: string }) => u.participantId)).toEqual([
      ids[0],
      ids[1],
      ids[1],
      ids[2],
    ]);
    expect(errorOf(await t.gql(team.owner, SHARES, { id: draft.id, p: ids[1], n: 0 })).code).toBe(
      'BAD_USER_INPUT',
    );
  });

  it('follows the members until the lock: a member who joins later is added at the end', async () => {
    const team = await teamWithGames(t.db, { memberCount: 0, gameCount: 3 });
    const draft = await create(team);
    expect(draft.participants).toHaveLength(2);
    const { teamMembers } = await import('../../db/schema/teams.js');
    const late = await signedInUser(t.db, { name: 'late' });
    await t.db.insert(teamMembers).values({ teamId: team.id, userId: late.id });
    const read = await readDraft(team.owner, draft.id);
    expect(read.participants.map((p: { userId: string }) => p.userId)).toEqual([
      team.owner.id,
      team.admin.id,
      late.id,
    ]);
  });
});

describe('the room', () => {
  const ROOM = `query($id: ID!) { draft(id: $id) { id totalPicks myParticipantId
    participants { userId online pickCount }
    onClock { userId }
    games { id opponent gameDate isHome tiixRank tiixStars myRank owned takenBy locked }
    picks { overall userId displayName game { id gameDate tiixRank tiixStars myRank owned takenBy locked } } } }`;

  async function readRoom(by: Caller, id: string) {
    const res = await t.gql(by, ROOM, { id });
    if (res.errors) throw new Error(JSON.stringify(res.errors));
    return res.data!.draft;
  }

  /**
   * A started draft of 3 participants and 5 games: the owner took the first game, the member
   * ranked two games and is in the room, the fourth game is final and the fifth was the member's
   * before the draft.
   */
  async function roomUnderWay(plan: 'free' | 'unlimited') {
    const team = await teamWithGames(t.db, { memberCount: 1, gameCount: 5, plan });
    const member = team.members[0]!;
    const [g1, g2, g3, g4, g5] = team.games as [string, string, string, string, string];
    const draft = await started(team, { rounds: 2 });
    await t.gql(team.owner, MODE, { id: draft.id, mode: 'turn' });
    const pick = await t.gql(team.owner, PICK, { id: draft.id, game: g1 });
    if (pick.errors) throw new Error(JSON.stringify(pick.errors));
    await rankedGames(t.db, member, [g3, g1]);
    await rankedGames(t.db, team.owner, [g2]);
    await t.db.update(games).set({ homeScore: 20, awayScore: 10 }).where(eq(games.id, g4));
    await t.db.update(games).set({ assignedTo: member.id }).where(eq(games.id, g5));
    await enterRoom(t.db, `draft:${draft.id}`, member.id);
    const stored = await t.db
      .select()
      .from(games)
      .where(eq(games.teamId, team.id))
      .orderBy(asc(games.gameDate));
    return { team, member, draft, ids: { g1, g2, g3, g4, g5 }, stored };
  }

  for (const plan of ['unlimited', 'free'] as const) {
    it(`reads everything it shows for the caller, the score per the plan (${plan})`, async () => {
      const { team, member, draft, ids, stored } = await roomUnderWay(plan);
      const seesScore = plan === 'unlimited';
      const room = await readRoom(member, draft.id);
      const memberRanks = new Map([
        [ids.g3, 1],
        [ids.g1, 2],
      ]);
      const expected = stored.map((g) => ({
        id: g.id,
        opponent: g.opponent,
        gameDate: g.gameDate.toISOString(),
        isHome: true,
        tiixRank: seesScore ? g.tiixRank : null,
        tiixStars: seesScore ? 3 : null,
        myRank: memberRanks.get(g.id) ?? null,
        owned: g.id === ids.g1 || g.id === ids.g5,
        takenBy: g.id === ids.g1 ? team.owner.id : g.id === ids.g5 ? member.id : null,
        locked: g.id === ids.g4,
      }));
      expect(room.games).toEqual(expected);
      const { opponent: _o, isHome: _h, ...pickedGame } = expected[0]!;
      expect(room.picks).toEqual([
        { overall: 0, userId: team.owner.id, displayName: 'owner', game: pickedGame },
      ]);
      expect(room.participants).toEqual([
        { userId: team.owner.id, online: false, pickCount: 1 },
        { userId: team.admin.id, online: false, pickCount: 0 },
        { userId: member.id, online: true, pickCount: 0 },
      ]);
      expect(room.myParticipantId).toBe(draft.participants[2].id);
      expect(room.onClock).toEqual({ userId: team.admin.id });
      // 3 participants x 2 rounds, capped at start by the 5 games that could go then.
      expect(room.totalPicks).toBe(5);
      // The ranks are the caller's own.
      const asOwner = await readRoom(team.owner, draft.id);
      expect(asOwner.games.map((g: { myRank: number | null }) => g.myRank)).toEqual([
        null,
        1,
        null,
        null,
        null,
      ]);
      expect(asOwner.myParticipantId).toBe(draft.participants[0].id);
      // The room's answer to a change reads the same room.
      const undo = await t.gql(team.owner, UNDO, { id: draft.id });
      expect(undo.data!.undoLastPick.participants[0]).toMatchObject({ pickCount: 0 });
    });
  }

  it('an empty room: no games and no picks; a read without the room fields reads the draft alone', async () => {
    const team = await teamWithGames(t.db, { memberCount: 0, gameCount: 1 });
    await t.db.delete(games).where(eq(games.teamId, team.id));
    const draft = await create(team);
    expect(await readRoom(team.admin, draft.id)).toMatchObject({
      totalPicks: 0,
      onClock: null,
      games: [],
      picks: [],
      participants: [
        { userId: team.owner.id, online: false, pickCount: 0 },
        { userId: team.admin.id, online: false, pickCount: 0 },
      ],
    });
    const plain = `query($id: ID!) { draft(id: $id) { id state teamName } }`;
    expect((await t.gql(team.admin, plain, { id: draft.id })).data!.draft).toEqual({
      id: draft.id,
      state: 'setup_open',
      teamName: 'Sunday Crew',
    });
    expect((await t.gql(team.outsider, plain, { id: draft.id })).data!.draft).toBeNull();
    expect((await t.gql(team.outsider, ROOM, { id: draft.id })).data!.draft).toBeNull();
  });
});

describe('picks', () => {
  it('two picks at once by the member on the clock: one lands, the other is not their turn', async () => {
    const team = await teamWithGames(t.db, { memberCount: 1, gameCount: 6 });
    const draft = await started(team, { rounds: 2 });
    await t.gql(team.owner, MODE, { id: draft.id, mode: 'turn' });
    const [g1, g2] = team.games;
    const results = await Promise.all(
      [g1, g2].map((game) => t.gql(team.owner, PICK, { id: draft.id, game })),
    );
    expect(results.filter((r) => r.data?.makePick)).toHaveLength(1);
    expect(results.filter((r) => r.errors).map((r) => errorOf(r))).toEqual([
      { code: 'CONFLICT', reason: 'not_your_turn', message: "It's not your turn" },
    ]);
    const picks = await t.db.select().from(draftPicks).where(eq(draftPicks.draftId, draft.id));
    expect(picks).toHaveLength(1);
  });

  it('turn mode: only the member on the clock picks; picks record slot, round and set assigned_to', async () => {
    const team = await teamWithGames(t.db, { memberCount: 1, gameCount: 6 });
    const draft = await started(team, { rounds: 2 });
    await t.gql(team.owner, MODE, { id: draft.id, mode: 'turn' });
    const [g1, g2, g3] = team.games;
    expect(errorOf(await t.gql(team.admin, PICK, { id: draft.id, game: g1 }))).toEqual({
      code: 'CONFLICT',
      reason: 'not_your_turn',
      message: "It's not your turn",
    });
    expect(errorOf(await t.gql(team.outsider, PICK, { id: draft.id, game: g1 })).code).toBe(
      'NOT_FOUND',
    );
    expect(errorOf(await t.gql(team.guest, PICK, { id: draft.id, game: g1 })).code).toBe(
      'UNAUTHENTICATED',
    );
    const first = await t.gql(team.owner, PICK, { id: draft.id, game: g1 });
    expect(first.data!.makePick).toMatchObject({
      pickNumber: 1,
      overall: 0,
      slot: 1,
      round: 1,
      autopick: false,
      userId: team.owner.id,
      displayName: 'owner',
      game: { id: g1, owned: true, takenBy: team.owner.id, locked: false },
    });
    expect(errorOf(await t.gql(team.admin, PICK, { id: draft.id, game: g1 }))).toEqual({
      code: 'CONFLICT',
      reason: 'game_taken',
      message: 'That game was just taken',
    });
    await t.db.update(games).set({ homeScore: 20, awayScore: 10 }).where(eq(games.id, g2!));
    expect(errorOf(await t.gql(team.admin, PICK, { id: draft.id, game: g2 }))).toEqual({
      code: 'BAD_USER_INPUT',
      reason: 'game_final',
      message: "This game is final and can't be drafted",
    });
    expect(
      (await t.gql(team.admin, PICK, { id: draft.id, game: g3 })).data!.makePick,
    ).toMatchObject({ overall: 1, slot: 2, round: 1, userId: team.admin.id });
    const [assigned] = await t.db.select().from(games).where(eq(games.id, g3!));
    expect(assigned!.assignedTo).toBe(team.admin.id);
    const read = await readDraft(team.members[0]!, draft.id);
    expect(read.currentOverall).toBe(2);
    expect(read.onClock.userId).toBe(team.members[0]!.id);
    expect(read.picks.map((p: { overall: number }) => p.overall)).toEqual([0, 1]);
    expect(read.games.find((g: { id: string }) => g.id === g2).locked).toBe(true);
  });

  it('manual mode: the owner picks for the member on the clock; a stale participant id is refused', async () => {
    const team = await teamWithGames(t.db, { memberCount: 1, gameCount: 4 });
    const draft = await started(team);
    const [ownerP, adminP] = draft.participants;
    expect(
      errorOf(await t.gql(team.owner, PICK, { id: draft.id, game: team.games[0], p: adminP.id }))
        .reason,
    ).toBe('not_your_turn');
    await t.gql(team.owner, PICK, { id: draft.id, game: team.games[0], p: ownerP.id });
    const forAdmin = await t.gql(team.owner, PICK, {
      id: draft.id,
      game: team.games[1],
      p: adminP.id,
    });
    expect(forAdmin.data!.makePick).toMatchObject({
      userId: team.admin.id,
      participantId: adminP.id,
    });
    // A member who is not on the clock cannot pick for someone else, even in manual mode.
    expect(
      errorOf(await t.gql(team.admin, PICK, { id: draft.id, game: team.games[2] })).reason,
    ).toBe('not_your_turn');
  });

  it('completes when every slot is used: state, status, team, activity and an e-mail with a calendar', async () => {
    const team = await teamWithGames(t.db, { memberCount: 1, gameCount: 5 });
    const draft = await started(team);
    for (let i = 0; i < 3; i++) {
      const who = await onClockCaller(team, draft.id);
      await t.gql(who, PICK, { id: draft.id, game: team.games[i] });
    }
    const done = await readDraft(team.owner, draft.id);
    expect(done).toMatchObject({ state: 'complete', status: 'completed', currentOverall: 3 });
    const [teamRow] = await t.db.select().from(teams).where(eq(teams.id, team.id));
    expect(teamRow!.status).toBe('active');
    // The e-mail goes out after the answer: waited for, not a fixed time.
    await expect
      .poll(() => t.mailer.last(team.admin.email, 'draft-complete').data.games, { timeout: 10_000 })
      .toContain('Opponent 2');
    const mail = t.mailer.last(team.admin.email, 'draft-complete');
    expect(mail.attachments?.[0]).toMatchObject({ filename: 'tiix-games.ics' });
    expect(mail.attachments![0]!.content).toContain('BEGIN:VCALENDAR');
    expect(mail.attachments![0]!.content).toContain('SUMMARY:Sunday Crew vs Opponent 2');
  });
});

describe('your turn e-mail', () => {
  it('goes to the member coming on the clock when the clock is an hour or more, not on a short clock', async () => {
    const team = await teamWithGames(t.db, { memberCount: 1, gameCount: 4 });
    const slow = await started(team, { pickClockSec: 3600 });
    // Sent through the notifications module, as the member's preference for the kind says.
    await expect
      .poll(() => t.mailer.last(team.owner.email, 'notification').data, { timeout: 10_000 })
      .toMatchObject({
        title: "It's your turn to pick in Sunday Crew",
        link: expect.stringMatching(new RegExp(`/app/draft/${slow.id}$`)),
      });
    await t.gql(team.owner, PICK, { id: slow.id, game: team.games[0] });
    await expect
      .poll(() => t.mailer.last(team.admin.email, 'notification').data.body, { timeout: 10_000 })
      .toMatch(/UTC\.$/);

    const other = await teamWithGames(t.db, { memberCount: 1, gameCount: 4 });
    await started(other);
    await new Promise((r) => setTimeout(r, 200));
    expect(t.mailer.sent.filter((m) => m.to === other.owner.email)).toEqual([]);
  });
});

describe('auto-pick', () => {
  it("takes the member's best-ranked remaining game; unranked counts as worst; ties by score, then date", async () => {
    const team = await teamWithGames(t.db, {
      memberCount: 0,
      gameCount: 6,
      plan: 'unlimited',
    });
    const [g1, g2, g3, g4, g5, g6] = team.games as [string, string, string, string, string, string];
    // Equal scores for g5 and g6: the earlier date wins.
    await t.db
      .update(games)
      .set({ tiixRank: 10 })
      .where(inArray(games.id, [g5, g6]));
    await rankedGames(t.db, team.owner, [g4, g2]);
    const draft = await started(team, { rounds: 3 });
    const step = async () =>
      (await t.gql(team.owner, AUTOSTEP, { id: draft.id })).data!.autopickNext;
    expect(await step()).toMatchObject({ gameId: g4, userId: team.owner.id, autopick: true });
    // The admin ranked nothing: the best score left.
    expect(await step()).toMatchObject({ gameId: g1, userId: team.admin.id });
    // The owner's second choice goes to the admin first: ranks are private queues.
    expect(await step()).toMatchObject({ gameId: g2, userId: team.admin.id });
    // The owner's ranked games are gone: the best score left.
    expect(await step()).toMatchObject({ gameId: g3, userId: team.owner.id });
    // g5 and g6 have the same score: the earlier date.
    expect(await step()).toMatchObject({ gameId: g5, userId: team.owner.id });
    expect(await step()).toMatchObject({ gameId: g6, userId: team.admin.id });
    expect((await readDraft(team.owner, draft.id)).state).toBe('complete');
    expect(errorOf(await t.gql(team.owner, AUTOSTEP, { id: draft.id })).reason).toBe(
      'invalid_state',
    );
  });

  it("among unranked games, a member with a taste gets their own best score, not the team's", async () => {
    // The score orders the auto-pick only on Unlimited (a free team's follows the date).
    const team = await teamWithGames(t.db, {
      memberCount: 0,
      gameCount: 3,
      plan: 'unlimited',
    });
    const [g1, g2, g3] = team.games as [string, string, string];
    await t.db.update(games).set({ tiixRank: 90 }).where(eq(games.id, g1));
    await t.db.update(games).set({ tiixRank: 50 }).where(eq(games.id, g2));
    await t.db.update(games).set({ tiixRank: 40 }).where(eq(games.id, g3));
    // The owner's taste makes g3 their favourite; the admin has none and follows the team score.
    await t.db.insert(memberGameScores).values([
      { userId: team.owner.id, gameId: g1, score: 20, modelVersion: 'test' },
      { userId: team.owner.id, gameId: g2, score: 30, modelVersion: 'test' },
      { userId: team.owner.id, gameId: g3, score: 95, modelVersion: 'test' },
    ]);
    const draft = await started(team, { rounds: 1 });
    const step = async () =>
      (await t.gql(team.owner, AUTOSTEP, { id: draft.id })).data!.autopickNext;
    expect(await step()).toMatchObject({ gameId: g3, userId: team.owner.id });
    expect(await step()).toMatchObject({ gameId: g1, userId: team.admin.id });
  });

  it('Auto-step is for the draft owner only', async () => {
    const team = await teamWithGames(t.db, { memberCount: 1, gameCount: 3 });
    const draft = await started(team);
    expect(errorOf(await t.gql(team.admin, AUTOSTEP, { id: draft.id })).reason).toBe(
      'not_draft_owner',
    );
  });
});

describe('modes', () => {
  it('auto mode is an Unlimited feature; turn and manual are for every plan; owner only', async () => {
    const team = await teamWithGames(t.db);
    const draft = await create(team);
    expect(errorOf(await t.gql(team.owner, MODE, { id: draft.id, mode: 'auto' }))).toEqual({
      code: 'PLAN_LIMIT',
      reason: 'plan_limit',
      message: 'Automated drafts are an Unlimited feature. Go Unlimited to turn on auto mode.',
    });
    expect(
      (await t.gql(team.owner, MODE, { id: draft.id, mode: 'turn' })).data!.setDraftMode.mode,
    ).toBe('turn');
    expect(errorOf(await t.gql(team.admin, MODE, { id: draft.id, mode: 'manual' })).reason).toBe(
      'not_draft_owner',
    );
    await t.db.update(teams).set({ plan: 'unlimited' }).where(eq(teams.id, team.id));
    expect(
      (await t.gql(team.owner, MODE, { id: draft.id, mode: 'auto' })).data!.setDraftMode.mode,
    ).toBe('auto');
  });

  it('auto mode puts the deadline at auto_delay_ms after the pick start', async () => {
    const team = await teamWithGames(t.db, { plan: 'unlimited', gameCount: 4 });
    const draft = await started(team, { autoDelayMs: 1500 });
    await t.gql(team.owner, MODE, { id: draft.id, mode: 'auto' });
    const [row] = await t.db.select().from(drafts).where(eq(drafts.id, draft.id));
    expect(row!.pickDeadline!.getTime() - row!.pickStartedAt!.getTime()).toBe(1500);
  });
});

describe('undo and finish now', () => {
  it('undo removes the last pick, frees its game and gives the clock back (owner only)', async () => {
    const team = await teamWithGames(t.db, { memberCount: 1, gameCount: 4 });
    const draft = await started(team);
    await t.gql(team.owner, PICK, { id: draft.id, game: team.games[0] });
    await t.gql(team.owner, PICK, { id: draft.id, game: team.games[1] });
    expect(errorOf(await t.gql(team.admin, UNDO, { id: draft.id })).reason).toBe('not_draft_owner');
    const undone = (await t.gql(team.owner, UNDO, { id: draft.id })).data!.undoLastPick;
    expect(undone.currentOverall).toBe(1);
    expect(undone.onClock.userId).toBe(team.admin.id);
    expect(undone.remainingMs).toBeGreaterThan(29_000);
    const [game] = await t.db.select().from(games).where(eq(games.id, team.games[1]!));
    expect(game!.assignedTo).toBeNull();
    const picks = await t.db.select().from(draftPicks).where(eq(draftPicks.draftId, draft.id));
    expect(picks.map((p) => p.overall)).toEqual([0]);
    // The freed game can be taken again.
    await t.gql(team.owner, PICK, { id: draft.id, game: team.games[1] });
    expect((await readDraft(team.owner, draft.id)).currentOverall).toBe(2);
  });

  it('finish now makes every remaining pick from ranks and completes, also from pause', async () => {
    const team = await teamWithGames(t.db, { memberCount: 2, gameCount: 10 });
    const draft = await started(team, { rounds: 2 });
    await rankedGames(t.db, team.members[1]!, [team.games[9]!]);
    await t.gql(team.owner, PICK, { id: draft.id, game: team.games[5] });
    await act(team.owner, draft.id, 'pause');
    expect(errorOf(await t.gql(team.admin, FINISH, { id: draft.id })).reason).toBe(
      'not_draft_owner',
    );
    const done = (await t.gql(team.owner, FINISH, { id: draft.id })).data!.finishDraftNow;
    expect(done).toMatchObject({ state: 'complete', status: 'completed', currentOverall: 8 });
    expect(done.picks).toHaveLength(8);
    expect(done.picks.filter((p: { autopick: boolean }) => p.autopick)).toHaveLength(7);
    expect(
      done.picks.find((p: { userId: string }) => p.userId === team.members[1]!.id).gameId,
    ).toBe(team.games[9]);
    const assigned = await t.db
      .select()
      .from(games)
      .where(and(eq(games.teamId, team.id)));
    expect(assigned.filter((g) => g.assignedTo).length).toBe(8);
  });

  it('a free team runs one draft; Unlimited runs more', async () => {
    const team = await teamWithGames(t.db, { memberCount: 1, gameCount: 4 });
    const first = await started(team);
    await t.gql(team.owner, FINISH, { id: first.id });
    expect(errorOf(await t.gql(team.owner, CREATE, { teamId: team.id }))).toEqual({
      code: 'PLAN_LIMIT',
      reason: 'plan_limit',
      message: 'The free plan includes one draft per team. Go Unlimited to run more drafts.',
    });
    await t.db.update(teams).set({ plan: 'unlimited' }).where(eq(teams.id, team.id));
    expect((await t.gql(team.owner, CREATE, { teamId: team.id })).data!.createDraft.state).toBe(
      'setup_open',
    );
  });
});
