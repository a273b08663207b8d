// One file on purpose until the mocks move onto the schema with fixture data (docs/decisions): the
// draft room's handlers share one in-memory draft, and splitting them now would only be undone.
import { graphql, http, HttpResponse } from 'msw';
import { draftTurns, isFinalGame, TEAM_NOT_FOUND_OR_DENIED, type DraftTurn } from '@tiix/domain';
import { scored, mockRankingsBackend } from './rankings';
import { MOCK_TEAM_ID, MOCK_USER_ID, mockTeamsBackend } from './teams';

/**
 * The draft room's data for standalone dev, Storybook and component tests: one demo draft of the
 * demo team with the same operation names, shapes, rules and messages as the real server, and
 * live events over server-sent events like the server's `GET /api/drafts/{id}/events`.
 */

export const MOCK_DRAFT_ID = '00000000-0000-4000-8000-00000000d001';
export const MOCK_MEMBER_ID = '00000000-0000-4000-8000-000000000002';
const MOCK_THIRD_ID = '00000000-0000-4000-8000-000000000003';

type State = 'setup_open' | 'setup_locked' | 'ready' | 'active' | 'paused' | 'complete';
type Mode = 'turn' | 'manual' | 'auto';
type PickOrder = 'snake' | 'round_robin';
type EventType =
  | 'setup_changed'
  | 'state_changed'
  | 'mode_changed'
  | 'pick_made'
  | 'pick_undone'
  | 'clock_started'
  | 'presence';

interface MockParticipant {
  id: string;
  userId: string;
  displayName: string;
  position: number;
  shares: number;
}

interface MockPick {
  id: string;
  participantId: string;
  gameId: string;
  overall: number;
  round: number;
  slot: number;
  autopick: boolean;
  createdAt: string;
}

interface MockDraft {
  id: string;
  teamId: string;
  state: State;
  mode: Mode;
  pickOrder: PickOrder;
  rounds: number;
  picksPerRound: number;
  pickClockSec: number;
  autoDelayMs: number;
  ownerUserId: string;
  pickStartedAt: number | null;
  /** Time left when paused. */
  pausedRemainingMs: number | null;
  startedAt: string | null;
  completedAt: string | null;
  createdAt: string;
  participants: MockParticipant[];
  picks: MockPick[];
  /** Final games (played, with a score): cannot be picked. */
  finalGameIds: Set<string>;
}

export interface MockDraftOptions {
  state?: State;
  mode?: Mode;
  /** Who is signed in (the demo owner by default). */
  viewerUserId?: string;
  pickClockSec?: number;
  rounds?: number;
  /** Demo picks already made, by game index. */
  madePicks?: number;
  /** In the browser demo the other members pick after this many ms; null: only when time runs out. */
  othersPickAfterMs?: number | null;
}

let seq = 0;
const nextId = (prefix: string) => `${prefix}-${(++seq).toString().padStart(4, '0')}`;

function teamGames() {
  return (mockTeamsBackend.teams.get(MOCK_TEAM_ID)?.games ?? []).filter((g) => g.isHome);
}

interface GqlBody {
  data: Record<string, unknown> | null;
  errors?: { message: string; extensions: Record<string, unknown> }[];
}

const gqlError = (message: string, code: string, reason?: string) =>
  HttpResponse.json<GqlBody>({
    data: null,
    errors: [{ message, extensions: { code, ...(reason ? { reason } : {}) } }],
  });

class DraftError extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly reason?: string,
  ) {
    super(message);
  }
}

const notYourTurn = () => new DraftError("It's not your turn", 'CONFLICT', 'not_your_turn');
const notOwner = () =>
  new DraftError('Only the draft owner can do that', 'FORBIDDEN', 'not_draft_owner');
const invalidState = (action: string, state: State) =>
  new DraftError(`The draft can't ${action} from ${state}`, 'CONFLICT', 'invalid_state');

type Listener = (event: object) => void;

/** The in-memory draft behind the handlers; `reset()` between tests. */
export const mockDraftBackend = {
  draft: null as MockDraft | null,
  viewerUserId: MOCK_USER_ID,
  othersPickAfterMs: 4000 as number | null,
  listeners: new Set<Listener>(),
  online: new Set<string>(),
  timer: null as ReturnType<typeof setInterval> | null,

  reset(options: MockDraftOptions = {}) {
    seq = 0;
    this.viewerUserId = options.viewerUserId ?? MOCK_USER_ID;
    this.othersPickAfterMs =
      options.othersPickAfterMs === undefined ? 4000 : options.othersPickAfterMs;
    this.online = new Set([MOCK_MEMBER_ID]);
    const games = teamGames();
    for (const game of games) game.assignedTo = null;
    const state = options.state ?? 'active';
    const now = Date.now();
    const draft: MockDraft = {
      id: MOCK_DRAFT_ID,
      teamId: MOCK_TEAM_ID,
      state,
      mode: options.mode ?? 'turn',
      pickOrder: 'snake',
      rounds: options.rounds ?? 2,
      picksPerRound: 1,
      pickClockSec: options.pickClockSec ?? 60,
      autoDelayMs: 2000,
      ownerUserId: MOCK_USER_ID,
      pickStartedAt: state === 'active' ? now : null,
      pausedRemainingMs: state === 'paused' ? 45_000 : null,
      startedAt:
        state === 'active' || state === 'paused' ? new Date(now - 60_000).toISOString() : null,
      completedAt: null,
      createdAt: new Date(now - 3_600_000).toISOString(),
      participants: [
        { id: 'dp-sam', userId: MOCK_MEMBER_ID, displayName: 'Sam Friend', position: 1, shares: 1 },
        { id: 'dp-demo', userId: MOCK_USER_ID, displayName: 'Demo Fan', position: 2, shares: 1 },
        {
          id: 'dp-alex',
          userId: MOCK_THIRD_ID,
          displayName: 'Alex Rivera',
          position: 3,
          shares: 1,
        },
      ],
      picks: [],
      finalGameIds: new Set(games.filter(isFinalGame).map((g) => g.id)),
    };
    this.draft = draft;
    // Sam has taken the best game; the demo user is on the clock. Ranks are the rankings mock's.
    const made = options.madePicks ?? (state === 'active' || state === 'paused' ? 1 : 0);
    const byScore = this.gamesByScore().filter((g) => !isFinalGame(g));
    for (let i = 0; i < made; i += 1) {
      const turn = this.turns()[draft.picks.length];
      const game = byScore.find((g) => !draft.picks.some((p) => p.gameId === g.id));
      const real = games.find((g) => g.id === game?.id);
      if (turn && real) {
        this.record(turn, real.id, false, now - 30_000);
        real.assignedTo = draft.participants.find((p) => p.id === turn.participantId)!.userId;
      }
    }
    if (state === 'complete') draft.completedAt = new Date(now).toISOString();
  },

  gamesByScore() {
    return teamGames()
      .map(scored)
      .sort(
        (a, b) =>
          (b.tiixRank ?? -1) - (a.tiixRank ?? -1) ||
          Date.parse(a.gameDate) - Date.parse(b.gameDate),
      );
  },

  pickable(): string[] {
    const d = this.draft!;
    return teamGames()
      .filter((g) => !d.finalGameIds.has(g.id))
      .map((g) => g.id);
  },

  totalPicks(): number {
    const d = this.draft!;
    const slots = d.participants.reduce((n, p) => n + p.shares, 0);
    return Math.min(d.rounds * slots * d.picksPerRound, this.pickable().length);
  },

  turns(): DraftTurn[] {
    const d = this.draft!;
    return draftTurns(d.participants, d.pickOrder, d.rounds, d.picksPerRound, this.totalPicks());
  },

  onClock(): MockParticipant | null {
    const d = this.draft!;
    if (d.state !== 'active' && d.state !== 'paused') return null;
    const turn = this.turns()[d.picks.length];
    return d.participants.find((p) => p.id === turn?.participantId) ?? null;
  },

  remainingMs(now = Date.now()): number | null {
    const d = this.draft!;
    if (d.state === 'paused') return d.pausedRemainingMs;
    if (d.state !== 'active' || d.pickStartedAt == null) return null;
    return Math.max(0, d.pickStartedAt + d.pickClockSec * 1000 - now);
  },

  record(turn: DraftTurn, gameId: string, autopick: boolean, at = Date.now()): MockPick {
    const d = this.draft!;
    const pick: MockPick = {
      id: nextId('pick'),
      participantId: turn.participantId,
      gameId,
      overall: turn.overall,
      round: turn.round,
      slot: turn.slot,
      autopick,
      createdAt: new Date(at).toISOString(),
    };
    d.picks.push(pick);
    return pick;
  },

  /** The server's pick rules; throws the server's errors. */
  pick(gameId: string, actorUserId: string, participantId: string | null, autopick = false) {
    const d = this.draft!;
    if (d.state !== 'active') throw invalidState('pick', d.state);
    const onClock = this.onClock();
    if (!onClock) throw invalidState('pick', d.state);
    const ownerPicksFor = d.mode === 'manual' && actorUserId === d.ownerUserId;
    if (!autopick && !ownerPicksFor && onClock.userId !== actorUserId) throw notYourTurn();
    if (participantId && participantId !== onClock.id) throw notYourTurn();
    if (d.finalGameIds.has(gameId))
      throw new DraftError(
        "This game is final and can't be drafted",
        'BAD_USER_INPUT',
        'game_final',
      );
    if (!this.pickable().includes(gameId)) throw new DraftError('Game not found', 'NOT_FOUND');
    if (d.picks.some((p) => p.gameId === gameId))
      throw new DraftError('That game was just taken', 'CONFLICT', 'game_taken');
    const pick = this.record(this.turns()[d.picks.length]!, gameId, autopick);
    this.afterPick(pick);
    return pick;
  },

  afterPick(pick: MockPick) {
    const d = this.draft!;
    const game = teamGames().find((g) => g.id === pick.gameId);
    const participant = d.participants.find((p) => p.id === pick.participantId);
    if (game && participant) game.assignedTo = participant.userId;
    if (d.picks.length >= this.totalPicks()) {
      d.state = 'complete';
      d.completedAt = new Date().toISOString();
      d.pickStartedAt = null;
      this.emit('pick_made', pick);
      this.emit('state_changed');
      return;
    }
    d.pickStartedAt = Date.now();
    // Like the server: one event per pick, carrying the next pick's clock.
    this.emit('pick_made', pick);
  },

  /** Best remaining game by the member's ranks (the demo user's own), then score, then date. */
  bestFor(participant: MockParticipant): string | null {
    const d = this.draft!;
    const taken = new Set(d.picks.map((p) => p.gameId));
    const ranks =
      participant.userId === MOCK_USER_ID
        ? new Map(mockRankingsBackend.list(MOCK_TEAM_ID).map((r) => [r.gameId, r.rank]))
        : new Map<string, number>();
    const open = this.gamesByScore().filter((g) => !taken.has(g.id) && !d.finalGameIds.has(g.id));
    open.sort(
      (a, b) =>
        (ranks.get(a.id) ?? Number.POSITIVE_INFINITY) -
          (ranks.get(b.id) ?? Number.POSITIVE_INFINITY) || 0,
    );
    return open[0]?.id ?? null;
  },

  autopick(): MockPick | null {
    const onClock = this.onClock();
    if (!onClock) return null;
    const gameId = this.bestFor(onClock);
    return gameId ? this.pick(gameId, onClock.userId, null, true) : null;
  },

  /** The server's clock: overdue picks are made for the on-clock member. */
  tick(now = Date.now()) {
    const d = this.draft;
    if (!d || d.state !== 'active' || d.pickStartedAt == null) return;
    const onClock = this.onClock();
    if (!onClock) return;
    const overdue = now >= d.pickStartedAt + d.pickClockSec * 1000;
    const friendPicks =
      this.othersPickAfterMs != null &&
      onClock.userId !== this.viewerUserId &&
      now - d.pickStartedAt >= this.othersPickAfterMs;
    const autoMode = d.mode === 'auto' && now - d.pickStartedAt >= d.autoDelayMs;
    if (overdue || friendPicks || autoMode) this.autopick();
  },

  action(action: string) {
    const d = this.draft!;
    const from = d.state;
    if (action === 'lock_setup' && from === 'setup_open') d.state = 'setup_locked';
    else if (action === 'start' && (from === 'setup_locked' || from === 'ready')) {
      d.state = 'active';
      d.startedAt = new Date().toISOString();
      d.pickStartedAt = Date.now();
    } else if (action === 'pause' && from === 'active') {
      d.pausedRemainingMs = this.remainingMs();
      d.state = 'paused';
    } else if (action === 'resume' && from === 'paused') {
      d.pickStartedAt = Date.now() - (d.pickClockSec * 1000 - (d.pausedRemainingMs ?? 0));
      d.pausedRemainingMs = null;
      d.state = 'active';
    } else if (action === 'complete' && from !== 'complete') {
      d.state = 'complete';
      d.completedAt = new Date().toISOString();
      d.pickStartedAt = null;
    } else throw invalidState(action.replace('_setup', ''), from);
    this.emit('state_changed');
    if (d.state === 'active') this.emit('clock_started');
  },

  game(id: string) {
    const d = this.draft!;
    const index = teamGames().findIndex((g) => g.id === id);
    const game = teamGames()[index]!;
    const s = scored(game, index);
    const ranks =
      this.viewerUserId === MOCK_USER_ID
        ? new Map(mockRankingsBackend.list(MOCK_TEAM_ID).map((r) => [r.gameId, r.rank]))
        : new Map<string, number>();
    const pick = d.picks.find((p) => p.gameId === id);
    return {
      __typename: 'DraftGame',
      id,
      opponent: game.opponent,
      opponentAbbr: game.opponentAbbr,
      gameDate: game.gameDate,
      kickoffEpochMs: game.kickoffEpochMs,
      kickoffTz: game.kickoffTz,
      tzAbbr: game.tzAbbr,
      isHome: game.isHome,
      isPrimeTime: game.isPrimeTime,
      tiixRank: s.tiixRank,
      tiixStars: s.tiixStars,
      myRank: ranks.get(id) ?? null,
      owned: !!pick,
      takenBy: pick
        ? (d.participants.find((p) => p.id === pick.participantId)?.userId ?? null)
        : null,
      locked: d.finalGameIds.has(id),
    };
  },

  participant(p: MockParticipant) {
    const d = this.draft!;
    return {
      __typename: 'DraftParticipant',
      ...p,
      draftId: d.id,
      online: this.online.has(p.userId) || p.userId === this.viewerUserId,
      pickCount: d.picks.filter((x) => x.participantId === p.id).length,
    };
  },

  /** The `Draft` as the room's query selects it, for the signed-in viewer. */
  room() {
    const d = this.draft!;
    const now = Date.now();
    const onClock = this.onClock();
    const remaining = this.remainingMs(now);
    const mine = d.participants.find((p) => p.userId === this.viewerUserId);
    const team = mockTeamsBackend.teams.get(d.teamId);
    return {
      __typename: 'Draft',
      id: d.id,
      teamId: d.teamId,
      teamName: team?.name ?? 'Demo Crew',
      realTeamName: team?.teamName ?? 'Dallas Cowboys',
      state: d.state,
      status: d.state === 'complete' ? 'completed' : d.startedAt ? 'active' : 'pending',
      mode: d.mode,
      pickOrder: d.pickOrder,
      rounds: d.rounds,
      picksPerRound: d.picksPerRound,
      currentOverall: d.picks.length,
      totalPicks: this.totalPicks(),
      pickStartedAt: d.pickStartedAt != null ? new Date(d.pickStartedAt).toISOString() : null,
      pickClockSec: d.pickClockSec,
      autoDelayMs: d.autoDelayMs,
      ownerUserId: d.ownerUserId,
      startedAt: d.startedAt,
      completedAt: d.completedAt,
      pickDeadline:
        d.state === 'active' && d.pickStartedAt != null
          ? new Date(d.pickStartedAt + d.pickClockSec * 1000).toISOString()
          : null,
      remainingMs: remaining,
      serverNow: new Date(now).toISOString(),
      viewerIsOwner: d.ownerUserId === this.viewerUserId,
      myParticipantId: mine?.id ?? null,
      participants: [...d.participants]
        .sort((a, b) => a.position - b.position)
        .map((p) => this.participant(p)),
      onClock: onClock ? this.participant(onClock) : null,
      games: teamGames().map((g) => this.game(g.id)),
      picks: d.picks.map((p, i) => ({
        __typename: 'DraftPick',
        id: p.id,
        draftId: d.id,
        userId: d.participants.find((x) => x.id === p.participantId)?.userId ?? null,
        participantId: p.participantId,
        gameId: p.gameId,
        pickNumber: i + 1,
        overall: p.overall,
        slot: p.slot,
        round: p.round,
        autopick: p.autopick,
        createdAt: p.createdAt,
        displayName: d.participants.find((x) => x.id === p.participantId)?.displayName ?? '',
        game: this.game(p.gameId),
      })),
      upcomingTurns:
        d.state === 'complete'
          ? []
          : this.turns()
              .slice(d.picks.length, d.picks.length + 12)
              .map((t) => ({ __typename: 'DraftTurn', ...t })),
    };
  },

  /** Publishes an event to every open stream, shaped like the server's `DraftEvent` JSON. */
  emit(type: EventType, pick?: MockPick) {
    const d = this.draft!;
    const room = this.room();
    const participant = pick ? d.participants.find((p) => p.id === pick.participantId) : null;
    const game = pick ? teamGames().find((g) => g.id === pick.gameId) : null;
    const event = {
      type,
      draftId: d.id,
      at: new Date().toISOString(),
      state: room.state,
      status: room.status,
      mode: room.mode,
      currentOverall: room.currentOverall,
      pickStartedAt: room.pickStartedAt,
      pickDeadline: room.pickDeadline,
      remainingMs: room.remainingMs,
      onClockParticipantId: room.onClock?.id ?? null,
      pick:
        pick && participant && game
          ? {
              id: pick.id,
              pickNumber: d.picks.indexOf(pick) + 1,
              overall: pick.overall,
              round: pick.round,
              slot: pick.slot,
              autopick: pick.autopick,
              userId: participant.userId,
              participantId: participant.id,
              displayName: participant.displayName,
              gameId: game.id,
              opponent: game.opponent,
              gameDate: game.gameDate,
            }
          : null,
      onlineUserIds: [...new Set([...this.online, this.viewerUserId])],
    };
    for (const listener of this.listeners) listener(event);
  },

  /** Runs the clock while someone is in the room, like the server's scheduler. */
  listen(listener: Listener): () => void {
    this.listeners.add(listener);
    if (!this.timer) this.timer = setInterval(() => this.tick(), 1000);
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0 && this.timer) {
        clearInterval(this.timer);
        this.timer = null;
      }
    };
  },
};
mockDraftBackend.reset();

/** Runs a mutation against the backend, answering its errors as the server would. */
function run(build: () => Record<string, unknown>) {
  const d = mockDraftBackend.draft;
  if (!d) return gqlError('Draft not found', 'NOT_FOUND');
  try {
    return HttpResponse.json<GqlBody>({ data: build() });
  } catch (error) {
    if (error instanceof DraftError) return gqlError(error.message, error.code, error.reason);
    throw error;
  }
}

function ownerOnly() {
  if (mockDraftBackend.draft?.ownerUserId !== mockDraftBackend.viewerUserId) throw notOwner();
}

function setupOnly() {
  const d = mockDraftBackend.draft!;
  if (d.state !== 'setup_open') throw invalidState('change its setup', d.state);
}

const afterSetup = () => {
  mockDraftBackend.emit('setup_changed');
  return mockDraftBackend.room();
};

type Vars = Record<string, unknown>;

const encoder = new TextEncoder();

/**
 * The room's live stream, `GET /api/drafts/{id}/events`, as the server sends it: an opening
 * comment, then one `data:` line of DraftEvent JSON per event.
 */
const draftEventsStream = http.get('*/api/drafts/:draftId/events', ({ params }) => {
  const d = mockDraftBackend.draft;
  if (!d || params.draftId !== d.id)
    return HttpResponse.json(
      { ok: false, error: 'not_found', message: 'Draft not found' },
      { status: 404 },
    );
  let stop = () => {};
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(': open\n\n'));
      const send = (event: object) =>
        controller.enqueue(encoder.encode(`data: ${JSON.stringify(event)}\n\n`));
      stop = mockDraftBackend.listen(send);
      // Opening the stream marks the caller present; everyone (this stream too) hears it.
      queueMicrotask(() => mockDraftBackend.draft && mockDraftBackend.emit('presence'));
    },
    cancel() {
      stop();
    },
  });
  return new HttpResponse(stream, {
    headers: { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' },
  });
});

export const draftsHandlers = [
  draftEventsStream,
  graphql.query('DraftRoom', ({ variables }) => {
    const d = mockDraftBackend.draft;
    if (!d || variables.id !== d.id) return HttpResponse.json({ data: { draft: null } });
    mockDraftBackend.tick();
    return HttpResponse.json({ data: { draft: mockDraftBackend.room() } });
  }),
  graphql.query('LatestTeamDraft', ({ variables }) => {
    const d = mockDraftBackend.draft;
    const latest =
      d && d.teamId === variables.teamId ? { __typename: 'Draft', id: d.id, state: d.state } : null;
    return HttpResponse.json({ data: { latestDraft: latest } });
  }),
  graphql.mutation('CreateDraft', ({ variables }) => {
    if (variables.teamId !== MOCK_TEAM_ID) return gqlError(TEAM_NOT_FOUND_OR_DENIED, 'NOT_FOUND');
    mockDraftBackend.reset({ state: 'setup_open', madePicks: 0 });
    const d = mockDraftBackend.draft!;
    return HttpResponse.json({
      data: { createDraft: { __typename: 'Draft', id: d.id, state: d.state } },
    });
  }),
  graphql.mutation('UpdateDraftSetup', ({ variables }) =>
    run(() => {
      ownerOnly();
      setupOnly();
      const d = mockDraftBackend.draft!;
      const input = variables.input as Vars;
      if (input.pickOrder) d.pickOrder = input.pickOrder as PickOrder;
      if (typeof input.picksPerRound === 'number')
        d.picksPerRound = Math.max(1, input.picksPerRound);
      if (typeof input.pickClockSec === 'number') {
        if (input.pickClockSec < 10 || input.pickClockSec > 28800)
          throw new DraftError('The pick clock must be 10 s to 8 h', 'BAD_USER_INPUT');
        d.pickClockSec = input.pickClockSec;
      }
      if (input.fillAllGames) {
        const slots = d.participants.reduce((n, p) => n + p.shares, 0) * d.picksPerRound;
        d.rounds = Math.max(1, Math.ceil(mockDraftBackend.pickable().length / slots));
      } else if (typeof input.rounds === 'number') d.rounds = Math.max(1, input.rounds);
      return { updateDraftSetup: afterSetup() };
    }),
  ),
  graphql.mutation('SetDraftOrder', ({ variables }) =>
    run(() => {
      ownerOnly();
      setupOnly();
      const d = mockDraftBackend.draft!;
      (variables.participantIds as string[]).forEach((id, i) => {
        const p = d.participants.find((x) => x.id === id);
        if (p) p.position = i + 1;
      });
      return { setDraftOrder: afterSetup() };
    }),
  ),
  graphql.mutation('RandomizeDraftOrder', () =>
    run(() => {
      ownerOnly();
      setupOnly();
      const d = mockDraftBackend.draft!;
      // Deterministic for tests: the order rotates by one.
      const n = d.participants.length;
      for (const p of d.participants) p.position = (p.position % n) + 1;
      return { randomizeDraftOrder: afterSetup() };
    }),
  ),
  graphql.mutation('SetDraftShares', ({ variables }) =>
    run(() => {
      ownerOnly();
      setupOnly();
      const p = mockDraftBackend.draft!.participants.find((x) => x.id === variables.participantId);
      if (!p) throw new DraftError('Participant not found', 'NOT_FOUND');
      p.shares = Math.max(1, Number(variables.shares));
      return { setDraftShares: afterSetup() };
    }),
  ),
  graphql.mutation('DraftAction', ({ variables }) =>
    run(() => {
      ownerOnly();
      mockDraftBackend.action(String(variables.action));
      return { draftAction: mockDraftBackend.room() };
    }),
  ),
  graphql.mutation('SetDraftMode', ({ variables }) =>
    run(() => {
      ownerOnly();
      mockDraftBackend.draft!.mode = variables.mode as Mode;
      mockDraftBackend.emit('mode_changed');
      return { setDraftMode: mockDraftBackend.room() };
    }),
  ),
  graphql.mutation('MakePick', ({ variables }) =>
    run(() => {
      const pick = mockDraftBackend.pick(
        String(variables.gameId),
        mockDraftBackend.viewerUserId,
        (variables.participantId as string | null | undefined) ?? null,
      );
      return {
        makePick: {
          __typename: 'DraftPick',
          id: pick.id,
          gameId: pick.gameId,
          overall: pick.overall,
        },
      };
    }),
  ),
  graphql.mutation('AutopickNext', () =>
    run(() => {
      ownerOnly();
      const pick = mockDraftBackend.autopick();
      return {
        autopickNext: pick
          ? { __typename: 'DraftPick', id: pick.id, gameId: pick.gameId, overall: pick.overall }
          : null,
      };
    }),
  ),
  graphql.mutation('UndoLastPick', () =>
    run(() => {
      ownerOnly();
      const d = mockDraftBackend.draft!;
      if (d.state !== 'active' && d.state !== 'paused') throw invalidState('undo', d.state);
      const last = d.picks.pop();
      if (last) {
        const game = teamGames().find((g) => g.id === last.gameId);
        if (game) game.assignedTo = null;
        d.pickStartedAt = Date.now();
        mockDraftBackend.emit('pick_undone', last);
        mockDraftBackend.emit('clock_started');
      }
      return { undoLastPick: mockDraftBackend.room() };
    }),
  ),
  graphql.mutation('FinishDraftNow', () =>
    run(() => {
      ownerOnly();
      const d = mockDraftBackend.draft!;
      if (d.state !== 'active' && d.state !== 'paused') throw invalidState('finish', d.state);
      d.state = 'active';
      while (mockDraftBackend.draft!.state === 'active' && mockDraftBackend.autopick());
      return { finishDraftNow: mockDraftBackend.room() };
    }),
  ),
  http.post('*/api/drafts/latest', () => {
    const d = mockDraftBackend.draft;
    return HttpResponse.json(d ? { id: d.id, team_id: d.teamId, state: d.state } : null);
  }),
  http.post('*/v1/functions/drafts-ensure', async ({ request }) => {
    const body = (await request.json()) as { teamId?: string };
    if (body.teamId !== MOCK_TEAM_ID)
      return HttpResponse.json(
        { ok: false, error: 'ensure_failed', message: 'Failed to ensure draft' },
        { status: 404 },
      );
    if (!mockDraftBackend.draft || mockDraftBackend.draft.state === 'complete')
      mockDraftBackend.reset({ state: 'setup_open', madePicks: 0 });
    const id = mockDraftBackend.draft!.id;
    return HttpResponse.json({ draftId: id, id });
  }),
];
